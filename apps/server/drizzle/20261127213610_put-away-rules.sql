CREATE TABLE "put_away_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "put_away_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"client_id" integer,
	"sku_id" integer,
	"category" text,
	"condition" text,
	"zone" text,
	"from_code" text,
	"to_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "put_away_rules_target_ck" CHECK ("put_away_rules"."zone" is not null or "put_away_rules"."from_code" is not null or "put_away_rules"."to_code" is not null),
	CONSTRAINT "put_away_rules_sku_client_ck" CHECK ("put_away_rules"."sku_id" is null or "put_away_rules"."client_id" is not null),
	CONSTRAINT "put_away_rules_condition_ck" CHECK ("put_away_rules"."condition" is null or "put_away_rules"."condition" in ('GOOD', 'BAD'))
);
--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD COLUMN "suggested_location_id" integer;--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_volume_cm3" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "put_away_rules" ADD CONSTRAINT "put_away_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_away_rules" ADD CONSTRAINT "put_away_rules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_away_rules" ADD CONSTRAINT "put_away_rules_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "put_away_rules" ADD CONSTRAINT "put_away_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "put_away_rules_wh_idx" ON "put_away_rules" USING btree ("warehouse_id","priority","id");--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD CONSTRAINT "inbound_put_aways_suggested_location_id_locations_id_fk" FOREIGN KEY ("suggested_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;