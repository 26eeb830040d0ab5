import { and, asc, inArray, or, sql } from 'drizzle-orm';
import { OUTBOUND_CARRIER_LABELS, labelOf, type TLang, type TPrintBillInput, type TRequiredNote, type TServiceType, type TStoredOldAddress } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { DomainError } from '../../lib/errors.ts';
import type { TDeliveryNote } from '../../lib/pdf/index.ts';
import { clientNamesByIds } from '../accounts/index.ts';
import { printedAddress } from '../master-data/index.ts';
import { skusByIds } from '../sku/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';
import { outboundLines, outboundOrders } from './schema.ts';

/** Who runs the warehouses, printed at the top of every note. */
const PROVIDER_NAME = 'FFM Fulfillment';

/**
 * The delivery notes (phiếu xuất kho kiêm giao hàng) of the orders asked for, in the caller's scope and the order
 * asked: receiver and sender with their ward, district and province, the lines with SKU names, money, service,
 * carrier and tracking code. An id or code outside the scope is not found (40000).
 */
export async function deliveryNotesFor(db: TDbOrTx, input: TPrintBillInput, scope: TDataScope, lang: TLang): Promise<TDeliveryNote[]> {
  const o = outboundOrders;
  const ids = input.ids ?? [];
  const codes = input.codes ?? [];
  const orders = await db
    .select()
    .from(o)
    .where(and(inScope(o.clientId, scope), or(ids.length ? inArray(o.id, ids) : undefined, codes.length ? or(inArray(o.soCode, codes), inArray(o.clientOrderCode, codes)) : undefined)));
  if (orders.length === 0) throw new DomainError(40000);
  const lines = await db
    .select()
    .from(outboundLines)
    .where(sql`${outboundLines.outboundId} = any(${sql.param(orders.map((x) => x.id))}::int[])`)
    .orderBy(asc(outboundLines.outboundId), asc(outboundLines.lineNo));
  const [skuOf, whOf, clientOf] = await Promise.all([skusByIds(db, lines.map((l) => l.skuId)), warehousesByIds(db, orders.map((x) => x.warehouseId)), clientNamesByIds(db, orders.map((x) => x.clientId))]);
  // the 2025 address, with the old one it arrived with in small print (issue 24; printedAddress)
  const place = (provinceId: number, districtId: number | null, wardCode: string, old?: TStoredOldAddress | null) => printedAddress(provinceId, districtId, wardCode, old);
  const asked = [...ids.map((id) => orders.find((x) => x.id === id)), ...codes.map((c) => orders.find((x) => x.soCode === c || x.clientOrderCode === c))];
  const seen = new Set<number>();
  return asked.flatMap((x) => {
    if (!x || seen.has(x.id)) return [];
    seen.add(x.id);
    const wh = whOf.get(x.warehouseId);
    const clientName = clientOf.get(x.clientId) ?? null;
    return [
      {
        code: x.soCode,
        clientOrderCode: x.clientOrderCode,
        providerName: PROVIDER_NAME,
        warehouse: { code: wh?.code ?? '', name: wh?.name ?? '', address: wh?.address ?? null },
        clientName,
        orderType: x.zoneType,
        createdAt: x.createdAt,
        sender: {
          name: x.fromName ?? clientName ?? '',
          phone: x.fromPhone ?? wh?.phone ?? '',
          ...(x.fromAddress ? { address: x.fromAddress } : { address: wh?.address ?? '', ...(wh ? place(wh.provinceId, wh.districtId, wh.wardCode) : {}) }),
        },
        receiver: { name: x.toName, phone: x.toPhone, address: x.toAddress, ...place(x.toProvinceId, x.toDistrictId, x.toWardCode, x.toAddressOld) },
        carrierName: x.carrier ? (x.carrier in OUTBOUND_CARRIER_LABELS ? labelOf(OUTBOUND_CARRIER_LABELS, x.carrier as keyof typeof OUTBOUND_CARRIER_LABELS, lang) : x.carrier) : null,
        shippingOrderCode: x.shippingOrderCode,
        sortCode: x.sortCode,
        serviceTypeId: x.shippingServiceType as TServiceType,
        paymentTypeId: x.shippingPaymentType,
        requiredNote: x.shippingRequiredNote as TRequiredNote,
        codAmount: x.codAmount,
        goodsValue: x.goodsValue,
        goodsName: x.goodsName,
        note: x.note,
        lines: lines
          .filter((l) => l.outboundId === x.id)
          .map((l) => ({ lineNo: l.lineNo, sku: skuOf.get(l.skuId)?.sku ?? '', name: skuOf.get(l.skuId)?.name ?? '', quantity: l.quantity, unit: l.unit })),
      },
    ];
  });
}
