import {
  INBOUND_TYPE_LABELS,
  INBOUND_TYPES,
  labelOf,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  PICKUP_TIME_OPTIONS,
  REQUIRED_NOTE_LABELS,
  REQUIRED_NOTES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  SKU_CATEGORY_CODES,
  SKU_CATEGORY_LABELS,
  SKU_UNIT_CODES,
  SKU_UNIT_LABELS,
  STOCK_CONDITION_LABELS,
  STOCK_CONDITIONS,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TLabel,
  type TLang,
  type TMasterData,
  type TOption,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { listTransporters, listWarehouses } from '../warehouses/index.ts';

function options<K extends string | number>(codes: readonly K[], labels: Readonly<Record<K, TLabel>>, lang: TLang): TOption[] {
  return codes.map((value) => ({ value, label: labelOf(labels, value, lang) }));
}

/** The reference lists of every form, in the caller's language (SPEC §7 master data). */
export async function getMasterData(db: TDbOrTx, lang: TLang): Promise<TMasterData> {
  const [warehouses, transporters] = await Promise.all([listWarehouses(db, false), listTransporters(db)]);
  return {
    warehouses,
    transporters,
    inboundTypes: options(INBOUND_TYPES, INBOUND_TYPE_LABELS, lang),
    zoneTypes: options(ZONE_TYPES, ZONE_TYPE_LABELS, lang),
    skuCategories: options(SKU_CATEGORY_CODES, SKU_CATEGORY_LABELS, lang),
    skuUnits: options(SKU_UNIT_CODES, SKU_UNIT_LABELS, lang),
    stockConditions: options(STOCK_CONDITIONS, STOCK_CONDITION_LABELS, lang),
    serviceTypes: options(SERVICE_TYPES, SERVICE_TYPE_LABELS, lang),
    paymentTypes: options(PAYMENT_TYPES, PAYMENT_TYPE_LABELS, lang),
    requiredNotes: options(REQUIRED_NOTES, REQUIRED_NOTE_LABELS, lang),
    pickupTimes: PICKUP_TIME_OPTIONS.map((o) => ({ value: o.value, label: o[lang] })),
  };
}
