-- No change to the database. Three branches each added a migration on the same parent snapshot
-- (20261127193411_address-scheme, 20261127193429_dashboard-rollups-search-indexes, 20261127194617_log-reason-code):
-- their SQL is applied as written, and this entry carries the one snapshot of the schema they make together with
-- 20261127193453/193456, so the next `npm run db:generate` diffs against the whole schema.
SELECT 1;
