import type { FastifyReply } from 'fastify';
import { floorLabelMessage, putAwayMessage, type TLang, type TLocationLabelsInput, type TSkuLabelsInput } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { failFields, type TFieldError } from '../../lib/errors.ts';
import { sendZpl } from '../../lib/send-zpl.ts';
import { code128Fits, STOCK_LABEL_MM, type TLocationLabel, type TSkuLabel } from '../../lib/zpl/index.ts';
import { findActiveClient } from '../accounts/index.ts';
import { activeSkuIdsByCodes, skuSizesByIds } from '../sku/index.ts';
import { findLocation, requireWarehouse, storageBins } from '../warehouses/index.ts';

function checkCodes(codes: readonly string[], lang: TLang): void {
  const errors: TFieldError[] = [];
  codes.forEach((code, i) => {
    if (!code128Fits(code, STOCK_LABEL_MM.w - 4)) errors.push({ field: `codes.${i}`, message: floorLabelMessage('codeTooLong', lang, { code }) });
  });
  if (errors.length) failFields(errors);
}

/** Location barcode labels (ZPL): the codes named that exist in the warehouse, or every active storage bin of a zone, in code order. */
export async function printLocationLabels(db: TDbOrTx, reply: FastifyReply, input: TLocationLabelsInput, lang: TLang): Promise<void> {
  const warehouse = await requireWarehouse(db, input.warehouseId, lang);
  const labels: TLocationLabel[] = [];
  if (input.codes) {
    for (const code of input.codes) {
      const loc = await findLocation(db, warehouse.id, code);
      if (loc) labels.push({ warehouseCode: warehouse.code, warehouseName: warehouse.name, code: loc.code, zone: loc.zone });
    }
  } else {
    for (const b of await storageBins(db, warehouse.id, { zone: input.zone })) labels.push({ warehouseCode: warehouse.code, warehouseName: warehouse.name, code: b.code, zone: b.zone });
  }
  if (labels.length === 0) failFields([{ field: input.codes ? 'codes' : 'zone', message: floorLabelMessage('nothingFound', lang) }]);
  checkCodes(
    labels.map((l) => l.code),
    lang,
  );
  await sendZpl(reply, `vi-tri-${warehouse.code}-${labels.length}.zpl`, { kind: 'zpl-locations', labels, copies: input.copies });
}

/** Product barcode labels (ZPL) of a customer's active SKUs by code, in the order asked; unknown codes are field errors. */
export async function printSkuLabels(db: TDbOrTx, reply: FastifyReply, input: TSkuLabelsInput, lang: TLang): Promise<void> {
  const client = await findActiveClient(db, input.customerId);
  if (!client) failFields([{ field: 'customerId', message: putAwayMessage('customerMissing', lang) }]);
  const ids = await activeSkuIdsByCodes(db, client.id, input.codes);
  const missing = input.codes.flatMap((code, i) => (ids.has(code) ? [] : [{ field: `codes.${i}`, message: floorLabelMessage('nothingFound', lang) }]));
  if (missing.length) failFields(missing);
  checkCodes(input.codes, lang);
  const sizes = await skuSizesByIds(db, [...ids.values()]);
  const labels: TSkuLabel[] = input.codes.map((code) => ({ sku: code, name: sizes.get(ids.get(code)!)?.name ?? '', customerCode: client.code }));
  await sendZpl(reply, `san-pham-${client.code}-${labels.length}.zpl`, { kind: 'zpl-skus', labels, copies: input.copies });
}
