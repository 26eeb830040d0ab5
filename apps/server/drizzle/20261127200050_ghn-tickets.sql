ALTER TABLE "tickets" ADD COLUMN "order_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;