import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { resolveAddress } from './resolve-address.ts';

function codeOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
}

describe('resolveAddress', () => {
  it('names the units of valid ids', () => {
    expect(resolveAddress({ provinceId: 79, districtId: 760, wardCode: '26740' })).toEqual({
      province: { id: 79, code: '79', name: 'Hồ Chí Minh', fullName: 'Thành phố Hồ Chí Minh', regionId: 7 },
      district: { id: 760, code: '760', name: '1', fullName: 'Quận 1', provinceId: 79 },
      ward: { code: '26740', name: 'Bến Nghé', fullName: 'Phường Bến Nghé', districtId: 760 },
      label: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
    });
  });

  it('fills parents from a child', () => {
    const r = resolveAddress({ wardCode: '00001' });
    expect(r.district!.fullName).toBe('Quận Ba Đình');
    expect(r.province!.id).toBe(1);
    expect(resolveAddress({ districtId: 760 }).province!.id).toBe(79);
    expect(resolveAddress({ provinceId: 1 })).toMatchObject({ district: null, ward: null, label: 'Thành phố Hà Nội' });
  });

  it('refuses unknown ids and units that do not belong together', () => {
    expect(codeOf(() => resolveAddress({ provinceId: 3 }))).toBe(10003);
    expect(codeOf(() => resolveAddress({ districtId: 99999 }))).toBe(10004);
    expect(codeOf(() => resolveAddress({ wardCode: '99999' }))).toBe(10005);
    expect(codeOf(() => resolveAddress({ provinceId: 1, districtId: 760 }))).toBe(10004);
    expect(codeOf(() => resolveAddress({ districtId: 1, wardCode: '26740' }))).toBe(10005);
    expect(codeOf(() => resolveAddress({ provinceId: 1, wardCode: '26740' }))).toBe(10005);
    expect(codeOf(() => resolveAddress({ provinceId: 3, districtId: 760, wardCode: '26740' }))).toBe(10003);
  });

  it('parses a text when no id is given, and needs one or the other', () => {
    const r = resolveAddress({ text: '12 Nguyễn Huệ, P. Bến Nghé, Q.1, TP.HCM' });
    expect(r).toMatchObject({ province: { id: 79 }, district: { id: 760 }, ward: { code: '26740' }, rest: '12 Nguyễn Huệ' });
    expect(codeOf(() => resolveAddress({}))).toBe(1001);
    expect(codeOf(() => resolveAddress({ text: '  ', wardCode: '' }))).toBe(1001);
  });
});
