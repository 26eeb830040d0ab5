-- `%…%` searches use trigram indexes on the accent-folded text (docs/lists.md)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "list_counters" (
	"client_id" integer NOT NULL,
	"list" text NOT NULL,
	"bucket" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counters_client_id_list_bucket_pk" PRIMARY KEY("client_id","list","bucket")
);
--> statement-breakpoint
CREATE INDEX "skus_search_trgm_idx" ON "skus" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- List totals kept by statement-level triggers, in the transaction of the change (docs/lists.md). One function for
-- every list: TG_ARGV[0] names the list, TG_ARGV[1] (optional) the column whose value is the tab's bucket. Each
-- statement adds its rows grouped by client (and bucket) with one upsert per group, so a 10,000-row insert
-- costs one statement, not 10,000.
CREATE OR REPLACE FUNCTION list_counters_apply() RETURNS trigger AS $$
DECLARE
  lst text := TG_ARGV[0];
  col text := TG_ARGV[1];
  bucket_expr text := CASE WHEN col IS NULL THEN 'NULL::text' ELSE format('(%I)::text', col) END;
  upsert text := 'INSERT INTO list_counters (client_id, list, bucket, n) SELECT client_id, $1, b, sum(d) FROM (%s) x '
    'WHERE b IS NOT NULL GROUP BY client_id, b HAVING sum(d) <> 0 '
    'ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = list_counters.n + EXCLUDED.n';
  added text := format('SELECT client_id, ''all'' AS b, 1 AS d FROM new_rows UNION ALL SELECT client_id, %s, 1 FROM new_rows', bucket_expr);
  removed text := format('SELECT client_id, ''all'' AS b, -1 AS d FROM old_rows UNION ALL SELECT client_id, %s, -1 FROM old_rows', bucket_expr);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(upsert, added) USING lst;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(upsert, removed) USING lst;
  ELSE
    EXECUTE format(upsert, added || ' UNION ALL ' || removed) USING lst;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER skus_list_counters_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('sku');
--> statement-breakpoint
CREATE TRIGGER skus_list_counters_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply('sku');
--> statement-breakpoint
INSERT INTO list_counters (client_id, list, bucket, n) SELECT client_id, 'sku', 'all', count(*) FROM skus GROUP BY client_id
  ON CONFLICT (client_id, list, bucket) DO UPDATE SET n = EXCLUDED.n;
