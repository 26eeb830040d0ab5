import { describe, it, expect } from 'vitest';
import {
  ALL_PERMISSION_CODES,
  dependantsOf,
  isPermissionCode,
  missingDependencies,
  PERMISSION_MODULES,
  permissionLabel,
  permissionModuleOf,
  removeWithDependants,
  requiredFor,
  withDependencies,
} from './tree.ts';

describe('permission tree', () => {
  it('puts every code in exactly one module, with labels', () => {
    const inModules = PERMISSION_MODULES.flatMap((m) => m.permissions.map((p) => p.code));
    expect([...inModules].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(new Set(inModules).size).toBe(inModules.length);
    expect(permissionModuleOf('cancel_inbound')).toBe('INBOUND');
    expect(permissionLabel('view_list_order', 'en')).toBe('View order list');
  });
  it('has the SPEC §6 codes', () => {
    for (const c of ['view_list_order', 'view_logs_order', 'remove_employee_at_store', 'view_detail_transfer_cod']) {
      expect(isPermissionCode(c)).toBe(true);
    }
    expect(isPermissionCode('root')).toBe(false);
    expect(isPermissionCode(42)).toBe(false);
  });
  it('makes every order action require view_list_order', () => {
    for (const p of PERMISSION_MODULES.find((m) => m.code === 'ORDER')?.permissions ?? []) {
      if (p.code !== 'view_list_order') expect(requiredFor(p.code)).toContain('view_list_order');
    }
    expect(requiredFor('edit_order')).toEqual(['view_list_order', 'view_detail_order']);
    expect(requiredFor('view_logs_order')).toEqual(['view_list_order', 'view_detail_order']);
    expect(requiredFor('cancel_order')).toEqual(['view_list_order']);
    expect(requiredFor('view_list_order')).toEqual([]);
  });
  it('makes store staff actions require view_list_store and update_store', () => {
    for (const c of ['view_list_employee_at_store', 'add_employee_to_store', 'remove_employee_at_store'] as const) {
      expect(requiredFor(c)).toEqual(['view_list_store', 'update_store']);
    }
    expect(requiredFor('view_detail_transfer_cod')).toEqual(['view_transfer_cod']);
  });
  it('applies the same pattern to our areas', () => {
    expect(requiredFor('update_sku')).toEqual(['view_list_sku', 'view_detail_sku']);
    expect(requiredFor('import_inbound')).toEqual(['view_list_inbound']);
    expect(requiredFor('cancel_outbound')).toEqual(['view_list_outbound', 'view_detail_outbound']);
    expect(requiredFor('export_inventory')).toEqual(['view_inventory']);
    expect(requiredFor('print_label')).toEqual([]);
  });
  it('has no cycles: no code requires itself', () => {
    for (const c of ALL_PERMISSION_CODES) expect(requiredFor(c)).not.toContain(c);
  });
});

describe('assigning and removing', () => {
  it('adds what each code needs, once, in canonical order', () => {
    expect(withDependencies(['edit_order', 'cancel_order'])).toEqual(['view_list_order', 'view_detail_order', 'cancel_order', 'edit_order']);
    expect(withDependencies([])).toEqual([]);
    expect(missingDependencies(['add_employee_to_store'])).toEqual(['view_list_store', 'update_store']);
    expect(missingDependencies(withDependencies(['add_employee_to_store']))).toEqual([]);
  });
  it('removes dependants transitively with their parent', () => {
    const all = withDependencies(['edit_order', 'view_logs_order', 'print_order', 'add_employee_to_store', 'export_sku']);
    expect(removeWithDependants(all, 'view_detail_order')).toEqual([
      'view_list_order', 'print_order', 'view_list_store', 'update_store', 'add_employee_to_store', 'view_list_sku', 'export_sku',
    ]);
    expect(removeWithDependants(all, 'view_list_order').some((c) => c.endsWith('_order'))).toBe(false);
    expect(removeWithDependants(all, ['update_store', 'view_list_sku'])).toEqual([
      'view_list_order', 'view_detail_order', 'print_order', 'edit_order', 'view_logs_order', 'view_list_store',
    ]);
  });
  it('removing a leaf removes only the leaf', () => {
    expect(removeWithDependants(['view_transfer_cod', 'view_detail_transfer_cod'], 'view_detail_transfer_cod')).toEqual(['view_transfer_cod']);
    expect(dependantsOf('view_detail_transfer_cod')).toEqual([]);
    expect(dependantsOf('view_inventory')).toEqual(['export_inventory']);
  });
  it('keeps every set closed under dependencies after removal', () => {
    const all = [...ALL_PERMISSION_CODES];
    for (const c of all) expect(missingDependencies(removeWithDependants(all, c))).toEqual([]);
  });
});
