import { z, type ZodType } from 'zod';

/**
 * The one list pattern (docs/lists.md). A page is chosen from an index in the list's sort order: the first page,
 * or the page after / before a cursor the previous answer gave, so page 500 costs what page 1 costs. Totals come
 * from counters kept with the data, or, for a filtered list, from a count that stops at LIST_COUNT_CAP (above
 * it the total is "more than", `totalExact: false`).
 */
export const LIST_PAGE_SIZE_MAX = 200;
export const LIST_COUNT_CAP = 1_000;

export const ZListPaging = z.object({
  /** the page the caller shows (1 = first); without a cursor, pages beyond the first are read by offset */
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(20),
  /** `nextCursor` or `prevCursor` of the previous answer */
  cursor: z.string().max(300).optional(),
});
export type TListPaging = z.infer<typeof ZListPaging>;

/** A page of a list. */
export function zListPage<T extends ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** the number of rows of the list (exact when `totalExact`, else a lower bound: "more than") */
    total: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** the cursor of the next page, null on the last */
    nextCursor: z.string().nullable(),
    /** the cursor of the previous page, null on the first */
    prevCursor: z.string().nullable(),
  });
}
