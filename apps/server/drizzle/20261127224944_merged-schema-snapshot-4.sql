-- No change to the database. The migrations of waves, address-old, put-away-rules, stock-totals, transfers,
-- return-address-scheme, cycle-counts, returns and billing were generated side by side on one parent snapshot:
-- their SQL is applied as written, and this entry carries the one snapshot of the whole schema, so the next
-- `npm run db:generate` diffs against it.
SELECT 1;
