import type { TLang } from '@ffm/domain';
import type { TTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { mainShopOfClient } from '../../modules/accounts/index.ts';
import { outboundLinesOf, type TOutboundRow } from '../../modules/outbound/index.ts';
import { createShippingOrder, existingByClientCode } from '../../modules/shipping/index.ts';
import { skusByIds } from '../../modules/sku/index.ts';
import { warehousesByIds } from '../../modules/warehouses/index.ts';

/**
 * The express order a handed-over outbound order becomes, through the express module's own create use case (the
 * one the API uses: the same rules, limits, tariff and log): shipped as the client's main shop from the
 * warehouse's address, with the shop's own order code as its client order code (the label's "Mã đơn shop", the
 * callbacks' client_order_code; the SO code when the shop already sent another express order under that code) and
 * the order's lines as its items (the label's total quantity). The parcel is in the provider's hands then, so the
 * express order starts picked up (its log says by whom, with the handover batch and the warehouse): no longer the
 * shop's to cancel or readdress. Answers its order code.
 */
export async function expressOrderFor(tx: TTx, order: TOutboundRow, actorUserId: number, batchCode: string, lang: TLang): Promise<string> {
  const shopId = await mainShopOfClient(tx, order.clientId);
  if (shopId === null) throw new DomainError(60016);
  const warehouse = (await warehousesByIds(tx, [order.warehouseId])).get(order.warehouseId)!;
  const lines = await outboundLinesOf(tx, order.id);
  const skuOf = await skusByIds(tx, lines.map((l) => l.skuId));
  const items = lines.map((l) => ({ name: skuOf.get(l.skuId)?.name || skuOf.get(l.skuId)?.sku || order.soCode, code: skuOf.get(l.skuId)?.sku ?? '', quantity: l.quantity }));
  // a code the shop already gave one of its own express orders would answer that order, not create this parcel's
  const codeTaken = (await existingByClientCode(tx, shopId, order.clientOrderCode)) !== undefined;
  const created = await createShippingOrder(
    tx,
    { kind: 'client', clientId: order.clientId, userId: actorUserId, shopId, acting: true, lang },
    {
      shop_id: shopId,
      client_order_code: codeTaken ? order.soCode : order.clientOrderCode,
      from_name: warehouse.name,
      from_phone: warehouse.phone ?? undefined,
      from_address: warehouse.address,
      // the stored addresses in their scheme: a 2025 one goes as GHN's new address model
      ...(warehouse.addressScheme === '2025'
        ? { is_new_from_address: true, from_province_id: warehouse.provinceId, from_ward_id: warehouse.wardCode }
        : { from_district_id: warehouse.districtId, from_ward_code: warehouse.wardCode }),
      to_name: order.toName,
      to_phone: order.toPhone,
      to_address: order.toAddress,
      ...(order.toAddressScheme === '2025'
        ? { is_new_to_address: true, to_province_id: order.toProvinceId, to_ward_id: order.toWardCode }
        : { to_district_id: order.toDistrictId, to_ward_code: order.toWardCode }),
      weight: order.weight ?? undefined,
      length: order.length ?? undefined,
      width: order.width ?? undefined,
      height: order.height ?? undefined,
      cod_amount: order.codAmount,
      insurance_value: order.goodsValue,
      service_type_id: order.shippingServiceType,
      payment_type_id: order.shippingPaymentType,
      required_note: order.shippingRequiredNote,
      content: order.goodsName ?? order.soCode,
      items,
      note: order.note ?? undefined,
    },
    { actorUserId, pickedUp: { reason: `${batchCode} · ${warehouse.name}` }, storedAddresses: true },
  );
  return created.order_code;
}
