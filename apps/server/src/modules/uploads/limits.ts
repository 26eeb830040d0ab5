import { UPLOAD_MAX_FILE_BYTES } from '@ffm/domain';

/**
 * The pipeline's limits (documented in README.md). They bound the memory and time one upload can take, whatever
 * the file claims about itself.
 */
export const UPLOAD_LIMITS = {
  /** the file as sent */
  maxFileBytes: UPLOAD_MAX_FILE_BYTES,
  /** zip entries in an xlsx (a real workbook has 10 to 30) */
  maxZipEntries: 500,
  /** all entries inflated together; an xlsx of 10,000 SKU rows inflates to about 7-15 MB */
  maxUncompressedBytes: 50 * 1024 * 1024,
  /** rows above the header the reader looks through to find it */
  headerSearchRows: 10,
  /** `<row>` elements a sheet may hold beyond the kind's data rows (header, notes, formatted blank rows) */
  rowSlack: 100,
  /** `<c>` elements per allowed row, on average: bounds the cells the parser can materialise */
  cellsPerRow: 60,
} as const;

/** Rows confirmed per transaction: one multi-row INSERT ... RETURNING and one UPDATE of the row statuses. */
export const CONFIRM_BATCH_SIZE = Number(process.env.UPLOAD_CONFIRM_BATCH_SIZE ?? 500) || 500;
