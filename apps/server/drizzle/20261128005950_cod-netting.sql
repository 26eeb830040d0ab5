CREATE TABLE "billing_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"net_cod_invoices" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_transfers" DROP CONSTRAINT "cod_transfers_sum_ck";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_via" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cod_transfer_id" integer;--> statement-breakpoint
ALTER TABLE "cod_transfers" ADD COLUMN "invoice_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_transfers" ADD CONSTRAINT "cod_transfers_sum_ck" CHECK ("cod_transfers"."amount" = "cod_transfers"."cod_total" - "cod_transfers"."fee_total" - "cod_transfers"."debt_total" - "cod_transfers"."invoice_total" and "cod_transfers"."amount" >= 0 and "cod_transfers"."invoice_total" >= 0);--> statement-breakpoint
UPDATE "invoices" SET "paid_via" = 'coin' WHERE "status" = 'paid';