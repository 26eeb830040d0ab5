CREATE SEQUENCE "public"."sku_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sku_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"source" text NOT NULL,
	"upload_file_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_units" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"sku" text DEFAULT 'SKU' || lpad(nextval('sku_code_seq')::text, 8, '0') NOT NULL,
	"m_code" text NOT NULL,
	"s_code" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"unit" text DEFAULT 'STANDARD' NOT NULL,
	"tag" text,
	"description" text NOT NULL,
	"manage_exp_date" boolean DEFAULT false NOT NULL,
	"manage_prod_date" boolean DEFAULT false NOT NULL,
	"gross_weight" integer NOT NULL,
	"net_weight" integer NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"volume" numeric(14, 2) NOT NULL,
	"volumetric_weight" integer DEFAULT 0 NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"upload_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"lang" text DEFAULT 'vi' NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"error_code" integer,
	"error_message" text,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_rows" (
	"file_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"data" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"result_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_rows_file_id_row_no_pk" PRIMARY KEY("file_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "sku_changes" ADD CONSTRAINT "sku_changes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_file_id_upload_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."upload_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_changes_sku_idx" ON "sku_changes" USING btree ("sku_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_client_sku_uq" ON "skus" USING btree ("client_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_client_mcode_uq" ON "skus" USING btree ("client_id","m_code");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_client_scode_uq" ON "skus" USING btree ("client_id","s_code");--> statement-breakpoint
CREATE INDEX "skus_client_created_idx" ON "skus" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "skus_client_category_idx" ON "skus" USING btree ("client_id","category");--> statement-breakpoint
CREATE INDEX "skus_client_name_idx" ON "skus" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "skus_client_gross_idx" ON "skus" USING btree ("client_id","gross_weight");--> statement-breakpoint
CREATE INDEX "upload_files_client_kind_idx" ON "upload_files" USING btree ("client_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "upload_files_confirming_idx" ON "upload_files" USING btree ("status") WHERE "upload_files"."status" in ('validating', 'confirming');--> statement-breakpoint
CREATE INDEX "upload_rows_file_status_idx" ON "upload_rows" USING btree ("file_id","status","row_no");