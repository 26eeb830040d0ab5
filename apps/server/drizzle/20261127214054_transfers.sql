CREATE TABLE "transfer_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_lines_qty_ck" CHECK ("transfer_lines"."quantity" > 0 and "transfer_lines"."received_quantity" >= 0 and "transfer_lines"."received_quantity" <= "transfer_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"client_id" integer NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_by" integer,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "transfer_orders_status_ck" CHECK ("transfer_orders"."status" in ('NEW', 'IN_TRANSIT', 'RECEIVED', 'CANCELLED')),
	CONSTRAINT "transfer_orders_warehouses_ck" CHECK ("transfer_orders"."from_warehouse_id" <> "transfer_orders"."to_warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"expiry_date" date,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_sources_qty_ck" CHECK ("transfer_sources"."quantity" > 0 and "transfer_sources"."received_quantity" >= 0 and "transfer_sources"."received_quantity" <= "transfer_sources"."quantity")
);
--> statement-breakpoint
ALTER TABLE "transfer_lines" ADD CONSTRAINT "transfer_lines_transfer_id_transfer_orders_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_lines" ADD CONSTRAINT "transfer_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sources" ADD CONSTRAINT "transfer_sources_line_id_transfer_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transfer_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_sources" ADD CONSTRAINT "transfer_sources_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_lines_sku_uq" ON "transfer_lines" USING btree ("transfer_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_code_uq" ON "transfer_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "transfer_orders_client_idx" ON "transfer_orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "transfer_orders_status_idx" ON "transfer_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transfer_sources_line_idx" ON "transfer_sources" USING btree ("line_id");--> statement-breakpoint
-- transfer codes (CK + yymmdd + number, modules/transfers) come from their own sequence like every document code
CREATE SEQUENCE IF NOT EXISTS document_code_ck_seq AS bigint;
