import { describe, expect, it } from 'vitest';
import { getDistrict, getProvince, getWard } from './admin-units.ts';
import { districtNameExtension, ghnDistrictType, provinceNameExtension, toneVariants, wardNameExtension } from './names.ts';

describe('names', () => {
  it("lists a province's other names as GHN's NameExtension does", () => {
    const hn = provinceNameExtension(getProvince(1)!);
    expect(hn).toEqual(expect.arrayContaining(['Hà Nội', 'Thành phố Hà Nội', 'TP. Hà Nội', 'Ha Noi', 'ha noi', 'hanoi', 'HN']));
    const hcm = provinceNameExtension(getProvince(79)!);
    expect(hcm).toEqual(expect.arrayContaining(['Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'TP.HCM', 'HCM', 'Sài Gòn', 'ho chi minh']));
    expect(new Set(hcm).size).toBe(hcm.length);
    expect(provinceNameExtension(getProvince(46)!)).toContain('Thừa Thiên Huế');
  });

  it('writes districts and wards in their short forms', () => {
    expect(districtNameExtension(getDistrict(760)!)).toEqual(expect.arrayContaining(['Quận 1', 'Q.1', 'Q1', 'District 1', 'quan 1']));
    expect(districtNameExtension(getDistrict(760)!)).not.toContain('1');
    expect(districtNameExtension(getDistrict(1)!)).toEqual(expect.arrayContaining(['Quận Ba Đình', 'Ba Đình', 'Q. Ba Đình', 'quan ba dinh']));
    expect(wardNameExtension(getWard('26740')!)).toEqual(expect.arrayContaining(['Phường Bến Nghé', 'Bến Nghé', 'P. Bến Nghé', 'Ben Nghe Ward']));
  });

  it('gives both tone placements of a final oa / oe / uy, and no other', () => {
    expect(toneVariants('Hoà Bình')).toEqual(['Hoà Bình', 'Hòa Bình']);
    expect(toneVariants('Thanh Hóa')).toEqual(['Thanh Hóa', 'Thanh Hoá']);
    expect(toneVariants('Thuỷ Nguyên')).toEqual(['Thuỷ Nguyên', 'Thủy Nguyên']);
    expect(toneVariants('Hoàng Mai')).toEqual(['Hoàng Mai']);
    expect(toneVariants('Quý')).toEqual(['Quý']);
  });

  it("maps district kinds to GHN's Type", () => {
    expect(ghnDistrictType(getDistrict(760)!.kind)).toBe(1); // Quận 1
    expect(ghnDistrictType(getDistrict(783)!.kind)).toBe(2); // Huyện Củ Chi
    expect(ghnDistrictType(getDistrict(769)!.kind)).toBe(3); // Thành phố Thủ Đức
  });
});
