import { describe, expect, it } from 'vitest';
import { parseAddress } from './parse-address.ts';

function ids(text: string) {
  const r = parseAddress(text);
  return { province: r.province?.id ?? null, district: r.district?.id ?? null, ward: r.ward?.code ?? null, rest: r.rest };
}

describe('parseAddress', () => {
  it('reads a full Vietnamese address and keeps the street as the rest', () => {
    expect(ids('12 Nguyễn Huệ, phường Bến Nghé, quận 1, TP HCM')).toEqual({ province: 79, district: 760, ward: '26740', rest: '12 Nguyễn Huệ' });
  });

  it('reads accent-free, abbreviated and English addresses', () => {
    expect(ids('ben nghe quan 1 ho chi minh')).toEqual({ province: 79, district: 760, ward: '26740', rest: '' });
    expect(ids('P.Bến Nghé, Q.1, TP.HCM')).toMatchObject({ province: 79, district: 760, ward: '26740' });
    expect(ids('Ben Nghe Ward, District 1, Ho Chi Minh City')).toMatchObject({ province: 79, district: 760, ward: '26740', rest: '' });
    expect(ids('88 Lê Lợi, Phường 1, Quận 3, TPHCM')).toMatchObject({ district: 770, rest: '88 Lê Lợi' });
    expect(parseAddress('88 Lê Lợi, Phường 1, Quận 3, TPHCM').ward!.fullName).toBe('Phường 1');
  });

  it('prefers the unit nearest the end when a street bears a unit name', () => {
    const r = parseAddress('25 Cầu Giấy, phường Dịch Vọng, quận Cầu Giấy, Hà Nội, Việt Nam');
    expect(r.province!.id).toBe(1);
    expect(r.district!.fullName).toBe('Quận Cầu Giấy');
    expect(r.ward!.fullName).toBe('Phường Dịch Vọng');
    expect(r.rest).toBe('25 Cầu Giấy');
    expect(parseAddress('123 đường Hà Nội, Thảo Điền, Thủ Đức, TP HCM').province!.id).toBe(79);
  });

  it('needs a kind word for numbered units, as a bare number may be a house number', () => {
    const r = parseAddress('12 Lý Tự Trọng, Bến Thành, TP HCM');
    expect(r.district).toMatchObject({ id: 760 }); // inferred from the ward, not read from '12'
    expect(r.ward!.fullName).toBe('Phường Bến Thành');
    expect(parseAddress('15 Phường 14 Gò Vấp').ward!.fullName).toBe('Phường 14');
  });

  it('infers missing parents from a unique child, and reads old names (Quận 2 is now Thủ Đức)', () => {
    expect(ids('phuong phuc xa')).toMatchObject({ province: 1, district: 1, ward: '00001' });
    expect(ids('phuc xa ba dinh')).toMatchObject({ province: 1, district: 1, ward: '00001' });
    expect(ids('Thảo Điền, Quận 2, Hồ Chí Minh')).toMatchObject({ province: 79, district: 769 });
    expect(ids('phường Suối Hoa, tp Bắc Ninh')).toMatchObject({ province: 27, district: 256, rest: '' });
  });

  it('does not guess between units of the same name in different provinces', () => {
    const r = parseAddress('ấp 3, xã Phú Hữu, Châu Thành');
    expect(r.district).toBeNull();
    const bt = parseAddress('xã An Hiệp, huyện Châu Thành, Đồng Tháp');
    expect(bt.province!.id).toBe(87);
    expect(bt.ward!.fullName).toBe('Xã An Hiệp');
  });

  it('answers nulls and the whole text when nothing is recognised', () => {
    expect(ids('')).toEqual({ province: null, district: null, ward: null, rest: '' });
    expect(ids('abc xyz')).toEqual({ province: null, district: null, ward: null, rest: 'abc xyz' });
    expect(ids('Hà Nội')).toEqual({ province: 1, district: null, ward: null, rest: '' });
  });
});
