-- The daily code counters gave way to one sequence per code kind (previous migration, db/document-codes.ts).
DROP TABLE "code_counters" CASCADE;