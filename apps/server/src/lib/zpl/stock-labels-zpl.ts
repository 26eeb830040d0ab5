import { ZplLabel } from './zpl.ts';

/**
 * Barcode labels of the warehouse floor as ZPL for 203 dpi printers: a location label (80 × 40 mm: the location
 * code large with its Code 128, the warehouse) for bins and shelves, and a product label (80 × 40 mm: the SKU's Code
 * 128 and code, its name, the customer) for goods without a usable barcode. One `^XA … ^XZ` per copy.
 */

export interface TLocationLabel {
  warehouseCode: string;
  warehouseName: string;
  code: string;
  zone: string;
}

export interface TSkuLabel {
  sku: string;
  name: string;
  customerCode: string;
}

export const STOCK_LABEL_MM = { w: 80, h: 40 } as const;

function locationLabel(l: TLocationLabel): string {
  const z = new ZplLabel(STOCK_LABEL_MM.w, STOCK_LABEL_MM.h);
  z.frame(1.5, 1.5, 77, 37, 3);
  z.textLine(l.code, 3, 3, 74, 11, { weight: 'bold', size: 30, minSize: 14, align: 'center' });
  z.code128(l.code, 3, 15, 74, 14, 4);
  z.textLine(`${l.warehouseCode} · Khu ${l.zone} · ${l.warehouseName}`, 3, 31, 74, 5, { size: 8, minSize: 6, align: 'center' });
  return z.end();
}

function skuLabel(l: TSkuLabel): string {
  const z = new ZplLabel(STOCK_LABEL_MM.w, STOCK_LABEL_MM.h);
  z.code128(l.sku, 2, 2.5, 76, 13, 4);
  z.textLine(l.sku, 3, 16.5, 74, 6, { weight: 'bold', size: 14, minSize: 8, align: 'center' });
  z.textBox(l.name, 3, 23.5, 74, 10, { size: 9, minSize: 6, align: 'center' });
  z.textLine(`KH: ${l.customerCode}`, 3, 34, 74, 4, { size: 7, align: 'center' });
  return z.end();
}

/** Location labels, `copies` of each, as one ZPL stream; throws on an empty list or a code too long to scan. */
export function renderLocationLabelsZpl(labels: readonly TLocationLabel[], copies = 1): string {
  if (labels.length === 0) throw new Error('no label to print');
  return labels.map((l) => locationLabel(l).repeat(copies)).join('');
}

/** Product labels, `copies` of each, as one ZPL stream; throws on an empty list or a code too long to scan. */
export function renderSkuLabelsZpl(labels: readonly TSkuLabel[], copies = 1): string {
  if (labels.length === 0) throw new Error('no label to print');
  return labels.map((l) => skuLabel(l).repeat(copies)).join('');
}
