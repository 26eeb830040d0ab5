import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { adminUnits } from './admin-units.ts';
import { adminUnits2025, getWard2025, isValidAddress2025, listProvinces2025, listWards2025 } from './admin-units-2025.ts';
import { convertOldAddress, convertOldAddressOrFail } from './convert-address.ts';

describe('2025 units', () => {
  it('holds the 34 provinces and 3,321 wards, each ward in its province', () => {
    const u = adminUnits2025();
    expect(listProvinces2025()).toHaveLength(34);
    expect(u.wards).toHaveLength(3321);
    expect(listProvinces2025().reduce((n, p) => n + listWards2025(p.id).length, 0)).toBe(3321);
    expect(getWard2025('26740')).toMatchObject({ fullName: 'Phường Sài Gòn', provinceId: 79 });
    // the alias of Xã Ba Chẽ
    expect(getWard2025('06978')?.code).toBe('06970');
    expect(isValidAddress2025(79, '26740')).toBe(true);
    expect(isValidAddress2025(1, '26740')).toBe(false);
  });
});

describe('converting a pre-2025 address', () => {
  it('converts EVERY old ward of the data: one target converts to it, every split ward lists all its targets and guesses none', () => {
    const old = adminUnits();
    const map = adminUnits2025().oldWards;
    let converted = 0;
    let split = 0;
    for (const w of old.wards) {
      const m = map.get(w.code)!;
      const c = convertOldAddress(w.provinceId, w.districtId, w.code);
      if (m.targets.length === 1) {
        expect(c.status, w.code).toBe('converted');
        if (c.status !== 'converted') continue;
        expect(c.ward.code).toBe(m.targets[0]!.wardCode);
        expect(c.ward.provinceId).toBe(c.province.id);
        converted++;
      } else {
        expect(c.status, w.code).toBe('split');
        if (c.status !== 'split') continue;
        expect(c.candidates.map((x) => x.ward.code)).toEqual(m.targets.map((t) => t.wardCode));
        for (const x of c.candidates) {
          expect(x.ward.fullName).toMatch(/^(Phường|Xã|Đặc khu) /);
          expect(x.ward.provinceId).toBe(c.province.id);
        }
        split++;
      }
    }
    expect(old.wards).toHaveLength(10035);
    expect(split).toBe(440);
    expect(converted).toBe(10035 - 440);
  });

  it('converts Phường Bến Nghé (old 26740, Quận 1) to Phường Sài Gòn, the same code with another meaning', () => {
    const c = convertOldAddress(79, 760, '26740');
    expect(c).toMatchObject({ status: 'converted', province: { id: 79 }, ward: { code: '26740', fullName: 'Phường Sài Gòn' } });
  });

  it('asks for a split ward: old 00007 (Ba Đình) lists Ngọc Hà and Giảng Võ with their names', () => {
    const c = convertOldAddress(1, 1, '00007');
    expect(c.status).toBe('split');
    if (c.status !== 'split') return;
    expect(c.candidates.map((x) => [x.ward.code, x.ward.fullName])).toEqual([
      ['00008', 'Phường Ngọc Hà'],
      ['00025', 'Phường Giảng Võ'],
    ]);
    try {
      convertOldAddressOrFail(1, 1, '00007');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe(10006);
      expect((e as DomainError).data).toMatchObject({ candidates: [{ ward_code: '00008', ward_name: 'Phường Ngọc Hà' }, { ward_code: '00025', ward_name: 'Phường Giảng Võ' }] });
    }
  });

  it('converts an island district without wards (Côn Đảo) to its special zone', () => {
    expect(convertOldAddress(77, 755, null)).toMatchObject({ status: 'converted', ward: { code: '26732', kind: 'special_zone' } });
  });

  it('refuses ids that do not hang together with the catalogue codes', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as DomainError).code;
      }
      return null;
    };
    expect(code(() => convertOldAddress(99, 760, '26740'))).toBe(10003);
    expect(code(() => convertOldAddress(1, 760, '26740'))).toBe(10004);
    expect(code(() => convertOldAddress(79, 760, '00007'))).toBe(10005);
    expect(code(() => convertOldAddress(79, 760, null))).toBe(10005);
  });
});
