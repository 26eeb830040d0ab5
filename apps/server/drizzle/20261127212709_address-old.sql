ALTER TABLE "outbound_orders" ADD COLUMN "to_address_old" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD COLUMN "to_address_old" jsonb;