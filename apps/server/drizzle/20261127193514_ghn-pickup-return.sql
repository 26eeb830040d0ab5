ALTER TABLE "shipping_orders" ADD COLUMN "return_district_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "return_ward_code" text;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "pick_shift" jsonb DEFAULT '[]'::jsonb NOT NULL;