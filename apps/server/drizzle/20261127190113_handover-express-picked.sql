-- Issue 21 point 2: an express order made by an outbound handover now starts picked up (the parcel left the
-- warehouse with the provider's courier). Orders handed over before that still wait at ready_to_pick, where the
-- shop could cancel or readdress them: they move to picked as a handover now moves them, with the courier's log
-- row naming the handover batch and the warehouse, timed at the handover. No webhook is sent for this past move.
WITH handed AS (
  SELECT s.id, o.shipped_at, o.handover_id
  FROM shipping_orders s
  JOIN outbound_orders o ON o.client_id = s.client_id AND o.shipping_order_code = s.order_code
  WHERE o.carrier = 'provider-express' AND o.status IN (7, 99) AND s.status = 'ready_to_pick'
), moved AS (
  UPDATE shipping_orders s SET status = 'picked', updated_at = now()
  FROM handed h
  WHERE s.id = h.id
  RETURNING s.id, h.shipped_at, h.handover_id
)
INSERT INTO shipping_order_logs (order_id, from_status, to_status, actor_type, actor_user_id, reason, created_at)
SELECT m.id, 'ready_to_pick', 'picked', 'courier', b.actor_user_id, b.code || ' · ' || w.name, coalesce(m.shipped_at, now())
FROM moved m
LEFT JOIN outbound_handovers b ON b.id = m.handover_id
LEFT JOIN warehouses w ON w.id = b.warehouse_id
ORDER BY m.id;
