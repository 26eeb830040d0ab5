import { eq, sql } from 'drizzle-orm';
import { putAwayMessage, receivingMessage, type TInboundDetail, type TLang, type TPutAwayInput, type TPutAwaySuggestionOf } from '@ffm/domain';
import type { TDataScope } from '../../db/scope.ts';
import type { TDb, TTx } from '../../db/client.ts';
import { DomainError, failFields, type TFieldError } from '../../lib/errors.ts';
import { balanceKeyOf, postMovements, stockAttributesByKeys, type TMovement } from '../inventory/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hasActiveRules, suggestBins } from '../put-away/index.ts';
import { skusByIds } from '../sku/index.ts';
import { requireLocation, type TLocationRow } from '../warehouses/index.ts';
import { dockStock, type TDockStock } from './dock-stock.ts';
import { getInboundDetail } from './get-inbound.ts';
import { writeInboundLog } from './inbound-log.ts';
import { lockInbound, type TInboundRow } from './lock-inbound.ts';
import { dockGoods } from './put-away-suggestions.ts';
import { inboundLines, inboundOrders, inboundPutAways } from './schema.ts';

interface TPlannedPut {
  lineId: number;
  sku: string;
  from: TDockStock;
  to: TLocationRow;
  qty: number;
  /** the put-away rules' bin for these goods, and why the worker chose another */
  suggested: TPutAwaySuggestionOf | null;
  overrideReason: string | null;
  /** the input item it comes from (items mode) */
  itemIndex: number;
}

/**
 * Puts received goods away (status 4): from the dock to storage locations, per line, lot, condition and
 * quantity, or everything still on the dock into one location. PUTAWAY_OUT on the dock and PUTAWAY_IN on the
 * location, both still held for the order; the stock becomes available when the order is completed.
 */
export async function putAway(db: TDb, input: TPutAwayInput, scope: TDataScope, actorUserId: number, lang: TLang): Promise<TInboundDetail> {
  await inTransaction(db, async (tx) => {
    const order = await lockInbound(tx, { id: input.id }, scope);
    if (order.status !== 4) throw new DomainError(400, { message: receivingMessage('notPuttingAway', lang), data: { status: order.status } });
    const lineRows = await tx.select({ id: inboundLines.id, skuId: inboundLines.skuId }).from(inboundLines).where(eq(inboundLines.inboundId, order.id));
    const skuOfId = await skusByIds(tx, lineRows.map((l) => l.skuId));
    const lines = lineRows.flatMap((l) => {
      const s = skuOfId.get(l.skuId);
      return s ? [{ ...l, sku: s.sku }] : [];
    });
    const lineById = new Map(lines.map((l) => [l.id, l]));
    const lineBySku = new Map(lines.map((l) => [l.skuId, l]));
    const dock = await dockStock(tx, order.id);
    const left = new Map(dock.map((d) => [d, d.qty]));
    const storage = ['STORAGE'] as const;

    const plan: TPlannedPut[] = [];
    const errors: TFieldError[] = [];
    if (input.items) {
      for (const [i, item] of input.items.entries()) {
        const line = lineById.get(item.lineId);
        if (!line) {
          errors.push({ field: `items.${i}.lineId`, message: receivingMessage('lineNotInOrder', lang) });
          continue;
        }
        const to = await requireLocation(tx, order.warehouseId, item.locationCode, lang, { field: `items.${i}.locationCode`, purposes: storage });
        let need = item.quantity;
        for (const d of dock) {
          if (need === 0) break;
          if (d.skuId !== line.skuId || d.lot !== item.lot || d.condition !== item.condition) continue;
          const take = Math.min(need, left.get(d)!);
          if (take <= 0) continue;
          left.set(d, left.get(d)! - take);
          plan.push({ lineId: line.id, sku: line.sku, from: d, to, qty: take, suggested: null, overrideReason: item.overrideReason ?? null, itemIndex: i });
          need -= take;
        }
        if (need > 0) errors.push({ field: `items.${i}.quantity`, message: receivingMessage('putAwayExceeds', lang) });
      }
    } else {
      const to = await requireLocation(tx, order.warehouseId, input.locationCode!, lang, { purposes: storage });
      for (const d of dock) {
        const line = lineBySku.get(d.skuId);
        if (line) plan.push({ lineId: line.id, sku: line.sku, from: d, to, qty: d.qty, suggested: null, overrideReason: input.overrideReason ?? null, itemIndex: -1 });
      }
      if (plan.length === 0) errors.push({ field: 'locationCode', message: receivingMessage('nothingToPutAway', lang) });
    }
    if (errors.length) failFields(errors);
    await checkSuggestions(tx, order, dock, plan, input.items ? 'items' : 'all', lang);

    // the dock rows' attributes travel with the goods
    const movements: TMovement[] = [];
    const ref = { refType: 'INBOUND' as const, refId: order.id, refCode: order.asnCode };
    const sourceKey = (p: TPlannedPut) => ({ warehouseId: order.warehouseId, clientId: order.clientId, skuId: p.from.skuId, lot: p.from.lot, locationId: p.from.locationId, condition: p.from.condition });
    const sources = await stockAttributesByKeys(tx, plan.map(sourceKey));
    for (const p of plan) {
      const key = sourceKey(p);
      const src = sources.get(balanceKeyOf(key));
      const attrs = { productionDate: src?.productionDate ?? null, expiryDate: src?.expiryDate ?? null, zoneType: src?.zoneType ?? order.zoneType, warehousedAt: src?.warehousedAt ?? null };
      movements.push(
        { ...key, ...attrs, ...ref, locationId: p.from.locationId, type: 'PUTAWAY_OUT', qtyDelta: -p.qty, heldDelta: -p.qty },
        { ...key, ...attrs, ...ref, locationId: p.to.id, type: 'PUTAWAY_IN', qtyDelta: p.qty, heldDelta: p.qty },
      );
    }
    await postMovements(tx, movements, actorUserId);
    await tx.insert(inboundPutAways).values(
      plan.map((p) => ({
        inboundId: order.id,
        lineId: p.lineId,
        lot: p.from.lot,
        condition: p.from.condition,
        locationId: p.to.id,
        quantity: p.qty,
        suggestedLocationId: p.suggested?.binId ?? null,
        overrideReason: p.suggested && p.suggested.binId !== p.to.id ? p.overrideReason : null,
        actorUserId,
      })),
    );
    const perLine = new Map<number, number>();
    for (const p of plan) perLine.set(p.lineId, (perLine.get(p.lineId) ?? 0) + p.qty);
    for (const [lineId, qty] of perLine) {
      await tx.update(inboundLines).set({ putAwayQuantity: sql`${inboundLines.putAwayQuantity} + ${qty}` }).where(eq(inboundLines.id, lineId));
    }
    await tx.update(inboundOrders).set({ updatedAt: new Date() }).where(eq(inboundOrders.id, order.id));
    await writeInboundLog(tx, {
      inboundId: order.id,
      action: 'PUT_AWAY',
      note: plan
        .map((p) => {
          const other = p.suggested && p.suggested.binId !== p.to.id ? ` (≠ ${p.suggested.code}${p.overrideReason ? `: ${p.overrideReason}` : ''})` : '';
          return `${p.sku}${p.from.lot ? ` lot ${p.from.lot}` : ''} ${p.from.condition} → ${p.to.code}: ${p.qty}${other}`;
        })
        .join('; '),
      actorUserId,
    });
  });
  return getInboundDetail(db, input.id);
}

/**
 * Directed put-away: each planned put gets the bin the warehouse's rules suggest for its goods (modules/put-away),
 * as the console showed it (the whole dock placed at once) or for the quantity put alone; a bin other than both needs
 * a reason where the warehouse has rules. The suggestion and the reason are kept with the put-away.
 */
async function checkSuggestions(tx: TTx, order: TInboundRow, dock: readonly TDockStock[], plan: TPlannedPut[], mode: 'items' | 'all', lang: TLang): Promise<void> {
  if (plan.length === 0) return;
  const goods = (p: TPlannedPut, qty: number) => ({ clientId: order.clientId, skuId: p.from.skuId, lot: p.from.lot, condition: p.from.condition, qty });
  const keyOf = (g: { skuId: number; lot: string; condition: string }) => `${g.skuId}|${g.lot}|${g.condition}`;
  const waiting = dockGoods(dock);
  const [forQty, forDock] = await Promise.all([
    suggestBins(
      tx,
      order.warehouseId,
      plan.map((p) => goods(p, p.qty)),
    ),
    // what the console shows: every row on the dock placed in one go (putAwaySuggestions)
    suggestBins(
      tx,
      order.warehouseId,
      waiting.map((g) => ({ ...g, clientId: order.clientId })),
    ),
  ]);
  const shown = new Map(waiting.map((g, i) => [keyOf(g), forDock[i]]));
  const directed = await hasActiveRules(tx, order.warehouseId);
  const errors: TFieldError[] = [];
  plan.forEach((p, i) => {
    const candidates = [shown.get(keyOf(p.from)), forQty[i]].filter((s): s is TPutAwaySuggestionOf => !!s);
    p.suggested = candidates.find((s) => s.binId === p.to.id) ?? candidates[0] ?? null;
    if (!directed || !p.suggested || p.suggested.binId === p.to.id || p.overrideReason) return;
    const field = mode === 'items' ? `items.${p.itemIndex}.overrideReason` : 'overrideReason';
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: putAwayMessage('overrideReasonRequired', lang, { code: p.suggested.code }) });
  });
  if (errors.length) failFields(errors);
}

