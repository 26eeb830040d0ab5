-- Pick list codes (PL + yymmdd + number, outbound/pick-lists.ts) come from their own sequence, as every other
-- document code does since answer-cache-off-code-sequences: the two changes were made side by side.
CREATE SEQUENCE IF NOT EXISTS document_code_pl_seq AS bigint;
