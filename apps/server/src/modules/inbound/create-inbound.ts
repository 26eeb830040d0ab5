import {
  INBOUND_MESSAGES,
  INBOUND_ORDER_CODE_RE,
  RECEIVING_MESSAGES,
  toPositiveInt,
  toRowId,
  toVnDateKey,
  fieldErrorsOf,
  inboundDraftSchema,
  type TFieldError,
  type TInboundCreateInput,
  type TInboundDetail,
  type TInboundType,
  type TLang,
  type TZoneType,
} from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { DomainError, failFields } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { activeSkuIdsByCodes, skusByIds } from '../sku/index.ts';
import { findActiveTransporter, warehousesByIds } from '../warehouses/index.ts';
import { getInboundDetail } from './get-inbound.ts';
import { insertInbound } from './insert-inbound.ts';

export interface TCreateInboundContext {
  clientId: number;
  actorUserId: number | null;
  lang: TLang;
  type?: TInboundType;
  returnRef?: string | null;
  source?: 'WEB' | 'IMPORT' | 'API';
  now?: Date;
}

/**
 * Creates an inbound order (SPEC §5): warehouse, carrier and zone type required, expected quantities whole and
 * above 0, the receive date today or later in Vietnam, at least one line, every SKU the client's own. The
 * client's code is unique per client (30001), also against a create at the same moment (unique index).
 */
export async function createInbound(db: TDb, input: TInboundCreateInput, ctx: TCreateInboundContext): Promise<TInboundDetail> {
  const { lang, clientId } = ctx;
  const now = ctx.now ?? new Date();
  const lines = input.lines ?? [];

  // lines given by id are checked by their code like the others
  const ids = lines.map((l) => l.skuId).filter((x): x is number => typeof x === 'number');
  const byId = await skusByIds(db, ids);
  const codeOfId = (id: number) => {
    const s = byId.get(id);
    return s && s.clientId === clientId ? s.sku : `#${id}`;
  };
  const codes = lines.map((l) => (l.sku ?? '').trim() || (l.skuId ? codeOfId(l.skuId) : ''));

  const errors: TFieldError[] = fieldErrorsOf(
    inboundDraftSchema(now),
    {
      warehouseId: input.warehouseId,
      tplInbound: input.tplInbound,
      zoneType: input.zoneType,
      estimateReceivedTime: input.estimateReceivedTime,
      lines: lines.map((l, i) => ({ sku: codes[i], expectedQuantity: l.expectedQuantity })),
    },
    lang,
  );
  const add = (field: string, label: { vi: string; en: string }) => errors.push({ field, message: label[lang] });

  const orderCode = (input.orderInboundCode ?? '').trim();
  if (orderCode !== '' && !INBOUND_ORDER_CODE_RE.test(orderCode)) add('orderInboundCode', INBOUND_MESSAGES.codeInvalid);

  const warehouseId = toRowId(input.warehouseId);
  const w = warehouseId === null ? undefined : (await warehousesByIds(db, [warehouseId])).get(warehouseId);
  if (!w?.isActive && !errors.some((e) => e.field === 'warehouseId')) add('warehouseId', INBOUND_MESSAGES.warehouseMissing);
  let tplCode: string | null = null;
  const tpl = input.tplInbound === null || input.tplInbound === undefined ? '' : String(input.tplInbound).trim();
  if (tpl !== '') {
    const t = await findActiveTransporter(db, tpl);
    if (t) tplCode = t.code;
    else add('tplInbound', INBOUND_MESSAGES.carrierMissing);
  }

  const wanted = [...new Set(codes.filter((c) => c !== ''))];
  const skuByCode = await activeSkuIdsByCodes(db, clientId, wanted);
  lines.forEach((l, i) => {
    const code = codes[i] ?? '';
    if (code !== '' && !skuByCode.has(code) && !errors.some((e) => e.field === `lines.${i}.sku`)) add(`lines.${i}.sku`, INBOUND_MESSAGES.skuMissing);
    for (const f of ['productionDate', 'expiryDate'] as const) {
      const v = l[f];
      if (v !== null && v !== undefined && v.trim() !== '' && toVnDateKey(v) === null) add(`lines.${i}.${f}`, RECEIVING_MESSAGES.dateInvalid);
    }
  });
  if (errors.length) failFields(errors);

  const eta = toVnDateKey(input.estimateReceivedTime as string | number)!;
  try {
    const { id } = await inTransaction(db, (tx) =>
      insertInbound(tx, {
        clientId,
        warehouseId: warehouseId!,
        tplInbound: tplCode!,
        estimateReceivedTime: eta,
        zoneType: input.zoneType as TZoneType,
        customerNote: input.customerNote?.trim() || null,
        orderInboundCode: orderCode || null,
        type: ctx.type ?? 'NI',
        returnRef: ctx.returnRef ?? null,
        source: ctx.source ?? 'WEB',
        createdBy: ctx.actorUserId,
        now,
        lines: lines.map((l, i) => ({
          skuId: skuByCode.get(codes[i]!)!,
          expectedQuantity: toPositiveInt(l.expectedQuantity)!,
          lot: l.lot?.trim() || null,
          productionDate: l.productionDate ? toVnDateKey(l.productionDate) : null,
          expiryDate: l.expiryDate ? toVnDateKey(l.expiryDate) : null,
          condition: l.condition,
        })),
      }),
    );
    return await getInboundDetail(db, id);
  } catch (err) {
    if (isUniqueViolation(err, 'inbound_orders_client_code_uq')) throw new DomainError(30001, { data: { field: 'orderInboundCode' } });
    if (isUniqueViolation(err, 'inbound_orders_client_return_uq')) throw new DomainError(30006);
    throw err;
  }
}
