ALTER TABLE "outbound_orders" ALTER COLUMN "to_district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_hubs" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_orders" ALTER COLUMN "from_district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_orders" ALTER COLUMN "to_district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_stations" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "district_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD COLUMN "to_address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_hubs" ADD COLUMN "address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "from_address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "to_address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_stations" ADD COLUMN "address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "address_scheme" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_address_scheme_ck" CHECK ("shops"."address_scheme" in ('v1', '2025') and ("shops"."address_scheme" = 'v1' or "shops"."district_id" is null));--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_to_address_scheme_ck" CHECK ("outbound_orders"."to_address_scheme" in ('v1', '2025') and ("outbound_orders"."to_address_scheme" = '2025' or "outbound_orders"."to_district_id" is not null) and ("outbound_orders"."to_address_scheme" = 'v1' or "outbound_orders"."to_district_id" is null));--> statement-breakpoint
ALTER TABLE "shipping_hubs" ADD CONSTRAINT "shipping_hubs_address_scheme_ck" CHECK ("shipping_hubs"."address_scheme" in ('v1', '2025') and ("shipping_hubs"."address_scheme" = '2025' or "shipping_hubs"."district_id" is not null) and ("shipping_hubs"."address_scheme" = 'v1' or "shipping_hubs"."district_id" is null));--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_from_address_scheme_ck" CHECK ("shipping_orders"."from_address_scheme" in ('v1', '2025') and ("shipping_orders"."from_address_scheme" = '2025' or "shipping_orders"."from_district_id" is not null) and ("shipping_orders"."from_address_scheme" = 'v1' or "shipping_orders"."from_district_id" is null));--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_to_address_scheme_ck" CHECK ("shipping_orders"."to_address_scheme" in ('v1', '2025') and ("shipping_orders"."to_address_scheme" = '2025' or "shipping_orders"."to_district_id" is not null) and ("shipping_orders"."to_address_scheme" = 'v1' or "shipping_orders"."to_district_id" is null));--> statement-breakpoint
ALTER TABLE "shipping_stations" ADD CONSTRAINT "shipping_stations_address_scheme_ck" CHECK ("shipping_stations"."address_scheme" in ('v1', '2025') and ("shipping_stations"."address_scheme" = '2025' or "shipping_stations"."district_id" is not null) and ("shipping_stations"."address_scheme" = 'v1' or "shipping_stations"."district_id" is null));--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_address_scheme_ck" CHECK ("warehouses"."address_scheme" in ('v1', '2025') and ("warehouses"."address_scheme" = '2025' or "warehouses"."district_id" is not null) and ("warehouses"."address_scheme" = 'v1' or "warehouses"."district_id" is null));