import { defineUploadCalls } from '../uploads/contracts.ts';

/** The upload kinds of the inbound area: inbound orders, and return inbound orders (RWTSO/RWSO). */
export const INBOUND_UPLOAD_KINDS = ['inbound', 'inbound-return'] as const;
export type TInboundUploadKind = (typeof INBOUND_UPLOAD_KINDS)[number];

/** Excel upload of inbound orders on the shared pipeline; return-import for returns; import in one call. */
export const INBOUND_UPLOAD_CALLS = defineUploadCalls({
  group: 'ffm',
  prefix: '/ffm/inbound',
  tags: ['inbound'],
  kinds: INBOUND_UPLOAD_KINDS,
  uploads: {
    inbound: { path: 'upload', kind: 'inbound', summary: 'Upload an inbound order file (one row per line)', permission: 'import_inbound' },
    returns: { path: 'return-import', kind: 'inbound-return', summary: 'Upload a return inbound file (RWTSO/RWSO)', permission: 'import_inbound' },
  },
  importCall: { path: 'import', kind: 'inbound', summary: 'Upload and create inbound orders in one call', permission: 'import_inbound' },
});
