CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"disposition" text NOT NULL,
	"location_id" integer,
	"note" text,
	"photo_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	CONSTRAINT "return_lines_qty_ck" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_reason_ck" CHECK ("return_lines"."reason" in ('REFUSED', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'UNDELIVERABLE', 'OTHER')),
	CONSTRAINT "return_lines_disposition_ck" CHECK ("return_lines"."disposition" in ('RESTOCK', 'QUARANTINE', 'DISPOSE', 'SEND_BACK'))
);
--> statement-breakpoint
CREATE TABLE "return_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"client_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_receipts_source_ck" CHECK ("return_receipts"."source" in ('EXPRESS', 'INBOUND'))
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_receipt_id_return_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."return_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_receipts" ADD CONSTRAINT "return_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_receipts" ADD CONSTRAINT "return_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_receipts" ADD CONSTRAINT "return_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_receipt_idx" ON "return_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_receipts_code_uq" ON "return_receipts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "return_receipts_client_idx" ON "return_receipts" USING btree ("client_id","id");--> statement-breakpoint
-- return codes (TH + yymmdd + number, modules/returns) come from their own sequence like every document code
CREATE SEQUENCE IF NOT EXISTS document_code_th_seq AS bigint;
