import {
  isBlank,
  normalizePaymentType,
  normalizePhone,
  OUTBOUND_MESSAGES,
  OUTBOUND_ORDER_MESSAGES,
  toInt,
  toPositiveInt,
  toRowId,
  fieldErrorsOf,
  outboundDraftSchema,
  outboundShippingSchema,
  type TFieldError,
  type TLang,
  type TOutboundCreateInput,
  type TOutboundLimits,
  type TAddressScheme,
  type TStoredOldAddress,
  type TRequiredNote,
  type TZoneType,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { readDeliveryBlocks, readPhonePrefixes, readShopContract } from '../config/index.ts';
import { check2025Address, resolveAddress } from '../master-data/index.ts';
import { searchActiveSkus, skusByIds } from '../sku/index.ts';
import { warehousesByIds } from '../warehouses/index.ts';

/** A checked outbound order, ready to write. */
export interface TNewOutbound {
  clientId: number;
  warehouseId: number;
  clientOrderCode: string | null;
  zoneType: TZoneType;
  toName: string;
  toPhone: string;
  toAddress: string;
  toProvinceId: number;
  /** null for a 2025 address */
  toDistrictId: number | null;
  toWardCode: string;
  /** absent: 'v1' (the column's default) */
  toAddressScheme?: TAddressScheme;
  /** the pre-2025 address the order was converted from */
  toAddressOld?: TStoredOldAddress | null;
  fromName: string | null;
  fromPhone: string | null;
  fromAddress: string | null;
  shippingServiceType: number;
  shippingPaymentType: number;
  shippingRequiredNote: TRequiredNote;
  codAmount: number;
  goodsValue: number;
  goodsName: string | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  note: string | null;
  eBillLink: string | null;
  items: Array<{ skuId: number; quantity: number; unit: string }>;
}

/** The shop's contract limits, the block lists and the phone prefixes: read once per call (or per upload file). */
export async function readOutboundLimits(db: TDbOrTx, shopId: number | null): Promise<TOutboundLimits> {
  const [contract, blocks, phonePrefixes] = await Promise.all([readShopContract(db, shopId ?? 0), readDeliveryBlocks(db), readPhonePrefixes(db)]);
  return { contract, blocks, phonePrefixes };
}

const trimmed = (v: string | null | undefined) => (isBlank(v) ? null : String(v).trim());

/**
 * Every check of an outbound order (SPEC §3/§5) with a message per field: the draft's warehouse and items, the
 * receiver, shipping and money within the shop's limits, the address resolved to a real ward (40006's text when
 * not), every SKU the client's own and active. Answers the errors, or the order to write.
 */
export async function prepareOutbound(
  db: TDbOrTx,
  input: TOutboundCreateInput,
  ctx: { clientId: number; lang: TLang; limits: TOutboundLimits },
): Promise<{ errors: TFieldError[]; order: TNewOutbound | null }> {
  const { lang, clientId } = ctx;
  const items = input.items ?? [];
  const codes = items.map((i) => (i.sku ?? '').trim());
  const errors: TFieldError[] = fieldErrorsOf(outboundDraftSchema(), { warehouseId: input.warehouseId, items: items.map((i, n) => ({ sku: codes[n] || (i.skuId ? `#${i.skuId}` : ''), quantity: i.quantity })) }, lang);
  const add = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };

  // the receiver's address: a 2025 province + ward; or a pre-2025 ward (its district and province follow) or, from a
  // file, the text parsed
  let address: { provinceId: number; districtId: number | null; wardCode: string; scheme: TAddressScheme; old: TStoredOldAddress | null } | null = null;
  if (input.toAddressScheme === '2025') {
    const r = check2025Address(input.toProvinceId, trimmed(input.toWardCode), input.toAddressOld);
    if (r.ok) address = { provinceId: r.provinceId, districtId: null, wardCode: r.wardCode, scheme: '2025', old: r.old };
    else if (r.problem === 'old') add('toWardCode', OUTBOUND_ORDER_MESSAGES.oldAddressMismatch[lang]);
  } else {
    try {
      const r = resolveAddress(
        isBlank(input.toWardCode) && input.toDistrictId == null
          ? { text: input.toAddress ?? '' }
          : { provinceId: input.toProvinceId ?? null, districtId: input.toDistrictId ?? null, wardCode: trimmed(input.toWardCode) },
      );
      if (r.province && r.district && r.ward) address = { provinceId: r.province.id, districtId: r.district.id, wardCode: r.ward.code, scheme: 'v1', old: null };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
  }
  errors.push(
    ...fieldErrorsOf(
      outboundShippingSchema(ctx.limits),
      // the block lists hold pre-2025 codes: a 2025 ward (codes are reused) is not read against them
      { ...input, toDistrictId: address?.districtId ?? null, toWardCode: address?.scheme === '2025' ? null : (address?.wardCode ?? null) },
      lang,
    ).filter((e) => !errors.some((x) => x.field === e.field) && !(address?.scheme === '2025' && e.field === 'toWardCode')),
  );
  if (!address) add('toWardCode', OUTBOUND_ORDER_MESSAGES.addressInvalid[lang]);

  const warehouseId = toRowId(input.warehouseId);
  const w = warehouseId === null ? undefined : (await warehousesByIds(db, [warehouseId])).get(warehouseId);
  if (!w?.isActive) add('warehouseId', OUTBOUND_MESSAGES.warehouseFirst[lang]);

  // lines given by id are checked by their code like the others; a code may be the sku, mCode or sCode (a scanner)
  const byId = await skusByIds(db, items.map((i) => i.skuId));
  items.forEach((i, n) => {
    const s = i.skuId ? byId.get(i.skuId) : undefined;
    if (!codes[n] && s && s.clientId === clientId) codes[n] = s.sku;
  });
  const found = await searchActiveSkus(db, clientId, { codes: codes.filter((c) => c !== ''), limit: 500 });
  const skuByCode = new Map<string, (typeof found)[number]>();
  for (const f of found) for (const c of [f.sCode, f.mCode, f.sku]) skuByCode.set(c, f);
  const resolved = items.map((_, n) => (codes[n] ? skuByCode.get(codes[n]!) : undefined));
  const seen = new Set<number>();
  items.forEach((item, n) => {
    const s = resolved[n];
    if ((codes[n] || item.skuId) && !s) add(`items.${n}.sku`, OUTBOUND_MESSAGES.skuMissing[lang]);
    else if (s && seen.has(s.id)) add(`items.${n}.sku`, OUTBOUND_MESSAGES.skuDuplicate[lang]);
    if (s) seen.add(s.id);
  });
  if (errors.length || !address || warehouseId === null) return { errors, order: null };

  const int = (v: unknown) => (isBlank(v) ? null : toInt(v));
  return {
    errors,
    order: {
      clientId,
      warehouseId,
      clientOrderCode: trimmed(input.clientOrderCode),
      zoneType: input.zoneType as TZoneType,
      toName: input.toName!.trim(),
      toPhone: normalizePhone(input.toPhone),
      toAddress: input.toAddress!.trim(),
      toProvinceId: address.provinceId,
      toDistrictId: address.districtId,
      toWardCode: address.wardCode,
      toAddressScheme: address.scheme,
      toAddressOld: address.old,
      fromName: trimmed(input.fromName),
      fromPhone: isBlank(input.fromPhone) ? null : normalizePhone(input.fromPhone),
      fromAddress: trimmed(input.fromAddress),
      shippingServiceType: int(input.shippingServiceType) ?? 2,
      shippingPaymentType: normalizePaymentType(int(input.shippingPaymentType) ?? 1) ?? 1,
      shippingRequiredNote: (trimmed(input.shippingRequiredNote) ?? 'CHOXEMHANGKHONGTHU') as TRequiredNote,
      codAmount: int(input.codAmount) ?? 0,
      goodsValue: int(input.goodsValue) ?? 0,
      goodsName: trimmed(input.goodsName),
      weight: int(input.weight),
      length: int(input.length),
      width: int(input.width),
      height: int(input.height),
      note: trimmed(input.note),
      eBillLink: trimmed(input.eBillLink),
      items: items.map((i, n) => ({ skuId: resolved[n]!.id, quantity: toPositiveInt(i.quantity)!, unit: trimmed(i.unit) ?? resolved[n]!.unit })),
    },
  };
}
