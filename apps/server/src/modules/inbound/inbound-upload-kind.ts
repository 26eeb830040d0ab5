import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  cellText,
  FILE_TEXT,
  INBOUND_ORDER_FIELDS,
  INBOUND_RETURN_UPLOAD_COLUMNS,
  INBOUND_TYPES,
  INBOUND_UPLOAD_COLUMNS,
  INBOUND_UPLOAD_LABELS,
  INBOUND_UPLOAD_MAX_ROWS,
  orderHeaderMismatchMessage,
  parseInboundUploadRow,
  rowMessage,
  ZONE_TYPES,
  type TInboundUploadRow,
  type TLang,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { activeSkuIdsByCodes } from '../sku/index.ts';
import { defineUploadKind, type TRowOutcome, type TUploadKind } from '../uploads/index.ts';
import { listTransporters, listWarehouses } from '../warehouses/index.ts';
import { appendInboundLines, insertInbound } from './insert-inbound.ts';
import { inboundLines, inboundOrders } from './schema.ts';

const ZStored = z.object({
  orderInboundCode: z.string(),
  warehouseCode: z.string(),
  tplInbound: z.string(),
  zoneType: z.enum(ZONE_TYPES),
  estimateReceivedTime: z.string(),
  customerNote: z.string().nullable(),
  sku: z.string(),
  expectedQuantity: z.number().int().positive(),
  lot: z.string().nullable(),
  type: z.enum(INBOUND_TYPES),
  returnRef: z.string().nullable(),
});

const label = (f: keyof typeof INBOUND_UPLOAD_LABELS, lang: TLang) => INBOUND_UPLOAD_LABELS[f][lang];

async function activeWarehouses(db: TDbOrTx): Promise<Map<string, number>> {
  const rows = await listWarehouses(db, false);
  return new Map(rows.map((w) => [w.code.toUpperCase(), w.id]));
}

/**
 * Inbound orders from a file (DESIGN §6), one row per line: rows with the same inbound code make one order and
 * must agree on its details (warehouse, carrier, zone type, date, note, return). Confirming creates the orders
 * (source IMPORT); a batch that holds only part of an order's rows adds lines to the order the same file
 * created, so an order is never split and never duplicated, even when the job resumes.
 */
function inboundKind(name: 'inbound' | 'inbound-return'): TUploadKind<TInboundUploadRow> {
  const returns = name === 'inbound-return';
  return {
    name,
    permission: 'import_inbound',
    maxRows: INBOUND_UPLOAD_MAX_ROWS,
    columns: returns ? INBOUND_RETURN_UPLOAD_COLUMNS : INBOUND_UPLOAD_COLUMNS,
    templateName: returns ? FILE_TEXT.returnInboundTemplateFile : FILE_TEXT.inboundTemplateFile,

    async prepare(db, scope) {
      const whs = await activeWarehouses(db);
      const carriers = new Set((await listTransporters(db)).map((t) => t.code.toUpperCase()));
      const today = new Date();
      return (cells, rowNo) => {
        const r = parseInboundUploadRow(cells, rowNo, scope.lang, { returns, today });
        if (!r.ok) return r;
        const errors: string[] = [];
        if (!whs.has(r.value.warehouseCode)) errors.push(rowMessage(rowNo, 'not_found', { field: `${label('warehouseCode', scope.lang)} ${r.value.warehouseCode}` }, scope.lang));
        if (!carriers.has(r.value.tplInbound)) errors.push(rowMessage(rowNo, 'not_found', { field: `${label('tplInbound', scope.lang)} ${r.value.tplInbound}` }, scope.lang));
        return errors.length ? { ok: false, errors } : r;
      };
    },

    crossRowChecks(rows, lang) {
      const out = new Map<number, string[]>();
      const add = (rowNo: number, m: string) => out.set(rowNo, [...(out.get(rowNo) ?? []), m]);
      const firstOfOrder = new Map<string, { rowNo: number; header: string }>();
      const skuSeen = new Map<string, number>();
      const refSeen = new Map<string, { rowNo: number; order: string }>();
      for (const r of rows) {
        const code = cellText(r.cells.get('orderInboundCode'));
        if (code === '') continue;
        const header = INBOUND_ORDER_FIELDS.map((f) => cellText(r.cells.get(f)).toUpperCase()).join('\u0001');
        const first = firstOfOrder.get(code);
        if (!first) firstOfOrder.set(code, { rowNo: r.rowNo, header });
        else if (first.header !== header) add(r.rowNo, orderHeaderMismatchMessage(r.rowNo, first.rowNo, lang));
        const sku = cellText(r.cells.get('sku'));
        const key = `${code}\u0001${sku}`;
        const seen = skuSeen.get(key);
        if (sku !== '' && seen !== undefined) add(r.rowNo, rowMessage(r.rowNo, 'duplicate_row', { field: label('sku', lang), row: seen }, lang));
        else if (sku !== '') skuSeen.set(key, r.rowNo);
        if (returns) {
          const ref = cellText(r.cells.get('returnRef'));
          const other = refSeen.get(ref);
          if (ref !== '' && other && other.order !== code) add(r.rowNo, rowMessage(r.rowNo, 'duplicate_row', { field: label('returnRef', lang), row: other.rowNo }, lang));
          else if (ref !== '' && !other) refSeen.set(ref, { rowNo: r.rowNo, order: code });
        }
      }
      return out;
    },

    async checkDatabase(db, scope, rows) {
      const lang = scope.lang;
      const out = new Map<number, string[]>();
      const add = (rowNo: number, m: string) => out.set(rowNo, [...(out.get(rowNo) ?? []), m]);
      const skuCodes = [...new Set(rows.map((r) => r.value.sku))];
      const orderCodes = [...new Set(rows.map((r) => r.value.orderInboundCode))];
      const known = await activeSkuIdsByCodes(db, scope.clientId, skuCodes);
      const taken = new Set(
        (
          await db
            .select({ code: inboundOrders.orderInboundCode })
            .from(inboundOrders)
            .where(and(eq(inboundOrders.clientId, scope.clientId), sql`${inboundOrders.orderInboundCode} = any(${sql.param(orderCodes)}::text[])`))
        ).map((o) => o.code),
      );
      const refs = [...new Set(rows.map((r) => r.value.returnRef).filter((x): x is string => x !== null))];
      const liveRefs = refs.length
        ? new Set(
            (
              await db
                .select({ ref: inboundOrders.returnRef })
                .from(inboundOrders)
                .where(and(eq(inboundOrders.clientId, scope.clientId), ne(inboundOrders.status, 9), sql`${inboundOrders.returnRef} = any(${sql.param(refs)}::text[])`))
            ).map((o) => o.ref),
          )
        : new Set<string | null>();
      for (const r of rows) {
        if (!known.has(r.value.sku)) add(r.rowNo, rowMessage(r.rowNo, 'not_found', { field: `${label('sku', lang)} ${r.value.sku}` }, lang));
        if (taken.has(r.value.orderInboundCode)) add(r.rowNo, rowMessage(r.rowNo, 'exists', { field: `${label('orderInboundCode', lang)} ${r.value.orderInboundCode}` }, lang));
        if (r.value.returnRef && liveRefs.has(r.value.returnRef)) add(r.rowNo, rowMessage(r.rowNo, 'exists', { field: `${label('returnRef', lang)} ${r.value.returnRef}` }, lang));
      }
      return out;
    },

    fromStored(data) {
      return ZStored.parse(data);
    },

    async commitBatch(tx, scope, rows) {
      const lang = scope.lang;
      const out = new Map<number, TRowOutcome>();
      const whs = await activeWarehouses(tx);
      const skuId = await activeSkuIdsByCodes(tx, scope.clientId, [...new Set(rows.map((r) => r.value.sku))]);
      const byOrder = new Map<string, typeof rows>();
      for (const r of rows) byOrder.set(r.value.orderInboundCode, [...(byOrder.get(r.value.orderInboundCode) ?? []), r]);

      for (const [code, group] of byOrder) {
        const fail = (rowNo: number, m: string) => out.set(rowNo, { ok: false, error: m });
        const usable = group.filter((r) => {
          if (!skuId.has(r.value.sku)) fail(r.rowNo, rowMessage(r.rowNo, 'not_found', { field: `${label('sku', lang)} ${r.value.sku}` }, lang));
          else if (!whs.has(r.value.warehouseCode)) fail(r.rowNo, rowMessage(r.rowNo, 'not_found', { field: `${label('warehouseCode', lang)} ${r.value.warehouseCode}` }, lang));
          else return true;
          return false;
        });
        if (usable.length === 0) continue;
        const lines = (rs: typeof usable) => rs.map((r) => ({ skuId: skuId.get(r.value.sku)!, expectedQuantity: r.value.expectedQuantity, lot: r.value.lot }));
        const [existing] = await tx
          .select({ id: inboundOrders.id, asnCode: inboundOrders.asnCode, uploadFileId: inboundOrders.uploadFileId, status: inboundOrders.status })
          .from(inboundOrders)
          .where(and(eq(inboundOrders.clientId, scope.clientId), eq(inboundOrders.orderInboundCode, code)))
          .limit(1)
          .for('update');
        if (existing) {
          // only an order this file made, still waiting, takes more of the file's lines
          if (existing.uploadFileId !== scope.fileId || existing.status !== 0) {
            for (const r of usable) fail(r.rowNo, rowMessage(r.rowNo, 'exists', { field: `${label('orderInboundCode', lang)} ${code}` }, lang));
            continue;
          }
          const have = new Set(
            (await tx.select({ skuId: inboundLines.skuId }).from(inboundLines).where(and(eq(inboundLines.inboundId, existing.id), inArray(inboundLines.skuId, usable.map((r) => skuId.get(r.value.sku)!))))).map(
              (l) => l.skuId,
            ),
          );
          const fresh = usable.filter((r) => {
            if (!have.has(skuId.get(r.value.sku)!)) return true;
            // a resumed batch: the line is there already
            out.set(r.rowNo, { ok: true, ref: existing.asnCode });
            return false;
          });
          await appendInboundLines(tx, existing.id, lines(fresh));
          for (const r of fresh) out.set(r.rowNo, { ok: true, ref: existing.asnCode });
          continue;
        }
        const h = usable[0]!.value;
        const created = await insertInbound(tx, {
          clientId: scope.clientId,
          warehouseId: whs.get(h.warehouseCode)!,
          tplInbound: h.tplInbound,
          estimateReceivedTime: h.estimateReceivedTime,
          zoneType: h.zoneType,
          customerNote: h.customerNote,
          orderInboundCode: code,
          type: h.type,
          returnRef: h.returnRef,
          source: 'IMPORT',
          uploadFileId: scope.fileId,
          createdBy: scope.userId,
          lines: lines(usable),
          logNote: `upload #${scope.fileId}`,
        });
        for (const r of usable) out.set(r.rowNo, { ok: true, ref: created.asnCode });
      }
      return out;
    },
  };
}

export const inboundUploadKind = defineUploadKind(inboundKind('inbound'));
export const inboundReturnUploadKind = defineUploadKind(inboundKind('inbound-return'));
