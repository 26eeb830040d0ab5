import type { TStaffRole } from '../contract/contract.ts';
import type { TPermissionCode } from '../permissions/tree.ts';

/**
 * The left menu, declared once: the server's menu-list filters it for the caller, the web renders it
 * (labels come from the i18n catalogue: `menu.<key>` and `menu.group.<group>`). An area adds its entries here
 * and its routes under apps/web/src/features/<area>/routes.tsx.
 */
export const MENU_GROUPS = ['HOME', 'SKU', 'INBOUND', 'OUTBOUND', 'SHIPPING', 'INVENTORY', 'TOOLS', 'SHOP', 'OPS', 'ACCOUNT'] as const;
export type TMenuGroup = (typeof MENU_GROUPS)[number];

/** who sees an entry: client users (owner or staff with the permission), the owner only, provider staff, anyone signed in */
export type TMenuAudience = 'client' | 'owner' | 'staff' | 'staffAdmin' | 'any';

export interface TMenuItem {
  key: string;
  group: TMenuGroup;
  path: string;
  audience: TMenuAudience;
  /** client staff need this code in the current shop */
  permission?: TPermissionCode;
}

export const MENU: TMenuItem[] = [
  { key: 'home', group: 'HOME', path: '/', audience: 'any' },
  // SKU area (SPEC §2): client users by permission, provider staff for a chosen customer
  { key: 'skuList', group: 'SKU', path: '/san-pham/danh-sach-san-pham', audience: 'client', permission: 'view_list_sku' },
  { key: 'skuCreate', group: 'SKU', path: '/san-pham/tao-moi-san-pham', audience: 'client', permission: 'create_sku' },
  { key: 'skuUpload', group: 'SKU', path: '/san-pham/upload', audience: 'client', permission: 'import_sku' },
  { key: 'skuStock', group: 'SKU', path: '/san-pham/ton-kho', audience: 'client', permission: 'view_inventory' },
  { key: 'skuSizeWeight', group: 'SKU', path: '/san-pham/upload-kich-thuoc-khoi-luong', audience: 'client', permission: 'use_size_weight_tool' },
  { key: 'skuCustomerUpload', group: 'SKU', path: '/san-pham/upload-san-pham-khach-hang', audience: 'staff' },
  { key: 'toolSizeWeight', group: 'TOOLS', path: '/cong-cu/upload-kich-thuoc-khoi-luong', audience: 'staff' },
  // Inbound, inventory and stock tools (SPEC §2): client users by permission
  { key: 'inboundList', group: 'INBOUND', path: '/nhap-hang/danh-sach-don-nhap', audience: 'client', permission: 'view_list_inbound' },
  { key: 'inboundCreate', group: 'INBOUND', path: '/nhap-hang/tao-don-nhap', audience: 'client', permission: 'create_inbound' },
  { key: 'inboundReturn', group: 'INBOUND', path: '/nhap-hang/tao-don-hang-tra', audience: 'client', permission: 'create_inbound' },
  { key: 'inboundUpload', group: 'INBOUND', path: '/nhap-hang/len-don-nhap', audience: 'client', permission: 'import_inbound' },
  { key: 'inboundUploadHistory', group: 'INBOUND', path: '/nhap-hang/upload-don-nhap-hang', audience: 'client', permission: 'import_inbound' },
  { key: 'inboundSyncHistory', group: 'INBOUND', path: '/nhap-hang/lich-su-dong-bo', audience: 'client', permission: 'view_list_inbound' },
  // Outbound (SPEC §2)
  { key: 'outboundList', group: 'OUTBOUND', path: '/xuat-hang/danh-sach-don-xuat', audience: 'client', permission: 'view_list_outbound' },
  { key: 'outboundCreate', group: 'OUTBOUND', path: '/xuat-hang/tao-don-xuat', audience: 'client', permission: 'create_outbound' },
  { key: 'outboundUpload', group: 'OUTBOUND', path: '/xuat-hang/len-don-xuat', audience: 'client', permission: 'import_outbound' },
  { key: 'outboundSyncHistory', group: 'OUTBOUND', path: '/xuat-hang/lich-su-dong-bo', audience: 'client', permission: 'view_list_outbound' },
  { key: 'inventory', group: 'INVENTORY', path: '/ton-kho', audience: 'client', permission: 'view_inventory' },
  { key: 'returnsTransit', group: 'INVENTORY', path: '/ton-kho/hoan-va-chuyen-kho', audience: 'client', permission: 'view_inventory' },
  { key: 'stockCheck', group: 'TOOLS', path: '/cong-cu/kiem-ton', audience: 'client', permission: 'use_stock_check' },
  // … and the provider staff's warehouse console. `inventory` and `stockCheck` are listed twice on purpose: one
  // page (one key) for both audiences, shown in each audience's own group; a viewer only ever sees one of them.
  { key: 'customerInbound', group: 'OPS', path: '/nhap-hang/danh-sach-don-nhap-cua-khach', audience: 'staff' },
  { key: 'receiving', group: 'OPS', path: '/kho/nhan-hang', audience: 'staff' },
  { key: 'customerOutbound', group: 'OUTBOUND', path: '/xuat-hang/danh-sach-don-xuat-khach-hang', audience: 'staff' },
  { key: 'adminOutboundUpload', group: 'OUTBOUND', path: '/admin/len-don-xuat', audience: 'staff' },
  { key: 'outboundWork', group: 'OPS', path: '/kho/xuat-hang', audience: 'staff' },
  { key: 'inventory', group: 'OPS', path: '/ton-kho', audience: 'staff' },
  { key: 'stockCheck', group: 'OPS', path: '/cong-cu/kiem-ton', audience: 'staff' },
  { key: 'scanSkuLocation', group: 'OPS', path: '/san-pham/scan-sku-location', audience: 'staff' },
  { key: 'stockMove', group: 'OPS', path: '/kho/chuyen-vi-tri', audience: 'staff' },
  { key: 'locations', group: 'OPS', path: '/kho/vi-tri', audience: 'staff' },
  { key: 'stockLog', group: 'OPS', path: '/kho/nhat-ky', audience: 'staff' },
  { key: 'wavePick', group: 'OPS', path: '/kho/lay-hang-theo-dot', audience: 'staff' },
  { key: 'putAwayRules', group: 'OPS', path: '/kho/quy-tac-len-ke', audience: 'staff' },
  { key: 'cycleCount', group: 'OPS', path: '/kho/kiem-ke-dinh-ky', audience: 'staff' },
  { key: 'transfers', group: 'OPS', path: '/kho/chuyen-kho', audience: 'staff' },
  { key: 'returnReceive', group: 'OPS', path: '/kho/nhan-hang-hoan', audience: 'staff' },
  // Express shipping orders (GHN-compatible): the shop's orders, and the provider's courier console
  { key: 'shippingList', group: 'SHIPPING', path: '/van-don/danh-sach', audience: 'client', permission: 'view_list_order' },
  { key: 'shippingCreate', group: 'SHIPPING', path: '/van-don/tao-don', audience: 'client', permission: 'create_order' },
  { key: 'labelPrint', group: 'TOOLS', path: '/cong-cu/in-tem', audience: 'client', permission: 'print_order' },
  { key: 'shippingWebhook', group: 'SHIPPING', path: '/van-don/webhook', audience: 'client', permission: 'update_store' },
  { key: 'shippingCourier', group: 'OPS', path: '/van-don/van-hanh', audience: 'staff' },
  { key: 'shippingTariff', group: 'OPS', path: '/van-don/bang-gia', audience: 'staff' },
  { key: 'permissionGroups', group: 'SHOP', path: '/phan-quyen', audience: 'owner' },
  // the owner's money and support (shops, staff, bank accounts, COD and coin, tickets)
  { key: 'shops', group: 'SHOP', path: '/cua-hang', audience: 'owner' },
  { key: 'expressSettings', group: 'SHOP', path: '/cua-hang/cai-dat-giao-hang', audience: 'client', permission: 'update_store' },
  { key: 'shopStaff', group: 'SHOP', path: '/nhan-vien', audience: 'client', permission: 'view_list_employee_at_store' },
  { key: 'bankAccounts', group: 'SHOP', path: '/tai-khoan-ngan-hang', audience: 'owner' },
  { key: 'codTransfers', group: 'SHOP', path: '/doi-soat-cod', audience: 'client', permission: 'view_transfer_cod' },
  { key: 'coin', group: 'SHOP', path: '/vi-xu', audience: 'owner' },
  { key: 'fees', group: 'SHOP', path: '/phi-dich-vu', audience: 'client' },
  { key: 'walletStatement', group: 'SHOP', path: '/sao-ke-vi', audience: 'owner' },
  { key: 'tickets', group: 'SHOP', path: '/ho-tro', audience: 'client', permission: 'view_ticket' },
  { key: 'opsTickets', group: 'OPS', path: '/kho/ho-tro', audience: 'staff' },
  { key: 'smsOutbox', group: 'OPS', path: '/kho/tin-nhan-sms', audience: 'staff' },
  { key: 'feeTariffs', group: 'OPS', path: '/kho/bieu-phi', audience: 'staff' },
  { key: 'vasWork', group: 'OPS', path: '/kho/dich-vu-gia-tang', audience: 'staff' },
  { key: 'systemConfig', group: 'OPS', path: '/cau-hinh-he-thong', audience: 'staffAdmin' },
  { key: 'account', group: 'ACCOUNT', path: '/tai-khoan', audience: 'any' },
];

export interface TMenuViewer {
  kind: 'client' | 'staff';
  isOwner: boolean;
  staffRole: TStaffRole | null;
  permissions: ReadonlySet<string>;
}

export function canSeeMenuItem(item: TMenuItem, v: TMenuViewer): boolean {
  switch (item.audience) {
    case 'any':
      return true;
    case 'staff':
      return v.kind === 'staff';
    case 'staffAdmin':
      return v.kind === 'staff' && v.staffRole === 'admin';
    case 'owner':
      return v.kind === 'client' && v.isOwner;
    case 'client':
      return v.kind === 'client' && (v.isOwner || !item.permission || v.permissions.has(item.permission));
  }
}

export function menuFor(v: TMenuViewer): Array<{ group: TMenuGroup; items: Array<Pick<TMenuItem, 'key' | 'path'>> }> {
  return MENU_GROUPS.map((group) => ({
    group,
    items: MENU.filter((i) => i.group === group && canSeeMenuItem(i, v)).map(({ key, path }) => ({ key, path })),
  })).filter((g) => g.items.length > 0);
}
