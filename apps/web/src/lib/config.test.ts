import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDLINE_PREFIXES, DEFAULT_MOBILE_PREFIXES } from '@ffm/domain';
import { phonePrefixesFrom } from './config.ts';

describe('phone prefixes from the general config', () => {
  it('reads both lists', () => {
    const p = phonePrefixesFrom([
      { key: 'valid_mobilephone_headers', value: '03,09' },
      { key: 'valid_homephone_headers', value: '24, 028' },
    ]);
    expect(p).toEqual({ mobile: ['03', '09'], landline: ['024', '028'] });
  });

  it('falls back to the defaults when the config is missing or empty', () => {
    expect(phonePrefixesFrom(undefined)).toEqual({ mobile: DEFAULT_MOBILE_PREFIXES, landline: DEFAULT_LANDLINE_PREFIXES });
    expect(phonePrefixesFrom([{ key: 'valid_mobilephone_headers', value: '' }]).mobile).toEqual(DEFAULT_MOBILE_PREFIXES);
  });
});
