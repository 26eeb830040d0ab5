CREATE TABLE "daily_counters" (
	"client_id" integer NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"list" text NOT NULL,
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counters_client_id_list_day_bucket_shop_id_pk" PRIMARY KEY("client_id","list","day","bucket","shop_id")
);
--> statement-breakpoint
CREATE INDEX "daily_counters_list_day_idx" ON "daily_counters" USING btree ("list","day");