import { describe, expect, it } from 'vitest';
import { invalidItems, joinValue, splitValue } from './config-values.ts';

describe('global config values', () => {
  it('splits a comma list, trimming and dropping blanks and duplicates', () => {
    expect(splitValue(' 03, 05,,03 ,09 ')).toEqual(['03', '05', '09']);
  });

  it('normalises phone prefixes with a leading 0, other lists as typed', () => {
    expect(joinValue('valid_mobilephone_headers', ['3', '05', '9'])).toBe('03,05,09');
    expect(joinValue('block_pick_districts', ['1442', ' 1443 '])).toBe('1442,1443');
  });

  it('refuses non-digit prefixes', () => {
    expect(invalidItems('valid_homephone_headers', ['024', 'abc'])).toEqual(['abc']);
    expect(invalidItems('block_pick_wards', ['abc'])).toEqual([]);
  });
});
