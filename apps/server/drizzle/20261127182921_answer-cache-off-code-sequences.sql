-- 1. The list answer cache is gone (docs/lists.md): its change-notice triggers and functions (migration
--    list-change-notices) go with it. Every list reads the database; nothing announces changes at commit any more
--    (pg_notify at commit serialised committing transactions database-wide).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           WHERE NOT t.tgisinternal AND t.tgname LIKE 'ffm_list_changes%' LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', r.tgname, r.relname);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS ffm_watch_for_lists(text, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS ffm_list_changed_own();
--> statement-breakpoint
DROP FUNCTION IF EXISTS ffm_list_changed_via();
--> statement-breakpoint
DROP FUNCTION IF EXISTS ffm_list_changed_all();
--> statement-breakpoint
-- 2. Document codes from one sequence per kind (db/document-codes.ts, docs/lists.md "Document codes"): nextval is
--    not transactional and never waits, where the daily counter row was locked by every create until its commit.
--    Each sequence starts past every number the daily counters gave, so a new code never repeats an old one.
DO $$
DECLARE p text;
BEGIN
  FOREACH p IN ARRAY ARRAY['ASN', 'SO', 'GY', 'BG', 'AHA', 'KK', 'TK'] LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS bigint', 'document_code_' || lower(p) || '_seq');
    PERFORM setval(('document_code_' || lower(p) || '_seq')::regclass,
                   coalesce((SELECT max(last) FROM code_counters WHERE prefix = p), 0) + 1, false);
  END LOOP;
END $$;
--> statement-breakpoint
-- 3. The express orders' keyword and phone search within one client (find-by-keyword.ts, list-shipping-orders.ts):
--    one GIN index holding the client and the trigrams together (btree_gin lets GIN index the integer), so a large
--    client's search reads only its own matches, whatever plan it gets. btree_gin ships with PostgreSQL's contrib,
--    beside pg_trgm, and PGlite loads it (db/client.ts); where it is missing the index is left out.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS shipping_orders_client_search_gin_idx ON shipping_orders USING gin (client_id, search_text gin_trgm_ops);
  END IF;
END $$;
