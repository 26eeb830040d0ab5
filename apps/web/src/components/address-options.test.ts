import { describe, expect, it } from 'vitest';
import type { TAddressSuggestion, TGhnV3Ward } from '@ffm/domain';
import { wardOptions } from './address-options.ts';

const ward = (code: string, name: string, province = 79): TGhnV3Ward => ({ _id: Number(code), name, extension_names: [], type: 1, parent_id: province, status: 1, code });
const HCM = [ward('26734', 'Phường Tân Định'), ward('26740', 'Phường Sài Gòn'), ward('26743', 'Phường Bến Thành')];
const found = (wardCode: string, wardName: string, provinceId: number, provinceName: string, oldName?: string): TAddressSuggestion => ({
  label: `${wardName}, ${provinceName}`,
  level: 'ward',
  provinceId,
  provinceName,
  wardCode,
  wardName,
  scheme: '2025',
  ...(oldName ? { oldName } : {}),
});

describe('the 2025 address picker’s ward options', () => {
  it('lists the province’s wards, filtered as typed without accents or tone-mark position', () => {
    expect(wardOptions('', 79, HCM, []).map((o) => o.wardCode)).toEqual(['26734', '26740', '26743']);
    expect(wardOptions('sai gon', 79, HCM, []).map((o) => o.wardName)).toEqual(['Phường Sài Gòn']);
    expect(wardOptions('ben thanh', 79, HCM, []).map((o) => o.wardCode)).toEqual(['26743']);
  });

  it('adds wards found by an old name, marked with it, and keeps to the chosen province', () => {
    const search = [found('26740', 'Phường Sài Gòn', 79, 'Thành phố Hồ Chí Minh', 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'), found('00070', 'Phường Hoàn Kiếm', 1, 'Thành phố Hà Nội', 'Phường Bến Nghé (khác)')];
    const opts = wardOptions('ben nghe', 79, HCM, search);
    expect(opts).toEqual([{ wardCode: '26740', wardName: 'Phường Sài Gòn', provinceId: 79, provinceName: null, oldName: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' }]);
  });

  it('without a province, searches every province and names each ward’s province; each ward once', () => {
    const search = [found('26740', 'Phường Sài Gòn', 79, 'Thành phố Hồ Chí Minh', 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'), found('26740', 'Phường Sài Gòn', 79, 'Thành phố Hồ Chí Minh', 'Phường Đa Kao, Quận 1, Thành phố Hồ Chí Minh')];
    const opts = wardOptions('ben nghe', undefined, [], search);
    expect(opts).toEqual([{ wardCode: '26740', wardName: 'Phường Sài Gòn', provinceId: 79, provinceName: 'Thành phố Hồ Chí Minh', oldName: 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' }]);
  });

  it('ignores old-scheme answers and province or district rows', () => {
    const v1: TAddressSuggestion = { label: 'Phường Bến Nghé, Quận 1', level: 'ward', provinceId: 79, provinceName: 'Hồ Chí Minh', wardCode: '26740', wardName: 'Phường Bến Nghé' };
    const prov: TAddressSuggestion = { label: 'Thành phố Hồ Chí Minh', level: 'province', provinceId: 79, provinceName: 'Thành phố Hồ Chí Minh', scheme: '2025' };
    expect(wardOptions('ben nghe', undefined, [], [v1, prov])).toEqual([]);
  });
});
