import type { TDbOrTx } from '../../db/client.ts';

/**
 * What a COD transfer may pay besides the shop's debts: the client's open fee invoices, when the client chose so.
 * Invoices belong to billing, which builds on money, so billing hands its netting in when the app is built
 * (`setCodInvoiceNetting`), the way accounts takes its ports. Called in the transfer's transaction with the amount
 * left to pay out; answers what it paid from it (0 when the client did not choose netting or nothing fits).
 */
export type TCodInvoiceNetting = (tx: TDbOrTx, input: { clientId: number; room: number; transferId: number }) => Promise<number>;

let netting: TCodInvoiceNetting | null = null;

export function setCodInvoiceNetting(fn: TCodInvoiceNetting): void {
  netting = fn;
}

export function codInvoiceNetting(): TCodInvoiceNetting | null {
  return netting;
}
