import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { isRealDateKey } from '../common/dates.ts';

/**
 * Schema pieces shared by the inventory and inbound contracts. Not re-exported from the package index, so
 * their short names cannot clash with another area's.
 */
export const ZId = ZRowId;
/** A calendar date 'YYYY-MM-DD'. */
export const ZDateKey = z.string().trim().refine(isRealDateKey, { message: 'Expected a date YYYY-MM-DD' });
