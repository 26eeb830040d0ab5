DROP INDEX "skus_client_created_idx";--> statement-breakpoint
DROP INDEX "skus_client_category_idx";--> statement-breakpoint
DROP INDEX "skus_client_name_idx";--> statement-breakpoint
DROP INDEX "skus_client_gross_idx";--> statement-breakpoint
CREATE INDEX "skus_client_sku_idx" ON "skus" USING btree ("client_id","sku","id");--> statement-breakpoint
CREATE INDEX "skus_client_created_idx" ON "skus" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "skus_client_category_idx" ON "skus" USING btree ("client_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "skus_client_name_idx" ON "skus" USING btree ("client_id","name_key","id");--> statement-breakpoint
CREATE INDEX "skus_client_gross_idx" ON "skus" USING btree ("client_id","gross_weight","id");