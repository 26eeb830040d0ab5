-- The ledger and stock-operations lists read newest first by id under each filter (docs/lists.md): every index
-- they use ends in the id.
DROP INDEX "inventory_ledger_balance_idx";--> statement-breakpoint
DROP INDEX "inventory_ledger_ref_idx";--> statement-breakpoint
DROP INDEX "inventory_ledger_client_sku_idx";--> statement-breakpoint
DROP INDEX "stock_operations_wh_created_idx";--> statement-breakpoint
CREATE INDEX "inventory_ledger_balance_idx" ON "inventory_ledger" USING btree ("balance_id","id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_ref_idx" ON "inventory_ledger" USING btree ("ref_type","ref_id","id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_client_sku_idx" ON "inventory_ledger" USING btree ("client_id","sku_id","id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_client_idx" ON "inventory_ledger" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_wh_idx" ON "inventory_ledger" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_operations_wh_created_idx" ON "stock_operations" USING btree ("warehouse_id","id");
