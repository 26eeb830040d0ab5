/** ZPL for 203 dpi thermal printers (docs/printing.md, "Thermal labels"): text as graphic fields, printer barcodes. */
export { renderShippingLabelsZpl } from './shipping-label-zpl.ts';
export { ZplLabel, DOTS_PER_MM, dots } from './zpl.ts';
