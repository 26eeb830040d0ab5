ALTER TABLE "outbound_lines" ADD COLUMN "sorted_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD COLUMN "kind" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_lists" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD CONSTRAINT "outbound_lines_sorted_ck" CHECK ("outbound_lines"."sorted_quantity" >= 0 and "outbound_lines"."sorted_quantity" <= "outbound_lines"."picked_quantity");--> statement-breakpoint
ALTER TABLE "pick_lists" ADD CONSTRAINT "pick_lists_kind_ck" CHECK ("pick_lists"."kind" in ('list', 'wave'));