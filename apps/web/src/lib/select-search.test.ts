import { describe, expect, it } from 'vitest';
import { optionMatches } from './select-search.ts';

describe('optionMatches: province, district and ward selects typed without accents', () => {
  it('finds Vietnamese names typed without accents, in any case', () => {
    expect(optionMatches('ha noi', { label: 'Hà Nội' })).toBe(true);
    expect(optionMatches('cau giay', { label: 'Quận Cầu Giấy' })).toBe(true);
    expect(optionMatches('nghia', { label: 'Phường Nghĩa Đô' })).toBe(true);
    expect(optionMatches('do', { label: 'Phường Nghĩa Đô' })).toBe(true);
    expect(optionMatches('HÀ NỘI', { label: 'Thành phố Hà Nội' })).toBe(true);
  });
  it('does not find what is not there', () => {
    expect(optionMatches('sai gon', { label: 'Hà Nội' })).toBe(false);
    expect(optionMatches('ha', { label: undefined })).toBe(false);
  });
});
