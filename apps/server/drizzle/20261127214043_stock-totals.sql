CREATE TABLE "inventory_stock_totals" (
	"client_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"stripe" integer NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"qty_allocated" bigint DEFAULT 0 NOT NULL,
	"qty_held" bigint DEFAULT 0 NOT NULL,
	"qty_lost" bigint DEFAULT 0 NOT NULL,
	"qty_defective" bigint DEFAULT 0 NOT NULL,
	"qty_available" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_stock_totals_client_id_warehouse_id_stripe_pk" PRIMARY KEY("client_id","warehouse_id","stripe")
);
--> statement-breakpoint
ALTER TABLE "inventory_stock_totals" ADD CONSTRAINT "inventory_stock_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_totals" ADD CONSTRAINT "inventory_stock_totals_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;