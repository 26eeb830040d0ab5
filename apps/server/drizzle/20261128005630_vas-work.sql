CREATE TABLE "vas_work" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vas_work_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"service" text NOT NULL,
	"units" integer NOT NULL,
	"note" text,
	"request_id" text,
	"fee_line_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vas_work_ck" CHECK ("vas_work"."units" > 0 and "vas_work"."order_kind" in ('inbound', 'outbound') and "vas_work"."service" in ('labelling', 'kitting'))
);
--> statement-breakpoint
ALTER TABLE "vas_work" ADD CONSTRAINT "vas_work_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vas_work" ADD CONSTRAINT "vas_work_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vas_work_client_created_idx" ON "vas_work" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vas_work_client_request_uq" ON "vas_work" USING btree ("client_id","request_id");