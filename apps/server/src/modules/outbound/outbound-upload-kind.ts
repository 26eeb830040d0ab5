import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  cellText,
  FILE_TEXT,
  normalizePaymentType,
  normalizePhone,
  onDemandReaches,
  OUTBOUND_ORDER_FIELDS,
  OUTBOUND_UPLOAD_COLUMNS,
  OUTBOUND_UPLOAD_LABELS,
  OUTBOUND_UPLOAD_MAX_ROWS,
  outboundHeaderMismatchMessage,
  parseOutboundUploadRow,
  rowMessage,
  rowPrefix,
  fieldErrorsOf,
  outboundShippingSchema,
  ZONE_TYPES,
  type TLang,
  type TOutboundUploadField,
  type TOutboundUploadRow,
  type TAddressScheme,
  type TRequiredNote,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError, messageOfError } from '../../lib/errors.ts';
import { convertOldAddress, parseAddress2025, resolveAddress, splitMessage } from '../master-data/index.ts';
import { activeSkuIdsByCodes } from '../sku/index.ts';
import { defineUploadKind, type TRowOutcome } from '../uploads/index.ts';
import { listWarehouses } from '../warehouses/index.ts';
import { allocateInTx, allocateLines } from './allocate-outbound.ts';
import { insertLines, insertOutbound } from './insert-outbound.ts';
import { readOutboundLimits, type TNewOutbound } from './prepare-outbound.ts';
import { outboundLines, outboundOrders } from './schema.ts';

/**
 * The row with its address read: `scheme` '2025' (province + ward, no district) or 'v1' (the pre-2025 codes as
 * written, kept on the order as sent) with `ward2025`, the 2025 ward it converts to.
 */
type TStoredRow = TOutboundUploadRow & { provinceId: number; districtId: number | null; wardCode: string; scheme: TAddressScheme; ward2025: string | null };

const ZStored = z.object({
  clientOrderCode: z.string(),
  warehouseCode: z.string(),
  zoneType: z.enum(ZONE_TYPES),
  toName: z.string(),
  toPhone: z.string(),
  toAddress: z.string(),
  codAmount: z.number().int().nullable(),
  goodsValue: z.number().int().nullable(),
  goodsName: z.string().nullable(),
  weight: z.number().int().nullable(),
  shippingServiceType: z.number().int().nullable(),
  shippingPaymentType: z.number().int().nullable(),
  shippingRequiredNote: z.string().nullable(),
  carrier: z.string().nullable(),
  note: z.string().nullable(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  unit: z.string().nullable(),
  provinceId: z.number().int(),
  districtId: z.number().int().nullable(),
  wardCode: z.string(),
  // rows stored before the 2025 scheme was read are pre-2025 addresses
  scheme: z.enum(['v1', '2025']).default('v1'),
  ward2025: z.string().nullable().default(null),
});

/**
 * A row's address text in either scheme (issue 24, point 3): a 2025 one (street, ward, province), else a pre-2025
 * one (with its district) converted to its 2025 ward; an old ward split between several 2025 wards is refused
 * with a message naming the candidates. Nothing is guessed.
 */
function rowAddress(text: string, rowNo: number, lang: TLang): { ok: true; address: Omit<TStoredRow, keyof TOutboundUploadRow> } | { ok: false; error: string } {
  const invalid = { ok: false as const, error: rowMessage(rowNo, 'receiver_address_invalid', {}, lang) };
  const n = parseAddress2025(text);
  if (n) return { ok: true, address: { provinceId: n.province.id, districtId: null, wardCode: n.ward.code, scheme: '2025', ward2025: n.ward.code } };
  try {
    const a = resolveAddress({ text });
    if (!a.province || !a.district || !a.ward) return invalid;
    const c = convertOldAddress(a.province.id, a.district.id, a.ward.code);
    if (c.status === 'split') return { ok: false, error: `${rowPrefix(rowNo, lang)}: ${splitMessage(a.label, c, lang)}` };
    return { ok: true, address: { provinceId: a.province.id, districtId: a.district.id, wardCode: a.ward.code, scheme: 'v1', ward2025: c.ward.code } };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return invalid;
  }
}

const label = (f: TOutboundUploadField, lang: TLang) => OUTBOUND_UPLOAD_LABELS[f][lang];

/** The row message for a field check of the order rules (limits with the import kinds of SPEC §5). */
function rowFieldMessage(rowNo: number, field: string, message: string, lang: TLang): string {
  const f = (field in OUTBOUND_UPLOAD_LABELS ? label(field as TOutboundUploadField, lang) : field) || field;
  if (field === 'codAmount' || field === 'goodsValue') return `${rowMessage(rowNo, 'money_limit', { field: f }, lang)}: ${message}`;
  if (field === 'weight') return `${rowMessage(rowNo, 'weight_limit', { field: f }, lang)}: ${message}`;
  return `${rowPrefix(rowNo, lang)}: ${f}: ${message}`;
}

async function warehousesByCode(db: TDbOrTx) {
  const rows = await listWarehouses(db, false);
  return new Map(rows.map((w) => [w.code.toUpperCase(), w]));
}

/** The order a group of stored rows makes. */
function newOrderOf(clientId: number, warehouseId: number, h: TStoredRow, items: TNewOutbound['items']): TNewOutbound {
  return {
    clientId,
    warehouseId,
    clientOrderCode: h.clientOrderCode,
    zoneType: h.zoneType,
    toName: h.toName,
    toPhone: normalizePhone(h.toPhone),
    toAddress: h.toAddress,
    toProvinceId: h.provinceId,
    toDistrictId: h.districtId,
    toWardCode: h.wardCode,
    toAddressScheme: h.scheme,
    fromName: null,
    fromPhone: null,
    fromAddress: null,
    shippingServiceType: h.shippingServiceType ?? 2,
    shippingPaymentType: normalizePaymentType(h.shippingPaymentType ?? 1) ?? 1,
    shippingRequiredNote: (h.shippingRequiredNote ?? 'CHOXEMHANGKHONGTHU') as TRequiredNote,
    codAmount: h.codAmount ?? 0,
    goodsValue: h.goodsValue ?? 0,
    goodsName: h.goodsName,
    weight: h.weight,
    length: null,
    width: null,
    height: null,
    note: h.note,
    eBillLink: null,
    items,
  };
}

/**
 * Outbound orders from a file (DESIGN §6), one row per line: rows with the same order code make one order and must
 * agree on its details. Each row is checked by the order's rules (receiver phone, address resolved to a ward,
 * the shop's money and weight limits, block lists, an on-demand courier inside the warehouse's province).
 * Confirming creates and allocates each order in a savepoint of the batch: an order short of stock is reported
 * on its rows (40007 naming the SKUs) without stopping the others; a batch that holds only part of an order's
 * rows adds and allocates lines on the order the same file created, so a resumed job never duplicates one.
 */
export const outboundUploadKind = defineUploadKind<TStoredRow>({
  name: 'outbound',
  permission: 'import_outbound',
  maxRows: OUTBOUND_UPLOAD_MAX_ROWS,
  columns: OUTBOUND_UPLOAD_COLUMNS,
  templateName: FILE_TEXT.outboundTemplateFile,
  // SPEC §8 50005 'outbound file wrong data': the template's header, but not one row makes an order (a single bad
  // row is shown on its row, and one failing at confirm answers 50002 there)
  noValidRowCode: 50005,

  async prepare(db, scope) {
    const lang = scope.lang;
    const whs = await warehousesByCode(db);
    const limits = await readOutboundLimits(db, null);
    return (cells, rowNo) => {
      const r = parseOutboundUploadRow(cells, rowNo, lang);
      if (!r.ok) return r;
      const v = r.value;
      const errors: string[] = [];
      const wh = whs.get(v.warehouseCode);
      if (!wh) errors.push(rowMessage(rowNo, 'not_found', { field: `${label('warehouseCode', lang)} ${v.warehouseCode}` }, lang));
      const read = rowAddress(v.toAddress, rowNo, lang);
      const address = read.ok ? read.address : null;
      if (!read.ok) errors.push(read.error);
      // the block lists hold pre-2025 codes: a 2025 address (checked above) is not read against them
      const v1 = address?.scheme === 'v1' ? address : null;
      const checks = fieldErrorsOf(outboundShippingSchema(limits), { ...v, toDistrictId: v1?.districtId ?? null, toWardCode: v1?.wardCode ?? (address ? '' : 'x') }, lang);
      for (const e of checks.filter((x) => !(address?.scheme === '2025' && x.field === 'toWardCode'))) {
        errors.push(rowFieldMessage(rowNo, e.field, e.message, lang));
      }
      if (wh && address && v.carrier === 'ahamove' && !onDemandReaches(wh.provinceId, address.provinceId)) errors.push(rowMessage(rowNo, 'distance_too_far', { other: 'Ahamove' }, lang));
      if (errors.length || !address) return { ok: false, errors };
      return { ok: true, value: { ...v, ...address } };
    };
  },

  crossRowChecks(rows, lang) {
    const out = new Map<number, string[]>();
    const add = (rowNo: number, m: string) => out.set(rowNo, [...(out.get(rowNo) ?? []), m]);
    const firstOfOrder = new Map<string, { rowNo: number; header: string }>();
    const skuSeen = new Map<string, number>();
    for (const r of rows) {
      const code = cellText(r.cells.get('clientOrderCode'));
      if (code === '') continue;
      const header = OUTBOUND_ORDER_FIELDS.map((f) => cellText(r.cells.get(f)).toUpperCase()).join('\u0001');
      const first = firstOfOrder.get(code);
      if (!first) firstOfOrder.set(code, { rowNo: r.rowNo, header });
      else if (first.header !== header) add(r.rowNo, outboundHeaderMismatchMessage(r.rowNo, first.rowNo, lang));
      const sku = cellText(r.cells.get('sku'));
      const key = `${code}\u0001${sku}`;
      const seen = skuSeen.get(key);
      if (sku !== '' && seen !== undefined) add(r.rowNo, rowMessage(r.rowNo, 'duplicate_row', { field: label('sku', lang), row: seen }, lang));
      else if (sku !== '') skuSeen.set(key, r.rowNo);
    }
    return out;
  },

  async checkDatabase(db, scope, rows) {
    const lang = scope.lang;
    const out = new Map<number, string[]>();
    const add = (rowNo: number, m: string) => out.set(rowNo, [...(out.get(rowNo) ?? []), m]);
    const known = await activeSkuIdsByCodes(db, scope.clientId, [...new Set(rows.map((r) => r.value.sku))]);
    const codes = [...new Set(rows.map((r) => r.value.clientOrderCode))];
    const taken = new Set(
      (
        await db
          .select({ code: outboundOrders.clientOrderCode })
          .from(outboundOrders)
          .where(and(eq(outboundOrders.clientId, scope.clientId), sql`${outboundOrders.clientOrderCode} = any(${sql.param(codes)}::text[])`))
      ).map((o) => o.code),
    );
    for (const r of rows) {
      if (!known.has(r.value.sku)) add(r.rowNo, rowMessage(r.rowNo, 'not_found', { field: `${label('sku', lang)} ${r.value.sku}` }, lang));
      if (taken.has(r.value.clientOrderCode)) add(r.rowNo, rowMessage(r.rowNo, 'exists', { field: `${label('clientOrderCode', lang)} ${r.value.clientOrderCode}` }, lang));
    }
    return out;
  },

  fromStored(data) {
    return ZStored.parse(data);
  },

  async commitBatch(tx, scope, rows) {
    const lang = scope.lang;
    const out = new Map<number, TRowOutcome>();
    const whs = await warehousesByCode(tx);
    const skuId = await activeSkuIdsByCodes(tx, scope.clientId, [...new Set(rows.map((r) => r.value.sku))]);
    const byOrder = new Map<string, Array<(typeof rows)[number]>>();
    for (const r of rows) byOrder.set(r.value.clientOrderCode, [...(byOrder.get(r.value.clientOrderCode) ?? []), r]);

    for (const [code, group] of byOrder) {
      const failAll = (rs: typeof group, m: (rowNo: number) => string) => rs.forEach((r) => out.set(r.rowNo, { ok: false, error: m(r.rowNo) }));
      const usable = group.filter((r) => {
        if (!skuId.has(r.value.sku)) out.set(r.rowNo, { ok: false, error: rowMessage(r.rowNo, 'not_found', { field: `${label('sku', lang)} ${r.value.sku}` }, lang) });
        else if (!whs.has(r.value.warehouseCode)) out.set(r.rowNo, { ok: false, error: rowMessage(r.rowNo, 'not_found', { field: `${label('warehouseCode', lang)} ${r.value.warehouseCode}` }, lang) });
        else return true;
        return false;
      });
      if (usable.length === 0) continue;
      const items = (rs: typeof usable) => rs.map((r) => ({ skuId: skuId.get(r.value.sku)!, quantity: r.value.quantity, unit: r.value.unit ?? 'STANDARD' }));
      try {
        // a savepoint per order: a short order rolls back alone
        const ref = await tx.transaction(async (sp) => {
          const [existing] = await sp
            .select()
            .from(outboundOrders)
            .where(and(eq(outboundOrders.clientId, scope.clientId), eq(outboundOrders.clientOrderCode, code)))
            .limit(1)
            .for('update');
          if (existing) {
            if (existing.uploadFileId !== scope.fileId || existing.status !== 2) return { exists: true as const };
            const have = new Set(
              (await sp.select({ skuId: outboundLines.skuId }).from(outboundLines).where(and(eq(outboundLines.outboundId, existing.id), inArray(outboundLines.skuId, usable.map((r) => skuId.get(r.value.sku)!))))).map((l) => l.skuId),
            );
            const fresh = usable.filter((r) => !have.has(skuId.get(r.value.sku)!));
            const lines = await insertLines(sp, existing.id, items(fresh));
            await allocateLines(sp, existing, lines, scope.userId);
            return { soCode: existing.soCode };
          }
          const h = usable[0]!.value;
          const created = await insertOutbound(sp, newOrderOf(scope.clientId, whs.get(h.warehouseCode)!.id, h, items(usable)), { createdBy: scope.userId, source: 'IMPORT', uploadFileId: scope.fileId, logNote: `upload #${scope.fileId}` });
          const [row] = await sp.select().from(outboundOrders).where(eq(outboundOrders.id, created.id)).limit(1).for('update');
          await allocateInTx(sp, row!, scope.userId, lang);
          return { soCode: created.soCode };
        });
        if ('exists' in ref) failAll(usable, (rowNo) => rowMessage(rowNo, 'exists', { field: `${label('clientOrderCode', lang)} ${code}` }, lang));
        else for (const r of usable) out.set(r.rowNo, { ok: true, ref: ref.soCode });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        failAll(usable, (rowNo) => `${rowPrefix(rowNo, lang)}: ${messageOfError(err, lang)}`);
      }
    }
    return out;
  },
});
