-- A returned parcel is found by its express order code within its client (the returns desk's expected lines, a
-- return inbound's reference: modules/outbound/outbound-of-return.ts). Without an index that read every outbound
-- order of the client (70,000 for the largest of the volume bench).
CREATE INDEX IF NOT EXISTS outbound_orders_client_shipping_code_idx ON outbound_orders (client_id, shipping_order_code) WHERE shipping_order_code IS NOT NULL;
