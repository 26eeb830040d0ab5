CREATE TABLE "outbound_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbound_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"expiry_date" date,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_allocations_qty_ck" CHECK ("outbound_allocations"."quantity" > 0 and "outbound_allocations"."picked_quantity" >= 0 and "outbound_allocations"."picked_quantity" <= "outbound_allocations"."quantity")
);
--> statement-breakpoint
CREATE TABLE "outbound_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbound_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'STANDARD' NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_lines_qty_ck" CHECK ("outbound_lines"."quantity" > 0 and "outbound_lines"."picked_quantity" >= 0 and "outbound_lines"."picked_quantity" <= "outbound_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "outbound_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbound_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"note" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"so_code" text NOT NULL,
	"client_order_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_type" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"to_name" text NOT NULL,
	"to_phone" text NOT NULL,
	"to_address" text NOT NULL,
	"to_province_id" integer NOT NULL,
	"to_district_id" integer NOT NULL,
	"to_ward_code" text NOT NULL,
	"from_name" text,
	"from_phone" text,
	"from_address" text,
	"shipping_service_type" integer DEFAULT 2 NOT NULL,
	"shipping_payment_type" integer DEFAULT 1 NOT NULL,
	"shipping_required_note" text DEFAULT 'CHOXEMHANGKHONGTHU' NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"goods_value" integer DEFAULT 0 NOT NULL,
	"goods_name" text,
	"weight" integer,
	"length" integer,
	"width" integer,
	"height" integer,
	"note" text,
	"e_bill_link" text,
	"sort_code" text,
	"carrier" text,
	"shipping_order_code" text,
	"handover_id" integer,
	"source" text DEFAULT 'WEB' NOT NULL,
	"upload_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("outbound_orders"."so_code" || ' ' || "outbound_orders"."client_order_code" || ' ' || "outbound_orders"."to_phone" || ' ' || coalesce("outbound_orders"."shipping_order_code", ''))) STORED NOT NULL,
	CONSTRAINT "outbound_orders_status_ck" CHECK ("outbound_orders"."status" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99)),
	CONSTRAINT "outbound_orders_money_ck" CHECK ("outbound_orders"."cod_amount" >= 0 and "outbound_orders"."goods_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbound_sync_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_sync_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"outbound_id" integer,
	"code" text NOT NULL,
	"success" boolean NOT NULL,
	"message" text NOT NULL,
	"status" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_allocations" ADD CONSTRAINT "outbound_allocations_outbound_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_allocations" ADD CONSTRAINT "outbound_allocations_line_id_outbound_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."outbound_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_allocations" ADD CONSTRAINT "outbound_allocations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_handovers" ADD CONSTRAINT "outbound_handovers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_handovers" ADD CONSTRAINT "outbound_handovers_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD CONSTRAINT "outbound_lines_outbound_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD CONSTRAINT "outbound_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_logs" ADD CONSTRAINT "outbound_logs_outbound_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_logs" ADD CONSTRAINT "outbound_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_sync_logs" ADD CONSTRAINT "outbound_sync_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_sync_logs" ADD CONSTRAINT "outbound_sync_logs_outbound_id_outbound_orders_id_fk" FOREIGN KEY ("outbound_id") REFERENCES "public"."outbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_sync_logs" ADD CONSTRAINT "outbound_sync_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_allocations_outbound_idx" ON "outbound_allocations" USING btree ("outbound_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_handovers_code_uq" ON "outbound_handovers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_lines_line_uq" ON "outbound_lines" USING btree ("outbound_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_lines_sku_uq" ON "outbound_lines" USING btree ("outbound_id","sku_id");--> statement-breakpoint
CREATE INDEX "outbound_logs_outbound_idx" ON "outbound_logs" USING btree ("outbound_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_orders_so_uq" ON "outbound_orders" USING btree ("so_code");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_orders_client_code_uq" ON "outbound_orders" USING btree ("client_id","client_order_code");--> statement-breakpoint
CREATE INDEX "outbound_orders_client_created_idx" ON "outbound_orders" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_client_status_idx" ON "outbound_orders" USING btree ("client_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_created_idx" ON "outbound_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_status_created_idx" ON "outbound_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_wh_status_idx" ON "outbound_orders" USING btree ("warehouse_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_orders_handover_idx" ON "outbound_orders" USING btree ("handover_id");--> statement-breakpoint
CREATE INDEX "outbound_orders_search_trgm_idx" ON "outbound_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_sync_logs_client_idx" ON "outbound_sync_logs" USING btree ("client_id","id");