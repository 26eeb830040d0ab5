CREATE TABLE "fee_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"fee_type" text NOT NULL,
	"ref" text NOT NULL,
	"order_code" text,
	"quantity" numeric(18, 6) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"rounding" text NOT NULL,
	"tariff_id" integer,
	"invoice_id" integer,
	"dispute_ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_lines_amount_ck" CHECK ("fee_lines"."amount" >= 0 and "fee_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"valid_from" date NOT NULL,
	"receiving_basis" text NOT NULL,
	"receiving_rate" bigint NOT NULL,
	"storage_basis" text NOT NULL,
	"storage_rate" bigint NOT NULL,
	"pick_pack_per_order" bigint NOT NULL,
	"pick_pack_per_extra_unit" bigint NOT NULL,
	"packing_material_per_order" bigint NOT NULL,
	"return_per_unit" bigint NOT NULL,
	"labelling_per_unit" bigint NOT NULL,
	"kitting_per_unit" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_tariffs_client_from_uq" UNIQUE NULLS NOT DISTINCT("client_id","valid_from"),
	CONSTRAINT "fee_tariffs_basis_ck" CHECK ("fee_tariffs"."receiving_basis" in ('unit', 'carton') and "fee_tariffs"."storage_basis" in ('m3', 'bin'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"coin_entry_id" integer,
	CONSTRAINT "invoices_sum_ck" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."vat_amount" and "invoices"."subtotal" >= 0),
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_tariff_id_fee_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."fee_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD CONSTRAINT "fee_tariffs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD CONSTRAINT "fee_tariffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_lines_client_ref_uq" ON "fee_lines" USING btree ("client_id","ref");--> statement-breakpoint
CREATE INDEX "fee_lines_client_day_idx" ON "fee_lines" USING btree ("client_id","day","id");--> statement-breakpoint
CREATE INDEX "fee_lines_invoice_idx" ON "fee_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_month_uq" ON "invoices" USING btree ("client_id","month");--> statement-breakpoint
CREATE INDEX "invoices_client_issued_idx" ON "invoices" USING btree ("client_id","issued_at","id");