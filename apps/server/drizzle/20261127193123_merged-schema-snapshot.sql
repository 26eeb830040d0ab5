-- No change to the database. Three branches each added a migration on the same parent snapshot
-- (20261127182923_kept-tracking-tokens, 20261127183005_pick-lists, 20261127190113_handover-express-picked): their
-- SQL is applied as written, and this entry carries the one snapshot of the schema they make together, so the next
-- `npm run db:generate` diffs against the whole schema.
SELECT 1;
