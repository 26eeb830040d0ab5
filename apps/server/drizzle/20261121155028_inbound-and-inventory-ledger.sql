CREATE TABLE "inbound_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbound_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"received_good" integer DEFAULT 0 NOT NULL,
	"received_bad" integer DEFAULT 0 NOT NULL,
	"put_away_quantity" integer DEFAULT 0 NOT NULL,
	"lot" text,
	"production_date" date,
	"expiry_date" date,
	"condition" text DEFAULT 'GOOD' NOT NULL,
	CONSTRAINT "inbound_lines_expected_ck" CHECK ("inbound_lines"."expected_quantity" > 0),
	CONSTRAINT "inbound_lines_received_ck" CHECK ("inbound_lines"."received_good" >= 0 and "inbound_lines"."received_bad" >= 0 and "inbound_lines"."received_quantity" = "inbound_lines"."received_good" + "inbound_lines"."received_bad"),
	CONSTRAINT "inbound_lines_put_away_ck" CHECK ("inbound_lines"."put_away_quantity" >= 0 and "inbound_lines"."put_away_quantity" <= "inbound_lines"."received_quantity")
);
--> statement-breakpoint
CREATE TABLE "inbound_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbound_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"note" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asn_code" text NOT NULL,
	"order_inbound_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"tpl_inbound" text NOT NULL,
	"estimate_received_time" date NOT NULL,
	"customer_note" text,
	"type" text DEFAULT 'NI' NOT NULL,
	"zone_type" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"return_ref" text,
	"source" text DEFAULT 'WEB' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receiving_started_at" timestamp with time zone,
	"receiving_finished_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "inbound_orders_status_ck" CHECK ("inbound_orders"."status" in (0, 3, 4, 9, 99)),
	CONSTRAINT "inbound_orders_type_ck" CHECK ("inbound_orders"."type" in ('NI', 'RWTSO', 'RWSO'))
);
--> statement-breakpoint
CREATE TABLE "inbound_put_aways" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_put_aways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbound_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_put_aways_qty_ck" CHECK ("inbound_put_aways"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbound_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"condition" text NOT NULL,
	"quantity" integer NOT NULL,
	"method" text DEFAULT 'MANUAL' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_receipts_qty_ck" CHECK ("inbound_receipts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_sync_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_sync_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"inbound_id" integer,
	"code" text NOT NULL,
	"success" boolean NOT NULL,
	"message" text NOT NULL,
	"status" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_counters" (
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_counters_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
CREATE TABLE "inventory_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"location_id" integer NOT NULL,
	"condition" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"qty_allocated" integer DEFAULT 0 NOT NULL,
	"qty_held" integer DEFAULT 0 NOT NULL,
	"qty_lost" integer DEFAULT 0 NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"zone_type" text,
	"warehoused_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_balances_qty_ck" CHECK ("inventory_balances"."qty" >= 0),
	CONSTRAINT "inventory_balances_allocated_ck" CHECK ("inventory_balances"."qty_allocated" >= 0 and "inventory_balances"."qty_allocated" <= "inventory_balances"."qty"),
	CONSTRAINT "inventory_balances_held_ck" CHECK ("inventory_balances"."qty_held" >= 0 and "inventory_balances"."qty_allocated" + "inventory_balances"."qty_held" <= "inventory_balances"."qty"),
	CONSTRAINT "inventory_balances_lost_ck" CHECK ("inventory_balances"."qty_lost" >= 0),
	CONSTRAINT "inventory_balances_condition_ck" CHECK ("inventory_balances"."condition" in ('GOOD', 'BAD'))
);
--> statement-breakpoint
CREATE TABLE "inventory_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" text NOT NULL,
	"balance_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot" text NOT NULL,
	"location_id" integer NOT NULL,
	"condition" text NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"zone_type" text,
	"movement_type" text NOT NULL,
	"qty_delta" integer DEFAULT 0 NOT NULL,
	"allocated_delta" integer DEFAULT 0 NOT NULL,
	"held_delta" integer DEFAULT 0 NOT NULL,
	"lost_delta" integer DEFAULT 0 NOT NULL,
	"ref_type" text,
	"ref_id" integer,
	"ref_code" text,
	"reason" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_ledger_nonzero_ck" CHECK ("inventory_ledger"."qty_delta" <> 0 or "inventory_ledger"."allocated_delta" <> 0 or "inventory_ledger"."held_delta" <> 0 or "inventory_ledger"."lost_delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"location_id" integer NOT NULL,
	"condition" text NOT NULL,
	"system_qty" integer DEFAULT 0 NOT NULL,
	"counted_qty" integer,
	"defective_qty" integer DEFAULT 0 NOT NULL,
	"note" text,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"posted_difference" integer,
	CONSTRAINT "stock_count_lines_qty_ck" CHECK (("stock_count_lines"."counted_qty" is null or "stock_count_lines"."counted_qty" >= 0) and "stock_count_lines"."defective_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_count_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_count_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"scope" text NOT NULL,
	"location_id" integer,
	"client_id" integer,
	"sku_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"note" text,
	"reason" text,
	"shortage_as" text,
	"operation_id" integer,
	"created_by" integer NOT NULL,
	"posted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "stock_count_sessions_scope_ck" CHECK (("stock_count_sessions"."scope" = 'LOCATION' and "stock_count_sessions"."location_id" is not null) or ("stock_count_sessions"."scope" = 'SKU' and "stock_count_sessions"."sku_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_inbound_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_logs" ADD CONSTRAINT "inbound_logs_inbound_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_logs" ADD CONSTRAINT "inbound_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD CONSTRAINT "inbound_put_aways_inbound_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD CONSTRAINT "inbound_put_aways_line_id_inbound_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inbound_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD CONSTRAINT "inbound_put_aways_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_put_aways" ADD CONSTRAINT "inbound_put_aways_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_inbound_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_line_id_inbound_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inbound_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_sync_logs" ADD CONSTRAINT "inbound_sync_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_sync_logs" ADD CONSTRAINT "inbound_sync_logs_inbound_id_inbound_orders_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."inbound_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_sync_logs" ADD CONSTRAINT "inbound_sync_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_balance_id_inventory_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."inventory_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_session_id_stock_count_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stock_count_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_operation_id_stock_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."stock_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_sessions" ADD CONSTRAINT "stock_count_sessions_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_operations" ADD CONSTRAINT "stock_operations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_operations" ADD CONSTRAINT "stock_operations_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_lines_line_uq" ON "inbound_lines" USING btree ("inbound_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_lines_sku_uq" ON "inbound_lines" USING btree ("inbound_id","sku_id");--> statement-breakpoint
CREATE INDEX "inbound_logs_inbound_idx" ON "inbound_logs" USING btree ("inbound_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_orders_asn_uq" ON "inbound_orders" USING btree ("asn_code");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_orders_client_code_uq" ON "inbound_orders" USING btree ("client_id","order_inbound_code");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_orders_client_return_uq" ON "inbound_orders" USING btree ("client_id","return_ref") WHERE "inbound_orders"."return_ref" is not null and "inbound_orders"."status" <> 9;--> statement-breakpoint
CREATE INDEX "inbound_orders_client_created_idx" ON "inbound_orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_orders_client_status_idx" ON "inbound_orders" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "inbound_orders_wh_status_idx" ON "inbound_orders" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "inbound_put_aways_inbound_idx" ON "inbound_put_aways" USING btree ("inbound_id");--> statement-breakpoint
CREATE INDEX "inbound_receipts_inbound_idx" ON "inbound_receipts" USING btree ("inbound_id");--> statement-breakpoint
CREATE INDEX "inbound_sync_logs_client_idx" ON "inbound_sync_logs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_balances_key_uq" ON "inventory_balances" USING btree ("warehouse_id","client_id","sku_id","lot","location_id","condition");--> statement-breakpoint
CREATE INDEX "inventory_balances_client_sku_idx" ON "inventory_balances" USING btree ("client_id","sku_id");--> statement-breakpoint
CREATE INDEX "inventory_balances_wh_sku_idx" ON "inventory_balances" USING btree ("warehouse_id","sku_id");--> statement-breakpoint
CREATE INDEX "inventory_balances_location_idx" ON "inventory_balances" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_balance_idx" ON "inventory_ledger" USING btree ("balance_id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_ref_idx" ON "inventory_ledger" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_client_sku_idx" ON "inventory_ledger" USING btree ("client_id","sku_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_key_uq" ON "stock_count_lines" USING btree ("session_id","client_id","sku_id","lot","location_id","condition");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_sessions_code_uq" ON "stock_count_sessions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_sessions_open_location_uq" ON "stock_count_sessions" USING btree ("warehouse_id","location_id") WHERE "stock_count_sessions"."status" = 'OPEN' and "stock_count_sessions"."scope" = 'LOCATION';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_sessions_open_sku_uq" ON "stock_count_sessions" USING btree ("warehouse_id","sku_id") WHERE "stock_count_sessions"."status" = 'OPEN' and "stock_count_sessions"."scope" = 'SKU';--> statement-breakpoint
CREATE INDEX "stock_count_sessions_wh_idx" ON "stock_count_sessions" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_operations_wh_created_idx" ON "stock_operations" USING btree ("warehouse_id","created_at");