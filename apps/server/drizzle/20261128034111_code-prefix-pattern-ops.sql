DROP INDEX "inbound_orders_asn_uq";--> statement-breakpoint
DROP INDEX "outbound_orders_so_uq";--> statement-breakpoint
DROP INDEX "shipping_orders_code_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_orders_asn_uq" ON "inbound_orders" USING btree ("asn_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_orders_so_uq" ON "outbound_orders" USING btree ("so_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_orders_code_uq" ON "shipping_orders" USING btree ("order_code" text_pattern_ops);