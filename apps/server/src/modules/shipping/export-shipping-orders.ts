import { and, desc, inArray, sql } from 'drizzle-orm';
import {
  dmyHm,
  labelOf,
  PAYMENT_TYPE_LABELS,
  REQUIRED_NOTE_LABELS,
  SERVICE_TYPE_LABELS,
  SHIPPING_STATUS_LABELS,
  uiMessagesFor,
  vnDateKey,
  type TCellValue,
  type TLang,
  type TShippingExportInput,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetBatches } from '../../db/list-page.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { shopNameSql } from '../accounts/index.ts';
import { storedAddressUnits } from '../master-data/index.ts';
import { shippingConditions, tabCondition } from './list-shipping-orders.ts';
import { shippingOrders } from './schema.ts';

const o = shippingOrders;
const BATCH = 1_000;

/**
 * The orders of the list's filters and tab (or the given codes), newest first, one row per order: read in keyset
 * batches as the writer asks for rows (docs/lists.md), so memory stays bounded and no order is left out.
 */
export function exportShippingOrders(db: TDbOrTx, input: TShippingExportInput, scope: TDataScope, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  const where = and(shippingConditions(input, scope), tabCondition(input), input.order_codes?.length ? inArray(o.orderCode, input.order_codes) : undefined);
  const columns = {
    id: o.id,
    createdAt: o.createdAt,
    orderCode: o.orderCode,
    clientOrderCode: o.clientOrderCode,
    shopName: shopNameSql(o.shopId),
    status: o.status,
    toName: o.toName,
    toPhone: o.toPhone,
    toAddress: o.toAddress,
    toProvinceId: o.toProvinceId,
    toDistrictId: o.toDistrictId,
    toWardCode: o.toWardCode,
    weight: o.weight,
    convertedWeight: o.convertedWeight,
    codAmount: o.codAmount,
    insuranceValue: o.insuranceValue,
    totalFee: o.totalFee,
    serviceTypeId: o.serviceTypeId,
    paymentTypeId: o.paymentTypeId,
    requiredNote: o.requiredNote,
    content: o.content,
    leadtime: o.leadtime,
  };
  const fetchBatch = async (last: { id: number } | undefined) => {
    const after = last ? sql`(${o.createdAt}, ${o.id}) < (select ${o.createdAt}, ${o.id} from ${o} where ${o.id} = ${last.id})` : undefined;
    return db.select(columns).from(o).where(and(where, after)).orderBy(desc(o.createdAt), desc(o.id)).limit(BATCH);
  };
  async function* rows(): AsyncGenerator<TCellValue[]> {
    for await (const batch of keysetBatches(fetchBatch, BATCH)) {
      for (const r of batch) {
        // read with its scheme: a 2025 address (no district) names its ward in the 2025 data, where codes mean other places
        const place = storedAddressUnits(r.toProvinceId, r.toDistrictId, r.toWardCode).label;
        yield [
          r.orderCode,
          r.clientOrderCode,
          r.shopName ?? '',
          labelOf(SHIPPING_STATUS_LABELS, r.status, lang),
          r.toName,
          r.toPhone,
          [r.toAddress, place].filter(Boolean).join(', '),
          r.weight,
          r.convertedWeight,
          r.codAmount,
          r.insuranceValue,
          r.totalFee,
          labelOf(SERVICE_TYPE_LABELS, r.serviceTypeId as 1, lang),
          labelOf(PAYMENT_TYPE_LABELS, r.paymentTypeId as 1, lang),
          labelOf(REQUIRED_NOTE_LABELS, r.requiredNote, lang),
          r.content,
          dmyHm(r.leadtime),
          dmyHm(r.createdAt),
        ];
      }
    }
  }
  const f = uiMessagesFor(lang).shipping.field;
  const header = [f.orderCode, f.clientOrderCode, f.shop, f.status, f.toName, f.toPhone, f.toAddress, f.weight, f.convertedWeight, f.codAmount, f.insuranceValue, f.totalFee, f.service, f.paymentType, f.requiredNote, f.content, f.leadtime, f.createdAt];
  return {
    fileName: `van-don-${vnDateKey(new Date()).replace(/-/g, '')}.xlsx`,
    sheets: [{ name: f.exportSheet, columns: header.map((h) => ({ header: h, width: 18 })), rows: rows() }],
  };
}
