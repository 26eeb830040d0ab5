-- No change to the database. 20261127193514_ghn-pickup-return and 20261127200050_ghn-tickets were generated on an
-- older parent snapshot than the ones merged before them: their SQL is applied as written, and this entry carries
-- the one snapshot of the whole schema, so the next `npm run db:generate` diffs against it.
SELECT 1;
