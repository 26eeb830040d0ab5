CREATE TABLE "fee_contract_clients" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_contracts_code_uq" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "fee_tariffs" DROP CONSTRAINT "fee_tariffs_client_from_uq";--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "fee_contract_clients" ADD CONSTRAINT "fee_contract_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_contract_clients" ADD CONSTRAINT "fee_contract_clients_contract_id_fee_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."fee_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_contract_clients" ADD CONSTRAINT "fee_contract_clients_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_contracts" ADD CONSTRAINT "fee_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_contract_clients_contract_idx" ON "fee_contract_clients" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD CONSTRAINT "fee_tariffs_contract_id_fee_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."fee_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD CONSTRAINT "fee_tariffs_owner_from_uq" UNIQUE NULLS NOT DISTINCT("client_id","contract_id","valid_from");--> statement-breakpoint
ALTER TABLE "fee_tariffs" ADD CONSTRAINT "fee_tariffs_one_owner_ck" CHECK ("fee_tariffs"."client_id" is null or "fee_tariffs"."contract_id" is null);