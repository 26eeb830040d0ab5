import { describe, it, expect } from 'vitest';
import { permissionGroupDraftSchema, shopDraftSchema, type TPermissionGroupDraft, type TShopDraft } from './group-shop.ts';
import { fieldErrorsOf } from '../contract/field-rules.ts';
import type { TLang } from '../errors/catalogue.ts';

const groupErrors = (draft: TPermissionGroupDraft, lang: TLang = 'vi') => fieldErrorsOf(permissionGroupDraftSchema(), draft, lang);
const shopErrors = (draft: TShopDraft, newAddress = false) => fieldErrorsOf(shopDraftSchema({ newAddress }), draft, 'vi');

describe('permissionGroupDraftSchema', () => {
  it('passes a named group with one permission', () => {
    expect(groupErrors({ name: 'Kho', description: '', permissions: ['view_list_order'] })).toEqual([]);
  });
  it('needs a name and at least 1 permission', () => {
    expect(groupErrors({ name: '  ', permissions: [] })).toEqual([
      { field: 'name', message: 'Vui lòng nhập tên nhóm quyền' },
      { field: 'permissions', message: 'Vui lòng chọn ít nhất 1 quyền' },
    ]);
  });
  it('allows 64 characters for name and description, not 65', () => {
    const ok = { name: 'n'.repeat(64), description: 'd'.repeat(64), permissions: ['view_inventory'] };
    expect(groupErrors(ok)).toEqual([]);
    const errors = groupErrors({ ...ok, name: 'n'.repeat(65), description: 'd'.repeat(65) }, 'en');
    expect(errors.map((e) => e.field)).toEqual(['name', 'description']);
    expect(errors[0]?.message).toBe('The group name must not exceed 64 characters');
  });
  it('counts Vietnamese characters, not UTF-16 units or decomposed marks', () => {
    expect(groupErrors({ name: 'ệ'.normalize('NFD').repeat(64), permissions: ['print_label'] })).toEqual([]);
  });
  it('refuses unknown permission codes', () => {
    expect(groupErrors({ name: 'x', permissions: ['fly'] })).toEqual([
      { field: 'permissions', message: 'Quyền không hợp lệ' },
    ]);
  });
});

describe('shopDraftSchema', () => {
  const shop = { name: 'Shop A', address: '1 Lê Lợi', districtId: 1442, wardCode: '20109', bankAccountId: 7 };
  it('passes a complete shop', () => {
    expect(shopErrors(shop)).toEqual([]);
  });
  it('requires every field', () => {
    expect(shopErrors({}).map((e) => e.field)).toEqual(['name', 'address', 'districtId', 'wardCode', 'bankAccountId']);
    expect(shopErrors({ ...shop, districtId: 0, bankAccountId: 0 }).map((e) => e.field)).toEqual(['districtId', 'bankAccountId']);
    // a 2025 address (province + ward) has no district to ask for
    expect(shopErrors({}, true).map((e) => e.field)).toEqual(['name', 'address', 'wardCode', 'bankAccountId']);
  });
  it('limits name to 255 and address to 500 characters', () => {
    expect(shopErrors({ ...shop, name: 'a'.repeat(255), address: 'b'.repeat(500) })).toEqual([]);
    expect(shopErrors({ ...shop, name: 'a'.repeat(256), address: 'b'.repeat(501) })).toEqual([
      { field: 'name', message: 'Tên cửa hàng không được vượt quá 255 ký tự' },
      { field: 'address', message: 'Địa chỉ không được vượt quá 500 ký tự' },
    ]);
  });
});
