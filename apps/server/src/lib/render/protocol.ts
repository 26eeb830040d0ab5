import type { TCellValue } from '@ffm/domain';
import type { TDeliveryNote, TInvoiceSummary, TLabelSize, TShippingLabel } from '../pdf/index.ts';
import type { TXlsxColumn } from '../xlsx-writer.ts';
import type { TLocationLabel, TSkuLabel } from '../zpl/index.ts';

/**
 * What the request thread posts to a render worker (docs/printing.md, "Off the request loop"): plain data the
 * request has read from the database, never a connection or a function. A workbook's rows follow in batches as
 * the worker asks for them, so an export of 100,000 rows is never held whole on either side.
 */
export type TRenderJob =
  | { kind: 'labels'; size: TLabelSize; labels: TShippingLabel[] }
  /** the same labels as ZPL for 203 dpi thermal printers (lib/zpl) */
  | { kind: 'zpl-labels'; size: TLabelSize; labels: TShippingLabel[] }
  /** location or product barcode labels as ZPL (lib/zpl/stock-labels-zpl.ts) */
  | { kind: 'zpl-locations'; labels: TLocationLabel[]; copies: number }
  | { kind: 'zpl-skus'; labels: TSkuLabel[]; copies: number }
  | { kind: 'notes'; notes: TDeliveryNote[] }
  /** a monthly fee invoice's one-page summary (lib/pdf/invoice-summary.ts) */
  | { kind: 'invoice'; invoice: TInvoiceSummary }
  | { kind: 'xlsx'; sheets: Array<{ name: string; columns: TXlsxColumn[]; preface?: string[] }> };

/** A failure inside the worker, as it crosses the thread: a DomainError keeps its code, data and both texts. */
export interface TWireError {
  message: string;
  code?: number;
  data?: unknown;
  customMessage?: string;
  vi?: string;
  en?: string;
}

export type TToWorker =
  | { t: 'job'; id: number; job: TRenderJob }
  /** the next rows of a sheet, answering a `rows?`; `done` when the sheet has no more */
  | { t: 'rows'; id: number; sheet: number; rows: Array<readonly TCellValue[]>; done: boolean }
  /** the request took a chunk: the worker may read further ahead */
  | { t: 'ack'; id: number }
  /** the request is gone (client left, or its rows failed): stop and post nothing more */
  | { t: 'cancel'; id: number };

export type TFromWorker =
  | { t: 'ready' }
  | { t: 'chunk'; id: number; data: Uint8Array }
  | { t: 'rows?'; id: number; sheet: number }
  | { t: 'end'; id: number }
  | { t: 'error'; id: number; error: TWireError };
