ALTER TABLE "permission_groups" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "permission_groups" g SET "client_id" = s."client_id" FROM "shops" s WHERE s."id" = g."shop_id";--> statement-breakpoint
ALTER TABLE "permission_groups" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_groups" ADD CONSTRAINT "permission_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permission_groups_client_idx" ON "permission_groups" USING btree ("client_id");
