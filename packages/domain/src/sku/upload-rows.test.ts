import { describe, expect, it } from 'vitest';
import { SKU_UNIT_CODES, SKU_UNIT_LABELS } from './categories.ts';
import { skuDerived, toSkuInput } from './normalize.ts';
import { checkSkuMeasure, skuDraftSchema, ZSkuInput } from './rules.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import { createSkuRowParser, parseSizeWeightRow, SIZE_WEIGHT_UPLOAD_COLUMNS, SKU_UPLOAD_COLUMNS } from './upload-rows.ts';
import { ZSkuCreateBody, ZSkuGetBody, ZSkuListBody } from './contracts.ts';

const units = SKU_UNIT_CODES.map((code) => ({ code, vi: SKU_UNIT_LABELS[code].vi, en: SKU_UNIT_LABELS[code].en }));
const cells = (o: Record<string, string | number | boolean | null>) => new Map(Object.entries(o));
const good = {
  sku: 'A_1', mCode: 'M_1', sCode: 'S_1', name: 'Áo', category: 'Thời trang', unit: 'cái', description: 'x',
  grossWeight: 250, netWeight: 200, length: 30, width: 20, height: 2.5,
};

describe('SKU upload rows', () => {
  it('reads category and unit by code or by name, any case or accents; blank unit is STANDARD', () => {
    const parse = createSkuRowParser(units, 'vi');
    const r = parse(cells({ ...good, manageExpDate: 'Có', manageProdDate: 'no' }), 2);
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ category: 'THOI_TRANG', unit: 'CAI', manageExpDate: true, manageProdDate: false, height: 2.5 }) });
    const blank = parse(cells({ ...good, unit: null, category: 'fashion' }), 3);
    expect(blank.ok && blank.value).toMatchObject({ unit: 'STANDARD', category: 'THOI_TRANG' });
  });

  it('gives skuDraftSchema’s messages prefixed with the row, in the user’s language', () => {
    const vi = createSkuRowParser(units, 'vi')(cells({ ...good, grossWeight: '1,5', manageExpDate: 'maybe' }), 7);
    expect(vi).toEqual({
      ok: false,
      errors: ['Lỗi tại dòng 7: Quản lý hạn sử dụng chỉ nhận giá trị Có hoặc Không', 'Lỗi tại dòng 7: Khối lượng cả bì (g) phải là số nguyên lớn hơn 0'],
    });
    const en = createSkuRowParser(units, 'en')(cells({ ...good, height: 2.555 }), 4);
    expect(en).toEqual({ ok: false, errors: ['Error at row 4: Height (cm) may have at most 2 decimal places'] });
  });

  it('the template lists every SKU field once, required ones as SPEC §5 says', () => {
    expect(SKU_UPLOAD_COLUMNS.map((c) => c.key)).toEqual(Object.keys(ZSkuInput.shape));
    expect(SKU_UPLOAD_COLUMNS.filter((c) => c.required).map((c) => c.key)).toEqual(['mCode', 'sCode', 'name', 'category', 'description', 'grossWeight', 'netWeight', 'length', 'width', 'height']);
    const example = Object.fromEntries(SKU_UPLOAD_COLUMNS.map((c) => [c.key, c.example]));
    expect(createSkuRowParser(units, 'vi')(new Map(Object.entries(example)), 2).ok).toBe(true);
  });

  it('size/weight rows: sku and at least one value, each > 0, net not above gross', () => {
    expect(parseSizeWeightRow(cells({ sku: 'A_1', height: '3.5' }), 2, 'vi')).toEqual({ ok: true, value: { sku: 'A_1', height: 3.5 } });
    expect(parseSizeWeightRow(cells({ sku: '', grossWeight: 0 }), 3, 'vi')).toEqual({
      ok: false,
      errors: ['Lỗi tại dòng 3: Mã SKU không được để trống', 'Lỗi tại dòng 3: Khối lượng cả bì (g) phải là số nguyên lớn hơn 0'],
    });
    expect(parseSizeWeightRow(cells({ sku: 'A_1', grossWeight: 10, netWeight: 11 }), 4, 'vi').ok).toBe(false);
    expect(SIZE_WEIGHT_UPLOAD_COLUMNS.map((c) => c.key)).toEqual(['sku', 'grossWeight', 'netWeight', 'length', 'width', 'height']);
  });
});

describe('SKU measures and derived values', () => {
  it('bounds weights and sizes so that a typo is caught', () => {
    expect(checkSkuMeasure('grossWeight', 1_000_001)).toBe('Khối lượng cả bì (g) không được lớn hơn 1.000.000');
    expect(checkSkuMeasure('length', 1000.01, 'en')).toBe('Length (cm) must not be greater than 1,000');
    expect(checkSkuMeasure('width', '0.05')).toBeNull();
    expect(fieldErrorsOf(skuDraftSchema(), { ...good, category: 'THOI_TRANG', unit: 'CAI', volume: 2e9 }, 'vi').map((e) => e.field)).toEqual(['volume']);
  });

  it('volume is L × W × H unless given; volumetric weight is L × W × H / 5000 kg in grams, rounded up', () => {
    expect(skuDerived({ length: 30, width: 20, height: 2.5 })).toEqual({ volume: 1500, volumetricWeight: 300 });
    expect(skuDerived({ length: 31, width: 21, height: 3 })).toEqual({ volume: 1953, volumetricWeight: 391 });
    expect(skuDerived({ length: 10, width: 10, height: 10, volume: 900 }).volume).toBe(900);
  });

  it('toSkuInput turns a validated draft into the typed SKU', () => {
    const v = toSkuInput({ ...good, category: 'THOI_TRANG', unit: 'CAI', grossWeight: '250', length: '30', tag: '  ', note: ' n ', manageProductDate: true });
    expect(v).toMatchObject({ grossWeight: 250, length: 30, tag: undefined, note: 'n', manageProdDate: true, manageExpDate: false });
    expect(ZSkuInput.safeParse(v).success).toBe(true);
  });
});

describe('SKU contracts', () => {
  it('list: page size at most 200, known sort fields, defaults', () => {
    expect(ZSkuListBody.parse({})).toMatchObject({ page: 1, pageSize: 20, sortBy: 'createdAt', sortDir: 'desc' });
    expect(ZSkuListBody.safeParse({ pageSize: 201 }).success).toBe(false);
    expect(ZSkuListBody.safeParse({ sortBy: 'password' }).success).toBe(false);
  });
  it('get needs an id or a sku; create takes form values as text or numbers', () => {
    expect(ZSkuGetBody.safeParse({}).success).toBe(false);
    expect(ZSkuGetBody.safeParse({ sku: 'A_1' }).success).toBe(true);
    expect(ZSkuCreateBody.safeParse({ grossWeight: '250', length: 30, manageExpDate: true }).success).toBe(true);
    expect(ZSkuCreateBody.safeParse({ grossWeight: { $gt: 1 } }).success).toBe(false);
  });
});
