CREATE TABLE "pick_list_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_list_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pick_list_id" integer NOT NULL,
	"outbound_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pick_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pick_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "pick_lists_status_ck" CHECK ("pick_lists"."status" in ('open', 'done', 'released'))
);
--> statement-breakpoint
ALTER TABLE "pick_list_orders" ADD CONSTRAINT "pick_list_orders_pick_list_id_pick_lists_id_fk" FOREIGN KEY ("pick_list_id") REFERENCES "public"."pick_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_list_orders" ADD CONSTRAINT "pick_list_orders_outbound_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD CONSTRAINT "pick_lists_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD CONSTRAINT "pick_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD CONSTRAINT "pick_lists_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_list_orders_active_uq" ON "pick_list_orders" USING btree ("outbound_id") WHERE "pick_list_orders"."active";--> statement-breakpoint
CREATE INDEX "pick_list_orders_list_idx" ON "pick_list_orders" USING btree ("pick_list_id","outbound_id");--> statement-breakpoint
CREATE INDEX "pick_list_orders_outbound_idx" ON "pick_list_orders" USING btree ("outbound_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_lists_code_uq" ON "pick_lists" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pick_lists_wh_status_idx" ON "pick_lists" USING btree ("warehouse_id","status","id");