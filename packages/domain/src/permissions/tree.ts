import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/**
 * The permission tree of SPEC §6 plus our own codes for the fulfillment areas. `requires` lists the direct
 * prerequisites; the functions below close over them transitively. Pattern: every action of a module needs
 * its list view; actions that open one record (edit, cancel, logs) also need its detail view.
 */
export const PERMISSION_MODULE_CODES = ['ORDER', 'STORE', 'COD', 'SKU', 'INBOUND', 'OUTBOUND', 'INVENTORY', 'TOOLS', 'SUPPORT'] as const;
export type TPermissionModuleCode = (typeof PERMISSION_MODULE_CODES)[number];

export const ALL_PERMISSION_CODES = [
  // orders (SPEC §6)
  'view_list_order', 'view_detail_order', 'create_order', 'cancel_order', 'print_order', 'delivery_again',
  'request_return', 'edit_order', 'view_logs_order',
  // stores (SPEC §6)
  'view_list_store', 'update_store', 'view_list_employee_at_store', 'add_employee_to_store', 'remove_employee_at_store',
  // COD (SPEC §6)
  'view_transfer_cod', 'view_detail_transfer_cod',
  // ours: fulfillment areas
  'view_list_sku', 'view_detail_sku', 'create_sku', 'update_sku', 'import_sku', 'export_sku',
  'view_list_inbound', 'view_detail_inbound', 'create_inbound', 'cancel_inbound', 'import_inbound', 'export_inbound',
  'view_list_outbound', 'view_detail_outbound', 'create_outbound', 'cancel_outbound', 'import_outbound', 'export_outbound',
  'view_inventory', 'export_inventory',
  'use_stock_check', 'use_size_weight_tool', 'print_label',
  // ours: support tickets and their attachments
  'view_ticket', 'create_ticket',
] as const;
export type TPermissionCode = (typeof ALL_PERMISSION_CODES)[number];

export interface TPermissionDef extends TLabel {
  code: TPermissionCode;
  requires: readonly TPermissionCode[];
}

export interface TPermissionModule extends TLabel {
  code: TPermissionModuleCode;
  permissions: readonly TPermissionDef[];
}

export const PERMISSION_MODULES: readonly TPermissionModule[] = [
  {
    code: 'ORDER', vi: 'Đơn hàng', en: 'Orders',
    permissions: [
      { code: 'view_list_order', vi: 'Xem danh sách đơn hàng', en: 'View order list', requires: [] },
      { code: 'view_detail_order', vi: 'Xem chi tiết đơn hàng', en: 'View order detail', requires: ['view_list_order'] },
      { code: 'create_order', vi: 'Tạo đơn hàng', en: 'Create orders', requires: ['view_list_order'] },
      { code: 'cancel_order', vi: 'Huỷ đơn hàng', en: 'Cancel orders', requires: ['view_list_order'] },
      { code: 'print_order', vi: 'In đơn hàng', en: 'Print orders', requires: ['view_list_order'] },
      { code: 'delivery_again', vi: 'Yêu cầu giao lại', en: 'Request redelivery', requires: ['view_list_order'] },
      { code: 'request_return', vi: 'Yêu cầu chuyển hoàn', en: 'Request return', requires: ['view_list_order'] },
      { code: 'edit_order', vi: 'Chỉnh sửa đơn hàng', en: 'Edit orders', requires: ['view_list_order', 'view_detail_order'] },
      { code: 'view_logs_order', vi: 'Xem lịch sử đơn hàng', en: 'View order logs', requires: ['view_list_order', 'view_detail_order'] },
    ],
  },
  {
    code: 'STORE', vi: 'Cửa hàng', en: 'Stores',
    permissions: [
      { code: 'view_list_store', vi: 'Xem danh sách cửa hàng', en: 'View store list', requires: [] },
      { code: 'update_store', vi: 'Cập nhật cửa hàng', en: 'Update stores', requires: ['view_list_store'] },
      { code: 'view_list_employee_at_store', vi: 'Xem danh sách nhân viên cửa hàng', en: 'View store staff', requires: ['view_list_store', 'update_store'] },
      { code: 'add_employee_to_store', vi: 'Thêm nhân viên vào cửa hàng', en: 'Add staff to a store', requires: ['view_list_store', 'update_store'] },
      { code: 'remove_employee_at_store', vi: 'Xoá nhân viên khỏi cửa hàng', en: 'Remove staff from a store', requires: ['view_list_store', 'update_store'] },
    ],
  },
  {
    code: 'COD', vi: 'Tiền thu hộ (COD)', en: 'Cash on delivery (COD)',
    permissions: [
      { code: 'view_transfer_cod', vi: 'Xem đối soát COD', en: 'View COD transfers', requires: [] },
      { code: 'view_detail_transfer_cod', vi: 'Xem chi tiết đối soát COD', en: 'View COD transfer detail', requires: ['view_transfer_cod'] },
    ],
  },
  {
    code: 'SKU', vi: 'Sản phẩm', en: 'Products (SKU)',
    permissions: [
      { code: 'view_list_sku', vi: 'Xem danh sách sản phẩm', en: 'View product list', requires: [] },
      { code: 'view_detail_sku', vi: 'Xem chi tiết sản phẩm', en: 'View product detail', requires: ['view_list_sku'] },
      { code: 'create_sku', vi: 'Tạo sản phẩm', en: 'Create products', requires: ['view_list_sku'] },
      { code: 'update_sku', vi: 'Cập nhật sản phẩm', en: 'Update products', requires: ['view_list_sku', 'view_detail_sku'] },
      { code: 'import_sku', vi: 'Tải lên sản phẩm từ file', en: 'Import products from a file', requires: ['view_list_sku'] },
      { code: 'export_sku', vi: 'Xuất file sản phẩm', en: 'Export products', requires: ['view_list_sku'] },
    ],
  },
  {
    code: 'INBOUND', vi: 'Nhập hàng', en: 'Inbound',
    permissions: [
      { code: 'view_list_inbound', vi: 'Xem danh sách đơn nhập', en: 'View inbound list', requires: [] },
      { code: 'view_detail_inbound', vi: 'Xem chi tiết đơn nhập', en: 'View inbound detail', requires: ['view_list_inbound'] },
      { code: 'create_inbound', vi: 'Tạo đơn nhập', en: 'Create inbound orders', requires: ['view_list_inbound'] },
      { code: 'cancel_inbound', vi: 'Huỷ đơn nhập', en: 'Cancel inbound orders', requires: ['view_list_inbound', 'view_detail_inbound'] },
      { code: 'import_inbound', vi: 'Tải lên đơn nhập từ file', en: 'Import inbound orders from a file', requires: ['view_list_inbound'] },
      { code: 'export_inbound', vi: 'Xuất file đơn nhập', en: 'Export inbound orders', requires: ['view_list_inbound'] },
    ],
  },
  {
    code: 'OUTBOUND', vi: 'Xuất hàng', en: 'Outbound',
    permissions: [
      { code: 'view_list_outbound', vi: 'Xem danh sách đơn xuất', en: 'View outbound list', requires: [] },
      { code: 'view_detail_outbound', vi: 'Xem chi tiết đơn xuất', en: 'View outbound detail', requires: ['view_list_outbound'] },
      { code: 'create_outbound', vi: 'Tạo đơn xuất', en: 'Create outbound orders', requires: ['view_list_outbound'] },
      { code: 'cancel_outbound', vi: 'Huỷ đơn xuất', en: 'Cancel outbound orders', requires: ['view_list_outbound', 'view_detail_outbound'] },
      { code: 'import_outbound', vi: 'Tải lên đơn xuất từ file', en: 'Import outbound orders from a file', requires: ['view_list_outbound'] },
      { code: 'export_outbound', vi: 'Xuất file đơn xuất', en: 'Export outbound orders', requires: ['view_list_outbound'] },
    ],
  },
  {
    code: 'INVENTORY', vi: 'Tồn kho', en: 'Inventory',
    permissions: [
      { code: 'view_inventory', vi: 'Xem tồn kho', en: 'View inventory', requires: [] },
      { code: 'export_inventory', vi: 'Xuất file tồn kho', en: 'Export inventory', requires: ['view_inventory'] },
    ],
  },
  {
    // Tools are independent: granting a tool is the decision, it does not imply a list view.
    code: 'TOOLS', vi: 'Công cụ', en: 'Tools',
    permissions: [
      { code: 'use_stock_check', vi: 'Dùng công cụ kiểm tồn', en: 'Use the stock check tool', requires: [] },
      { code: 'use_size_weight_tool', vi: 'Dùng công cụ cập nhật kích thước, khối lượng', en: 'Use the size and weight tool', requires: [] },
      { code: 'print_label', vi: 'In tem', en: 'Print labels', requires: [] },
    ],
  },
  {
    // Tickets hold the client's disputes (COD, orders, bank accounts): reading them is a grant of its own.
    code: 'SUPPORT', vi: 'Hỗ trợ', en: 'Support',
    permissions: [
      { code: 'view_ticket', vi: 'Xem yêu cầu hỗ trợ', en: 'View support tickets', requires: [] },
      { code: 'create_ticket', vi: 'Tạo, trả lời yêu cầu hỗ trợ và đính kèm file', en: 'Open and reply to support tickets, attach files', requires: ['view_ticket'] },
    ],
  },
];

const DEFS = new Map<TPermissionCode, TPermissionDef>();
const MODULE_OF = new Map<TPermissionCode, TPermissionModuleCode>();
for (const m of PERMISSION_MODULES) {
  for (const p of m.permissions) {
    DEFS.set(p.code, p);
    MODULE_OF.set(p.code, m.code);
  }
}

const CODE_SET: ReadonlySet<string> = new Set<string>(ALL_PERMISSION_CODES);
const ORDER_INDEX = new Map<TPermissionCode, number>(ALL_PERMISSION_CODES.map((c, i) => [c, i]));

export function isPermissionCode(s: unknown): s is TPermissionCode {
  return typeof s === 'string' && CODE_SET.has(s);
}

/** Canonical order (that of ALL_PERMISSION_CODES), without duplicates: stable for storage and display. */
export function sortPermissionCodes(codes: Iterable<TPermissionCode>): TPermissionCode[] {
  return [...new Set(codes)].sort((a, b) => (ORDER_INDEX.get(a) ?? 0) - (ORDER_INDEX.get(b) ?? 0));
}

/** Everything `code` needs, transitively, excluding itself. */
export function requiredFor(code: TPermissionCode): TPermissionCode[] {
  const seen = new Set<TPermissionCode>();
  const stack = [...(DEFS.get(code)?.requires ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined || seen.has(next) || next === code) continue;
    seen.add(next);
    stack.push(...(DEFS.get(next)?.requires ?? []));
  }
  return sortPermissionCodes(seen);
}

/** Every code that needs `code`, transitively, excluding itself. */
export function dependantsOf(code: TPermissionCode): TPermissionCode[] {
  return ALL_PERMISSION_CODES.filter((c) => c !== code && requiredFor(c).includes(code));
}

/** Used when assigning: the codes plus everything they need. */
export function withDependencies(codes: Iterable<TPermissionCode>): TPermissionCode[] {
  const out = new Set<TPermissionCode>();
  for (const c of codes) {
    out.add(c);
    for (const r of requiredFor(c)) out.add(r);
  }
  return sortPermissionCodes(out);
}

/** Used when unassigning: removing a parent removes its dependants too, transitively. */
export function removeWithDependants(
  codes: Iterable<TPermissionCode>,
  removed: TPermissionCode | Iterable<TPermissionCode>,
): TPermissionCode[] {
  const drop = new Set<TPermissionCode>(typeof removed === 'string' ? [removed] : removed);
  for (const r of [...drop]) for (const d of dependantsOf(r)) drop.add(d);
  return sortPermissionCodes([...codes].filter((c) => !drop.has(c)));
}

/** Codes a set lacks to be consistent; the server refuses (or completes) a set where this is non-empty. */
export function missingDependencies(codes: Iterable<TPermissionCode>): TPermissionCode[] {
  const have = new Set(codes);
  return withDependencies(have).filter((c) => !have.has(c));
}

export function permissionModuleOf(code: TPermissionCode): TPermissionModuleCode {
  const m = MODULE_OF.get(code);
  if (m === undefined) throw new Error(`permission ${code} has no module`);
  return m;
}

export function permissionLabel(code: TPermissionCode, lang: TLang = 'vi'): string {
  return DEFS.get(code)?.[lang] ?? code;
}

export function permissionModuleLabel(code: TPermissionModuleCode, lang: TLang = 'vi'): string {
  return PERMISSION_MODULES.find((m) => m.code === code)?.[lang] ?? code;
}
