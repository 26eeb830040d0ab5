-- No change to the database. The migrations of rollup-stripe-per-transaction, cycle-count-days, fee-contracts,
-- vas-work, cod-netting, rollup-static-sql and order-counters-static were generated side by side on one parent
-- snapshot: their SQL is applied as written, and this entry carries the one snapshot of the whole schema, so the
-- next `npm run db:generate` diffs against it.
SELECT 1;
