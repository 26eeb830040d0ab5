CREATE TABLE "cycle_count_settings" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"a_days" integer NOT NULL,
	"b_days" integer NOT NULL,
	"c_days" integer NOT NULL,
	"a_share" integer NOT NULL,
	"ab_share" integer NOT NULL,
	"daily_capacity" integer NOT NULL,
	"recount_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_count_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cycle_count_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"count_date" date NOT NULL,
	"abc_class" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"location_id" integer NOT NULL,
	"condition" text NOT NULL,
	"system_qty" integer,
	"counted_qty" integer,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"recount_qty" integer,
	"recounted_by" integer,
	"recounted_at" timestamp with time zone,
	"variance" integer,
	"reason" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_count_settings" ADD CONSTRAINT "cycle_count_settings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_recounted_by_users_id_fk" FOREIGN KEY ("recounted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_tasks" ADD CONSTRAINT "cycle_count_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_count_tasks_wh_date_idx" ON "cycle_count_tasks" USING btree ("warehouse_id","count_date","id");--> statement-breakpoint
CREATE INDEX "cycle_count_tasks_key_idx" ON "cycle_count_tasks" USING btree ("warehouse_id","client_id","sku_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_tasks_open_key_uq" ON "cycle_count_tasks" USING btree ("warehouse_id","client_id","sku_id","lot","location_id","condition") WHERE "cycle_count_tasks"."status" in ('OPEN', 'RECOUNT', 'PENDING_APPROVAL');