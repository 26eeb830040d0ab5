DROP INDEX "inbound_sync_logs_client_idx";--> statement-breakpoint
DROP INDEX "sku_changes_sku_idx";--> statement-breakpoint
DROP INDEX "upload_files_client_kind_idx";--> statement-breakpoint
CREATE INDEX "upload_files_client_created_idx" ON "upload_files" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbound_sync_logs_client_idx" ON "inbound_sync_logs" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "sku_changes_sku_idx" ON "sku_changes" USING btree ("sku_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "upload_files_client_kind_idx" ON "upload_files" USING btree ("client_id","kind","created_at","id");