import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';
import { toVnDateKey, vnDateKey } from '../common/dates.ts';
import { toInt } from '../common/numbers.ts';
import { cellText, type TCellValue, type TUploadColumn } from '../uploads/upload.ts';
import { rowMessage, rowPrefix } from '../uploads/row-messages.ts';
import { SKU_CODE_RE } from '../sku/rules.ts';
import { isZoneType, RETURN_INBOUND_TYPES, type TInboundType, type TZoneType } from './enums.ts';
import { LOT_RE } from './receiving.ts';

/** Rows (order lines) one inbound file may hold. */
export const INBOUND_UPLOAD_MAX_ROWS = 5_000;
/** Expected quantity of one line at most. */
export const INBOUND_LINE_MAX_QUANTITY = 1_000_000;
/** The client's inbound code: letters, digits, _ and -, at most 50. */
export const INBOUND_ORDER_CODE_RE = /^[A-Za-z0-9_-]{1,50}$/;

export const INBOUND_UPLOAD_FIELDS = [
  'orderInboundCode',
  'warehouseCode',
  'tplInbound',
  'zoneType',
  'estimateReceivedTime',
  'customerNote',
  'sku',
  'expectedQuantity',
  'lot',
  'type',
  'returnRef',
] as const;
export type TInboundUploadField = (typeof INBOUND_UPLOAD_FIELDS)[number];

export const INBOUND_UPLOAD_LABELS: Record<TInboundUploadField, TLabel> = {
  orderInboundCode: { vi: 'Mã đơn nhập', en: 'Inbound code' },
  warehouseCode: { vi: 'Mã kho', en: 'Warehouse code' },
  tplInbound: { vi: 'Đơn vị vận chuyển', en: 'Carrier' },
  zoneType: { vi: 'Loại hàng', en: 'Zone type' },
  estimateReceivedTime: { vi: 'Ngày dự kiến nhận hàng', en: 'Expected receive date' },
  customerNote: { vi: 'Ghi chú', en: 'Note' },
  sku: { vi: 'Mã SKU', en: 'SKU' },
  expectedQuantity: { vi: 'Số lượng dự kiến', en: 'Expected quantity' },
  lot: { vi: 'Số lô', en: 'Lot' },
  type: { vi: 'Loại đơn hoàn', en: 'Return type' },
  returnRef: { vi: 'Mã đơn được hoàn', en: 'Returned order code' },
};

const col = (key: TInboundUploadField, required: boolean, example: TCellValue, width = 18, aliases: string[] = []): TUploadColumn => ({
  key,
  label: INBOUND_UPLOAD_LABELS[key],
  required,
  example,
  width,
  aliases,
});

/** The inbound upload: one row per line; rows with the same inbound code form one order. */
export const INBOUND_UPLOAD_COLUMNS: readonly TUploadColumn[] = [
  col('orderInboundCode', true, 'PN_0001', 16, ['ma don', 'order code']),
  col('warehouseCode', true, 'HN01', 10, ['kho', 'warehouse']),
  col('tplInbound', true, 'GHN', 14, ['dvvc', 'nha van chuyen', 'tpl']),
  col('zoneType', true, 'B2C1D', 10, ['loai hang hoa']),
  col('estimateReceivedTime', true, '31/12/2026', 16, ['ngay du kien', 'ngay nhan hang']),
  col('customerNote', false, 'Giao giờ hành chính', 24, ['ghi chu khach hang']),
  col('sku', true, 'AO_THUN_01', 16, ['ma san pham']),
  col('expectedQuantity', true, 10, 12, ['so luong', 'quantity']),
  col('lot', false, '', 12, ['lo', 'lot number']),
];

/** The return upload (RWTSO returned goods, RWSO failed delivery): the same, with the return's type and order. */
export const INBOUND_RETURN_UPLOAD_COLUMNS: readonly TUploadColumn[] = [
  ...INBOUND_UPLOAD_COLUMNS.slice(0, 6),
  col('type', true, 'RWTSO', 10, ['loai don', 'return type']),
  col('returnRef', true, 'SO0001', 16, ['ma don hoan', 'ma don xuat']),
  ...INBOUND_UPLOAD_COLUMNS.slice(6),
];

export interface TInboundUploadRow {
  orderInboundCode: string;
  warehouseCode: string;
  tplInbound: string;
  zoneType: TZoneType;
  /** 'YYYY-MM-DD' */
  estimateReceivedTime: string;
  customerNote: string | null;
  sku: string;
  expectedQuantity: number;
  lot: string | null;
  type: TInboundType;
  returnRef: string | null;
}

/** A date cell: an Excel serial number (days since 1899-12-30), or text as dd/mm/yyyy or YYYY-MM-DD. */
export function cellDateKey(v: TCellValue | undefined): string | null {
  if (v === null || v === undefined || typeof v === 'boolean') return null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 1 || v > 2_958_465) return null;
    return new Date(Math.round((Math.floor(v) - 25_569) * 86_400_000)).toISOString().slice(0, 10);
  }
  return v.trim() === '' ? null : toVnDateKey(v.trim());
}

/** The fields that must agree on every row of one order. */
export const INBOUND_ORDER_FIELDS = ['warehouseCode', 'tplInbound', 'zoneType', 'estimateReceivedTime', 'customerNote', 'type', 'returnRef'] as const;

export function orderHeaderMismatchMessage(rowNo: number, firstRow: number, lang: TLang): string {
  const text = lang === 'en' ? `the order's details differ from row ${firstRow} of the same inbound code` : `thông tin đơn khác với dòng ${firstRow} cùng mã đơn nhập`;
  return `${rowPrefix(rowNo, lang)}: ${text}`;
}

/** One row of an inbound file, checked by the rules of SPEC §5 and the import messages ('Lỗi tại dòng N: ...'). */
export function parseInboundUploadRow(
  cells: ReadonlyMap<string, TCellValue>,
  rowNo: number,
  lang: TLang,
  opts: { returns: boolean; today: Date },
): { ok: true; value: TInboundUploadRow } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const L = (f: TInboundUploadField) => INBOUND_UPLOAD_LABELS[f][lang];
  const text = (f: TInboundUploadField, required: boolean, max: number): string => {
    const s = cellText(cells.get(f));
    if (s === '' && required) errors.push(rowMessage(rowNo, 'required', { field: L(f) }, lang));
    else if (s.length > max) errors.push(rowMessage(rowNo, 'max_length', { field: L(f), limit: max }, lang));
    return s;
  };

  const orderInboundCode = text('orderInboundCode', true, 50);
  if (orderInboundCode !== '' && !INBOUND_ORDER_CODE_RE.test(orderInboundCode)) errors.push(rowMessage(rowNo, 'wrong_format', { field: L('orderInboundCode') }, lang));
  const warehouseCode = text('warehouseCode', true, 50).toUpperCase();
  const tplInbound = text('tplInbound', true, 50).toUpperCase();
  const zone = text('zoneType', true, 20).toUpperCase();
  if (zone !== '' && !isZoneType(zone)) errors.push(rowMessage(rowNo, 'invalid_value', { field: L('zoneType') }, lang));

  const rawDate = cells.get('estimateReceivedTime');
  const eta = cellDateKey(rawDate);
  if (cellText(rawDate) === '') errors.push(rowMessage(rowNo, 'required', { field: L('estimateReceivedTime') }, lang));
  else if (eta === null || eta < vnDateKey(opts.today)) errors.push(rowMessage(rowNo, 'date_today_or_later', { field: L('estimateReceivedTime') }, lang));

  const customerNote = text('customerNote', false, 500);
  const sku = text('sku', true, 50);
  if (sku !== '' && !SKU_CODE_RE.test(sku)) errors.push(rowMessage(rowNo, 'code_chars', { field: L('sku') }, lang));

  const rawQty = cells.get('expectedQuantity');
  const qty = typeof rawQty === 'number' ? (Number.isInteger(rawQty) ? rawQty : null) : toInt(cellText(rawQty));
  if (cellText(rawQty) === '') errors.push(rowMessage(rowNo, 'required', { field: L('expectedQuantity') }, lang));
  else if (qty === null) errors.push(rowMessage(rowNo, 'not_number', { field: L('expectedQuantity') }, lang));
  else if (qty < 1) errors.push(rowMessage(rowNo, 'min_1', { field: L('expectedQuantity') }, lang));
  else if (qty > INBOUND_LINE_MAX_QUANTITY) errors.push(rowMessage(rowNo, 'quantity_limit', { field: L('expectedQuantity'), limit: INBOUND_LINE_MAX_QUANTITY }, lang));

  const lot = text('lot', false, 100);
  if (lot !== '' && !LOT_RE.test(lot)) errors.push(rowMessage(rowNo, 'wrong_format', { field: L('lot') }, lang));

  let type: TInboundType = 'NI';
  let returnRef: string | null = null;
  if (opts.returns) {
    const t = text('type', true, 10).toUpperCase();
    if (t !== '' && !(RETURN_INBOUND_TYPES as readonly string[]).includes(t)) errors.push(rowMessage(rowNo, 'invalid_value', { field: L('type') }, lang));
    else type = t as TInboundType;
    returnRef = text('returnRef', true, 100) || null;
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      orderInboundCode,
      warehouseCode,
      tplInbound,
      zoneType: zone as TZoneType,
      estimateReceivedTime: eta!,
      customerNote: customerNote || null,
      sku,
      expectedQuantity: qty!,
      lot: lot || null,
      type,
      returnRef,
    },
  };
}
