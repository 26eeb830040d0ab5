import { describe, expect, it } from 'vitest';
import { toggleCodes } from './permission-selection.ts';

describe('permission selection', () => {
  it('checking a permission also checks what it requires', () => {
    expect(toggleCodes([], ['edit_order'], true).sort()).toEqual(['edit_order', 'view_detail_order', 'view_list_order']);
  });

  it('unchecking a permission unchecks its dependants', () => {
    const selected = ['view_list_order', 'view_detail_order', 'edit_order', 'view_list_sku'];
    expect(toggleCodes(selected, ['view_list_order'], false)).toEqual(['view_list_sku']);
  });

  it('keeps codes the web does not know (a newer server)', () => {
    expect(toggleCodes(['future_code'], ['view_list_sku'], true)).toEqual(['view_list_sku', 'future_code']);
    expect(toggleCodes(['future_code', 'view_list_sku'], ['future_code'], false)).toEqual(['view_list_sku']);
  });
});
