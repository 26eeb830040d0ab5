/** ZPL for 203 dpi thermal printers (docs/printing.md, "Thermal labels"): text as graphic fields, printer barcodes. */
export { renderShippingLabelsZpl } from './shipping-label-zpl.ts';
export { renderLocationLabelsZpl, renderSkuLabelsZpl, STOCK_LABEL_MM, type TLocationLabel, type TSkuLabel } from './stock-labels-zpl.ts';
export { ZplLabel, DOTS_PER_MM, code128Fits, dots } from './zpl.ts';
