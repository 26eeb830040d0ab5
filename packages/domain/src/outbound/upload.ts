import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';
import { toInt } from '../common/numbers.ts';
import { UNIT_VALUE_MAX } from '../common/limits.ts';
import { defineUploadCalls } from '../uploads/contracts.ts';
import { cellText, type TCellValue, type TUploadColumn } from '../uploads/upload.ts';
import { rowMessage, rowPrefix } from '../uploads/row-messages.ts';
import { SKU_CODE_RE } from '../sku/rules.ts';
import { isZoneType, type TZoneType } from '../inbound/enums.ts';

/** Rows (order lines) one outbound file may hold. */
export const OUTBOUND_UPLOAD_MAX_ROWS = 5_000;
/** The client's order code: letters, digits, _ and -, at most 50. */
export const OUTBOUND_ORDER_CODE_RE = /^[A-Za-z0-9_-]{1,50}$/;

export const OUTBOUND_UPLOAD_FIELDS = [
  'clientOrderCode',
  'warehouseCode',
  'zoneType',
  'toName',
  'toPhone',
  'toAddress',
  'codAmount',
  'goodsValue',
  'goodsName',
  'weight',
  'shippingServiceType',
  'shippingPaymentType',
  'shippingRequiredNote',
  'carrier',
  'note',
  'sku',
  'quantity',
  'unit',
] as const;
export type TOutboundUploadField = (typeof OUTBOUND_UPLOAD_FIELDS)[number];

export const OUTBOUND_UPLOAD_LABELS: Record<TOutboundUploadField, TLabel> = {
  clientOrderCode: { vi: 'Mã đơn hàng', en: 'Order code' },
  warehouseCode: { vi: 'Mã kho', en: 'Warehouse code' },
  zoneType: { vi: 'Loại đơn', en: 'Order type' },
  toName: { vi: 'Tên người nhận', en: 'Receiver name' },
  toPhone: { vi: 'SĐT người nhận', en: 'Receiver phone' },
  toAddress: { vi: 'Địa chỉ người nhận', en: 'Receiver address' },
  codAmount: { vi: 'Tiền thu hộ', en: 'COD amount' },
  goodsValue: { vi: 'Giá trị hàng hoá', en: 'Goods value' },
  goodsName: { vi: 'Tên hàng hoá', en: 'Goods name' },
  weight: { vi: 'Khối lượng (g)', en: 'Weight (g)' },
  shippingServiceType: { vi: 'Gói dịch vụ', en: 'Service type' },
  shippingPaymentType: { vi: 'Người trả phí', en: 'Payment type' },
  shippingRequiredNote: { vi: 'Lưu ý giao hàng', en: 'Delivery note' },
  carrier: { vi: 'Đơn vị vận chuyển', en: 'Carrier' },
  note: { vi: 'Ghi chú', en: 'Note' },
  sku: { vi: 'Mã SKU', en: 'SKU' },
  quantity: { vi: 'Số lượng', en: 'Quantity' },
  unit: { vi: 'Đơn vị tính', en: 'Unit' },
};

const col = (key: TOutboundUploadField, required: boolean, example: TCellValue, width = 18, aliases: string[] = []): TUploadColumn => ({
  key,
  label: OUTBOUND_UPLOAD_LABELS[key],
  required,
  example,
  width,
  aliases,
});

/** The outbound upload: one row per line; rows with the same order code form one order. */
export const OUTBOUND_UPLOAD_COLUMNS: readonly TUploadColumn[] = [
  col('clientOrderCode', true, 'DH_0001', 16, ['ma don', 'order code']),
  col('warehouseCode', true, 'HN01', 10, ['kho', 'warehouse']),
  col('zoneType', true, 'B2C1D', 10, ['loai hang']),
  col('toName', true, 'Nguyễn Văn A', 20, ['nguoi nhan', 'receiver']),
  col('toPhone', true, '0912345678', 14, ['so dien thoai', 'phone']),
  col('toAddress', true, '12 Liễu Giai, Phường Cống Vị, Quận Ba Đình, Hà Nội', 40, ['dia chi', 'address']),
  col('codAmount', false, 150000, 12, ['cod', 'thu ho']),
  col('goodsValue', false, 300000, 12, ['gia tri']),
  col('goodsName', false, 'Quần áo', 16, ['ten hang']),
  col('weight', false, 500, 12, ['khoi luong']),
  col('shippingServiceType', false, 2, 10, ['dich vu']),
  col('shippingPaymentType', false, 1, 10, ['thanh toan']),
  col('shippingRequiredNote', false, 'CHOXEMHANGKHONGTHU', 20, ['luu y']),
  col('carrier', false, '', 14, ['dvvc']),
  col('note', false, '', 20, ['ghi chu']),
  col('sku', true, 'AO_THUN_01', 16, ['ma san pham']),
  col('quantity', true, 1, 10, ['so luong']),
  col('unit', false, '', 10, ['dvt']),
];

/** A row as the pipeline stores it: texts checked for length and format, numbers parsed. */
export interface TOutboundUploadRow {
  clientOrderCode: string;
  warehouseCode: string;
  zoneType: TZoneType;
  toName: string;
  toPhone: string;
  toAddress: string;
  codAmount: number | null;
  goodsValue: number | null;
  goodsName: string | null;
  weight: number | null;
  shippingServiceType: number | null;
  shippingPaymentType: number | null;
  shippingRequiredNote: string | null;
  carrier: string | null;
  note: string | null;
  sku: string;
  quantity: number;
  unit: string | null;
}

/** The fields that must agree on every row of one order. */
export const OUTBOUND_ORDER_FIELDS = OUTBOUND_UPLOAD_FIELDS.filter((f) => f !== 'sku' && f !== 'quantity' && f !== 'unit');

export function outboundHeaderMismatchMessage(rowNo: number, firstRow: number, lang: TLang): string {
  const text = lang === 'en' ? `the order's details differ from row ${firstRow} of the same order code` : `thông tin đơn khác với dòng ${firstRow} cùng mã đơn hàng`;
  return `${rowPrefix(rowNo, lang)}: ${text}`;
}

/** One row of an outbound file, checked by SPEC §5's import rules ('Lỗi tại dòng N: ...'); receiver and limits are the server's. */
export function parseOutboundUploadRow(cells: ReadonlyMap<string, TCellValue>, rowNo: number, lang: TLang): { ok: true; value: TOutboundUploadRow } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const L = (f: TOutboundUploadField) => OUTBOUND_UPLOAD_LABELS[f][lang];
  const text = (f: TOutboundUploadField, required: boolean, max: number): string => {
    const s = cellText(cells.get(f));
    if (s === '' && required) errors.push(rowMessage(rowNo, 'required', { field: L(f) }, lang));
    else if (s.length > max) errors.push(rowMessage(rowNo, 'max_length', { field: L(f), limit: max }, lang));
    return s;
  };
  const int = (f: TOutboundUploadField, min: 0 | 1): number | null => {
    const raw = cells.get(f);
    if (cellText(raw) === '') return null;
    const n = typeof raw === 'number' ? (Number.isInteger(raw) ? raw : null) : toInt(cellText(raw).replace(/[.,\s]/g, ''));
    if (n === null) errors.push(rowMessage(rowNo, 'not_number', { field: L(f) }, lang));
    else if (n < min) errors.push(rowMessage(rowNo, min === 0 ? 'min_0' : 'min_1', { field: L(f) }, lang));
    return n;
  };

  const clientOrderCode = text('clientOrderCode', true, 50);
  if (clientOrderCode !== '' && !OUTBOUND_ORDER_CODE_RE.test(clientOrderCode)) errors.push(rowMessage(rowNo, 'wrong_format', { field: L('clientOrderCode') }, lang));
  const warehouseCode = text('warehouseCode', true, 50).toUpperCase();
  const zone = text('zoneType', true, 20).toUpperCase();
  if (zone !== '' && !isZoneType(zone)) errors.push(rowMessage(rowNo, 'invalid_value', { field: L('zoneType') }, lang));
  const toName = text('toName', true, 255);
  const toPhone = text('toPhone', true, 50);
  const toAddress = text('toAddress', true, 500);
  const codAmount = int('codAmount', 0);
  const goodsValue = int('goodsValue', 0);
  const goodsName = text('goodsName', false, 255);
  const weight = int('weight', 1);
  const service = int('shippingServiceType', 1);
  const payment = int('shippingPaymentType', 1);
  const note = text('shippingRequiredNote', false, 50).toUpperCase();
  const carrier = text('carrier', false, 50).toLowerCase();
  const remark = text('note', false, 500);
  const sku = text('sku', true, 50);
  if (sku !== '' && !SKU_CODE_RE.test(sku)) errors.push(rowMessage(rowNo, 'code_chars', { field: L('sku') }, lang));
  const rawQty = cells.get('quantity');
  const qty = typeof rawQty === 'number' ? (Number.isInteger(rawQty) ? rawQty : null) : toInt(cellText(rawQty));
  if (cellText(rawQty) === '') errors.push(rowMessage(rowNo, 'required', { field: L('quantity') }, lang));
  else if (qty === null) errors.push(rowMessage(rowNo, 'not_number', { field: L('quantity') }, lang));
  else if (qty <= 0 || qty >= UNIT_VALUE_MAX) errors.push(rowMessage(rowNo, 'unit_value_range', { field: L('quantity'), limit: UNIT_VALUE_MAX }, lang));
  const unit = text('unit', false, 50);
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      clientOrderCode,
      warehouseCode,
      zoneType: zone as TZoneType,
      toName,
      toPhone,
      toAddress,
      codAmount,
      goodsValue,
      goodsName: goodsName || null,
      weight,
      shippingServiceType: service,
      shippingPaymentType: payment,
      shippingRequiredNote: note || null,
      carrier: carrier || null,
      note: remark || null,
      sku,
      quantity: qty!,
      unit: unit || null,
    },
  };
}

/** The outbound upload kind: the client's own file, or one provider staff upload for a chosen customer. */
export const OUTBOUND_UPLOAD_KINDS = ['outbound'] as const;

/** Excel upload of outbound orders on the shared pipeline (upload → validation → confirm with 'created X of Y'). */
export const OUTBOUND_UPLOAD_CALLS = defineUploadCalls({
  group: 'ffm',
  prefix: '/ffm/outbound',
  tags: ['outbound'],
  kinds: OUTBOUND_UPLOAD_KINDS,
  uploads: {
    outbound: { path: 'upload', kind: 'outbound', summary: 'Upload an outbound order file (one row per line)', permission: 'import_outbound' },
  },
  // SPEC §7 names the outbound review and file calls upload-validate and get-upload-file
  aliases: { validation: 'upload-validate', detail: 'get-upload-file' },
});
