import { describe, expect, it } from 'vitest';
import { urlValues } from './list-paging.ts';

/** A list screen's filters from a link someone may have edited by hand: each checked, a bad one is no filter. */
describe('urlValues', () => {
  const read = (q: string) => urlValues(new URLSearchParams(q));

  it('reads positive whole numbers, calendar days and trimmed texts, and drops anything else', () => {
    const r = read('warehouseId=3&customerId=-2&skuId=1.5&shop=abc&from=2026-11-01&to=01/11/2026&code=%20%20SO12%20&keyword=%20%20');
    expect([r.num('warehouseId'), r.num('customerId'), r.num('skuId'), r.num('shop'), r.num('missing')]).toEqual([3, undefined, undefined, undefined, undefined]);
    expect([r.date('from'), r.date('to')]).toEqual(['2026-11-01', undefined]);
    // shaped like a day but not one: the server would refuse the call
    expect(['2026-13-99', '2026-02-30', '2024-02-29'].map((d) => read(`from=${d}`).date('from'))).toEqual([undefined, undefined, '2024-02-29']);
    expect([r.text('code'), r.text('keyword'), r.text('missing')]).toEqual(['SO12', undefined, undefined]);
  });

  it('takes only an allowed value, numbers written as text included', () => {
    const r = read('status=4&zoneType=B2C1D&tab=NOPE&bad=4.0');
    expect(r.oneOf('status', [0, 3, 4, 9] as const)).toBe(4);
    expect(r.oneOf('bad', [0, 3, 4, 9] as const)).toBeUndefined();
    expect(r.oneOf('zoneType', ['B2C1D', 'NORMAL'] as const)).toBe('B2C1D');
    expect(r.oneOf('tab', ['ORDER_SEARCH'] as const)).toBeUndefined();
  });

  it('the place in the list: a page, an offered size (else the first), a cursor cut to a sane length', () => {
    expect(read('').paging()).toEqual({ page: 1, pageSize: 20, cursor: undefined });
    expect(read('page=3&pageSize=50&cursor=abc').paging()).toEqual({ page: 3, pageSize: 50, cursor: 'abc' });
    expect(read('page=0&pageSize=7').paging()).toEqual({ page: 1, pageSize: 20, cursor: undefined });
    expect(read(`cursor=${'x'.repeat(500)}`).paging().cursor).toHaveLength(300);
    expect(read('pageSize=10').paging([10, 30]).pageSize).toBe(10);
  });
});
