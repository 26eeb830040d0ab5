CREATE TABLE "cycle_count_days" (
	"warehouse_id" integer NOT NULL,
	"count_date" date NOT NULL,
	"created" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_count_days_warehouse_id_count_date_pk" PRIMARY KEY("warehouse_id","count_date")
);
--> statement-breakpoint
ALTER TABLE "cycle_count_days" ADD CONSTRAINT "cycle_count_days_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;