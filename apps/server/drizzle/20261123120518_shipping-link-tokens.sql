CREATE TABLE "shipping_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer NOT NULL,
	"order_codes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_link_tokens_kind_ck" CHECK ("shipping_link_tokens"."kind" in ('print', 'tracking'))
);
--> statement-breakpoint
ALTER TABLE "shipping_link_tokens" ADD CONSTRAINT "shipping_link_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_link_tokens_expires_idx" ON "shipping_link_tokens" USING btree ("expires_at");