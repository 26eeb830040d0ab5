/**
 * Printed documents (docs/printing.md): express shipping labels and outbound delivery notes, one shared kit of
 * embedded font, text boxes that always fit, and vector barcodes.
 */
export { renderShippingLabels, LABEL_SIZES_MM, type TLabelSize, type TShippingLabel } from './shipping-label.ts';
export { type TPrintParty } from './common.ts';
export { renderInvoiceSummary, type TInvoiceSummary } from './invoice-summary.ts';
export { renderDeliveryNotes, type TDeliveryNote, type TDeliveryNoteLine } from './delivery-note.ts';
