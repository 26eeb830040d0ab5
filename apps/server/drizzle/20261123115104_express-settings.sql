CREATE TABLE "shop_express_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"pick_mode" text NOT NULL,
	"pick_hub_id" integer,
	"pick_station_id" integer,
	"service_type_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"required_note" text NOT NULL,
	"pickup_before_noon" boolean NOT NULL,
	"insure_by_default" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "shop_express_settings" ADD CONSTRAINT "shop_express_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;