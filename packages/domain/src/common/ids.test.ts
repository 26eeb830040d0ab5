import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, toRowId, ZRowId } from './ids.ts';

describe('toRowId', () => {
  it('accepts exactly what ZRowId accepts, with the same value', () => {
    const samples: unknown[] = [1, 760, '760', ' 42 ', '0', 0, -3, '-3', 1.5, '1.5', '', null, undefined, true, false, 'abc', NaN, Infinity, MAX_ROW_ID, MAX_ROW_ID + 1, String(MAX_ROW_ID), '1e3', [7], {}, 10n];
    for (const v of samples) {
      const r = ZRowId.safeParse(v);
      expect(toRowId(v), String(v)).toBe(r.success ? r.data : null);
    }
  });
});
