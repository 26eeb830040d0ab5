import { describe, it, expect } from 'vitest';
import { DEFAULT_UNIT, SKU_CATEGORY_CODES, SKU_CATEGORY_LABELS, SKU_UNIT_CODES, SKU_UNIT_LABELS } from './categories.ts';
import { skuDraftSchema, SKU_MEASURE_RULES, SKU_SIZE_DECIMALS, SKU_TEXT_RULES, withSkuAliases, ZSkuInput, type TSkuDraft, type TSkuValidationOptions } from './rules.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import type { TLang } from '../errors/catalogue.ts';

const skuErrors = (draft: TSkuDraft, lang: TLang = 'vi', options: TSkuValidationOptions = {}) => fieldErrorsOf(skuDraftSchema(options), draft, lang);

const good = {
  sku: 'SKU_001',
  mCode: 'M001',
  sCode: 'S001',
  name: 'Áo thun',
  category: 'THOI_TRANG',
  unit: DEFAULT_UNIT,
  description: 'Áo thun cotton',
  manageExpDate: false,
  manageProdDate: false,
  grossWeight: 250,
  netWeight: 200,
  length: 30,
  width: 20,
  height: 2.5,
};

describe('sku categories and units', () => {
  it('has stable uppercase ASCII codes with labels', () => {
    expect(SKU_CATEGORY_CODES.length).toBeGreaterThanOrEqual(19);
    for (const c of SKU_CATEGORY_CODES) {
      expect(c).toMatch(/^[A-Z_]+$/);
      expect(SKU_CATEGORY_LABELS[c].en).not.toBe('');
    }
    expect(DEFAULT_UNIT).toBe('STANDARD');
    expect(SKU_UNIT_CODES[0]).toBe('STANDARD');
    for (const u of SKU_UNIT_CODES) expect(SKU_UNIT_LABELS[u].vi).not.toBe('');
  });
});

describe('skuDraftSchema', () => {
  it('passes a complete SKU, and the schema agrees', () => {
    expect(skuErrors(good)).toEqual([]);
    expect(ZSkuInput.safeParse(good).success).toBe(true);
  });
  it('requires name, unit, description, category, mCode and sCode', () => {
    const errors = skuErrors({ ...good, name: ' ', unit: '', description: undefined, category: null, mCode: '', sCode: '' });
    expect(errors.map((e) => e.field).sort()).toEqual(['category', 'description', 'mCode', 'name', 'sCode', 'unit']);
    expect(errors.find((e) => e.field === 'name')?.message).toBe('Tên sản phẩm không được để trống');
  });
  it('allows a 200-character description, not 201', () => {
    expect(skuErrors({ ...good, description: 'x'.repeat(200) })).toEqual([]);
    expect(skuErrors({ ...good, description: 'x'.repeat(201) }, 'en')).toEqual([
      { field: 'description', message: 'Description must not exceed 200 characters' },
    ]);
    expect(ZSkuInput.safeParse({ ...good, description: 'x'.repeat(201) }).success).toBe(false);
  });
  it('needs weights as whole grams above 0 and sizes above 0', () => {
    const bad: TSkuDraft = { ...good, grossWeight: 0, netWeight: 1.5, length: -1, width: 'abc', height: 0 };
    expect(skuErrors(bad).map((e) => e.field)).toEqual(['grossWeight', 'netWeight', 'length', 'width', 'height']);
    expect(skuErrors({ ...good, grossWeight: 1, netWeight: 1, length: 0.1, width: '0.1', height: 1 })).toEqual([]);
    expect(ZSkuInput.safeParse({ ...good, length: 0 }).success).toBe(false);
    expect(ZSkuInput.safeParse({ ...good, grossWeight: 1.5 }).success).toBe(false);
  });
  it('states each limit once: the contract and the messages agree at every bound', () => {
    const agree = (draft: Record<string, unknown>, field: string) => ({
      schema: ZSkuInput.safeParse(draft).success,
      messages: skuErrors(draft as TSkuDraft).filter((e) => e.field === field).length === 0,
    });
    for (const [field, rule] of Object.entries(SKU_TEXT_RULES)) {
      expect(agree({ ...good, [field]: 'x'.repeat(rule.max) }, field), field).toEqual({ schema: true, messages: true });
      expect(agree({ ...good, [field]: 'x'.repeat(rule.max + 1) }, field), field).toEqual({ schema: false, messages: false });
      const blank = { ...good, [field]: rule.required ? '' : undefined };
      expect(agree(blank, field), field).toEqual({ schema: !rule.required, messages: !rule.required });
    }
    for (const [field, rule] of Object.entries(SKU_MEASURE_RULES)) {
      // net ≤ gross: the weights move together
      const at = (v: number) => (field === 'grossWeight' || field === 'netWeight' ? { ...good, grossWeight: v, netWeight: v } : { ...good, [field]: v });
      expect(agree(at(rule.max), field), field).toEqual({ schema: true, messages: true });
      expect(agree(at(rule.max + 1), field), field).toEqual({ schema: false, messages: false });
      const fine = rule.whole ? 1.5 : 1 + 10 ** -(SKU_SIZE_DECIMALS + 1);
      expect(agree(at(fine), field), field).toEqual({ schema: false, messages: false });
    }
  });
  it('refuses a net weight above the gross weight', () => {
    expect(skuErrors({ ...good, netWeight: 251 })).toEqual([
      { field: 'netWeight', message: 'Khối lượng tịnh không được lớn hơn khối lượng cả bì' },
    ]);
  });
  it('puts the net-over-gross message with the net weight, before the sizes, whatever else is wrong', () => {
    const errors = skuErrors({ ...good, name: '', netWeight: 251, length: 0, note: 'x'.repeat(SKU_TEXT_RULES.note.max + 1) }, 'en');
    expect(errors.map((e) => e.field)).toEqual(['name', 'netWeight', 'length', 'note']);
    expect(errors[1]!.message).toBe('The net weight must not exceed the gross weight');
    expect(skuErrors({ ...good, grossWeight: 'x', netWeight: 251 }).map((e) => e.field)).toEqual(['grossWeight']);
  });
  it('refuses unknown categories and units, unless the tenant lists them', () => {
    expect(skuErrors({ ...good, category: 'SPACESHIPS', unit: 'CRATE' }).map((e) => e.field)).toEqual(['category', 'unit']);
    expect(skuErrors({ ...good, unit: 'CRATE' }, 'vi', { units: ['CRATE'] })).toEqual([]);
  });
  it('allows letters, digits and underscore in the sku code', () => {
    expect(skuErrors({ ...good, sku: 'AB-1' }).map((e) => e.field)).toEqual(['sku']);
    expect(skuErrors({ ...good, sku: undefined })).toEqual([]);
  });
  it('reads the manageProductDate spelling', () => {
    const raw = { ...good, manageProdDate: undefined, manageProductDate: true };
    expect(withSkuAliases(raw).manageProdDate).toBe(true);
    expect(skuErrors({ ...raw, manageProductDate: 'yes' }).map((e) => e.field)).toEqual(['manageProdDate']);
  });
});
