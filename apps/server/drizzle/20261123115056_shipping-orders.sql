CREATE TABLE "shipping_hubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_hubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"ward_code" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_order_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_order_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"log_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_order_charges_kind_ck" CHECK ("shipping_order_charges"."kind" in ('cod_collected', 'redelivery_fee'))
);
--> statement-breakpoint
CREATE TABLE "shipping_order_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" integer,
	"station_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" text NOT NULL,
	"client_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"client_order_code" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"from_name" text NOT NULL,
	"from_phone" text NOT NULL,
	"from_address" text NOT NULL,
	"from_province_id" integer NOT NULL,
	"from_district_id" integer NOT NULL,
	"from_ward_code" text NOT NULL,
	"return_phone" text NOT NULL,
	"return_address" text NOT NULL,
	"to_name" text NOT NULL,
	"to_phone" text NOT NULL,
	"to_address" text NOT NULL,
	"to_province_id" integer NOT NULL,
	"to_district_id" integer NOT NULL,
	"to_ward_code" text NOT NULL,
	"weight" integer NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"converted_weight" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"insurance_value" integer DEFAULT 0 NOT NULL,
	"required_note" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"coupon" text DEFAULT '' NOT NULL,
	"pick_station_id" integer,
	"deliver_station_id" integer,
	"pick_hub_id" integer,
	"current_station_id" integer,
	"sort_code" text NOT NULL,
	"pickup_before_12" boolean DEFAULT true NOT NULL,
	"tariff_id" integer NOT NULL,
	"fee" jsonb NOT NULL,
	"total_fee" integer NOT NULL,
	"redelivery_fee" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leadtime" timestamp with time zone NOT NULL,
	"cod_collected" integer,
	"cod_collected_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("shipping_orders"."order_code" || ' ' || "shipping_orders"."client_order_code" || ' ' || "shipping_orders"."to_phone" || ' ' || "shipping_orders"."search_name")) STORED NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipping_orders_money_ck" CHECK ("shipping_orders"."cod_amount" >= 0 and "shipping_orders"."insurance_value" >= 0 and "shipping_orders"."total_fee" >= 0),
	CONSTRAINT "shipping_orders_parcel_ck" CHECK ("shipping_orders"."weight" > 0 and "shipping_orders"."length" > 0 and "shipping_orders"."width" > 0 and "shipping_orders"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"ward_code" text NOT NULL,
	"is_sorting_hub" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_from" timestamp with time zone NOT NULL,
	"tariff" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_webhooks" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_hubs" ADD CONSTRAINT "shipping_hubs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_hubs" ADD CONSTRAINT "shipping_hubs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_charges" ADD CONSTRAINT "shipping_order_charges_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_charges" ADD CONSTRAINT "shipping_order_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_charges" ADD CONSTRAINT "shipping_order_charges_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_charges" ADD CONSTRAINT "shipping_order_charges_log_id_shipping_order_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."shipping_order_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_logs" ADD CONSTRAINT "shipping_order_logs_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_logs" ADD CONSTRAINT "shipping_order_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_order_logs" ADD CONSTRAINT "shipping_order_logs_station_id_shipping_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."shipping_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_pick_station_id_shipping_stations_id_fk" FOREIGN KEY ("pick_station_id") REFERENCES "public"."shipping_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_deliver_station_id_shipping_stations_id_fk" FOREIGN KEY ("deliver_station_id") REFERENCES "public"."shipping_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_pick_hub_id_shipping_hubs_id_fk" FOREIGN KEY ("pick_hub_id") REFERENCES "public"."shipping_hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_current_station_id_shipping_stations_id_fk" FOREIGN KEY ("current_station_id") REFERENCES "public"."shipping_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_tariff_id_shipping_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."shipping_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tariffs" ADD CONSTRAINT "shipping_tariffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhook_events" ADD CONSTRAINT "shipping_webhook_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhook_events" ADD CONSTRAINT "shipping_webhook_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhook_events" ADD CONSTRAINT "shipping_webhook_events_order_id_shipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shipping_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhooks" ADD CONSTRAINT "shipping_webhooks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_webhooks" ADD CONSTRAINT "shipping_webhooks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_hubs_shop_idx" ON "shipping_hubs" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_hubs_main_uq" ON "shipping_hubs" USING btree ("shop_id") WHERE "shipping_hubs"."is_main";--> statement-breakpoint
CREATE INDEX "shipping_order_charges_order_idx" ON "shipping_order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_order_charges_shop_idx" ON "shipping_order_charges" USING btree ("shop_id","kind","id");--> statement-breakpoint
CREATE INDEX "shipping_order_logs_order_idx" ON "shipping_order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_orders_code_uq" ON "shipping_orders" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_orders_shop_client_code_uq" ON "shipping_orders" USING btree ("shop_id","client_order_code") WHERE "shipping_orders"."client_order_code" <> '';--> statement-breakpoint
CREATE INDEX "shipping_orders_client_created_idx" ON "shipping_orders" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_client_status_idx" ON "shipping_orders" USING btree ("client_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_shop_created_idx" ON "shipping_orders" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_created_idx" ON "shipping_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_status_created_idx" ON "shipping_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipping_orders_search_trgm_idx" ON "shipping_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_stations_code_uq" ON "shipping_stations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipping_stations_district_idx" ON "shipping_stations" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "shipping_tariffs_effective_idx" ON "shipping_tariffs" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "shipping_webhook_events_order_idx" ON "shipping_webhook_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shipping_webhook_events_shop_idx" ON "shipping_webhook_events" USING btree ("shop_id","id");