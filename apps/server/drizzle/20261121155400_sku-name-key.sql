DROP INDEX "skus_client_name_idx";--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "skus_client_name_idx" ON "skus" USING btree ("client_id","name_key");