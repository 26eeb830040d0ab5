import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, skuDraftSchema } from '@ffm/domain';
import { derivedOf, emptySkuForm, formToBody, formToDraft, sameSkuForm, skuToForm } from './sku-form-values.ts';

const skuErrors = (draft: Record<string, unknown>) => fieldErrorsOf(skuDraftSchema(), draft, 'vi');

const filled = {
  ...emptySkuForm(),
  mCode: ' M01 ',
  sCode: 'S01',
  name: 'Bánh đậu xanh',
  category: 'BACH_HOA',
  description: 'Hộp 250 g',
  grossWeight: '250',
  netWeight: '200',
  length: '10',
  width: '5',
  height: '2,5',
};

describe('the SKU form values', () => {
  it('give the domain rules the typed values, so 0 and text get their messages', () => {
    const zero = skuErrors(formToDraft({ ...filled, grossWeight: '0' }));
    expect(zero.find((e) => e.field === 'grossWeight')?.message).toBe('Khối lượng cả bì (g) phải là số nguyên lớn hơn 0');
    const text = skuErrors(formToDraft({ ...filled, grossWeight: 'abc' }));
    expect(text.find((e) => e.field === 'grossWeight')?.message).toBe('Khối lượng cả bì (g) phải là số nguyên lớn hơn 0');
    expect(skuErrors(formToDraft(filled))).toEqual([]);
  });

  it('reads a decimal comma and computes volume and volumetric weight (L × W × H / 5000)', () => {
    expect(derivedOf(filled)).toEqual({ volume: 125, volumetricWeight: 25 });
    expect(derivedOf({ ...filled, height: '' })).toBeNull();
  });

  it('sends blanks as absent on create, and clears optional fields with null on update', () => {
    const create = formToBody(filled, 'create');
    expect(create).toMatchObject({ mCode: 'M01', height: '2.5', tag: undefined, volume: undefined });
    expect('sku' in create).toBe(false);
    const update = formToBody(filled, 'update');
    expect(update).toMatchObject({ tag: null, note: null, volume: null });
  });

  it('shows a stored volume only when it is not length × width × height', () => {
    const sku = {
      id: 1, customerId: 1, sku: 'A1', mCode: 'M', sCode: 'S', name: 'N', category: 'KHAC', categoryName: 'Khác', unit: 'CAI', unitName: 'Cái',
      tag: null, description: 'd', manageExpDate: false, manageProdDate: true, grossWeight: 10, netWeight: 9, length: 10, width: 5, height: 2,
      volume: 100, volumetricWeight: 20, note: null, createdAt: '', updatedAt: '',
    };
    expect(skuToForm(sku).volume).toBe('');
    expect(skuToForm({ ...sku, volume: 90 }).volume).toBe('90');
    expect(sameSkuForm(skuToForm(sku), { ...skuToForm(sku), name: ' N ' })).toBe(true);
    expect(sameSkuForm(skuToForm(sku), { ...skuToForm(sku), name: 'M' })).toBe(false);
  });
});
