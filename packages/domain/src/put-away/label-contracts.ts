import { z } from 'zod';
import { defineContract, ZFileAnswer } from '../contract/contract.ts';
import { ZId } from '../inventory/schema-parts.ts';
import type { TLang } from '../errors/catalogue.ts';
import type { TLabel } from '../common/labels.ts';

/** Location labels of a warehouse: the codes named, or every active location of a zone. */
export const ZLocationLabelsInput = z
  .object({
    warehouseId: ZId,
    codes: z.array(z.string().trim().min(1).max(50)).min(1).max(500).optional(),
    zone: z.string().trim().min(1).max(20).optional(),
    copies: z.coerce.number().int().min(1).max(10).default(1),
  })
  .refine((v) => v.codes !== undefined || v.zone !== undefined, { message: 'codes or zone is required', path: ['codes'] });
export type TLocationLabelsInput = z.infer<typeof ZLocationLabelsInput>;

/** Product labels of a customer's SKUs by code. */
export const ZSkuLabelsInput = z.object({
  customerId: ZId,
  codes: z.array(z.string().trim().min(1).max(50)).min(1).max(500),
  copies: z.coerce.number().int().min(1).max(100).default(1),
});
export type TSkuLabelsInput = z.infer<typeof ZSkuLabelsInput>;

export const FLOOR_LABEL_MESSAGES = {
  codeTooLong: { vi: 'Mã {{code}} quá dài để in mã vạch trên nhãn 80 × 40 mm', en: 'The code {{code}} is too long for a barcode on an 80 × 40 mm label' },
  nothingFound: { vi: 'Không tìm thấy mã nào để in', en: 'None of the codes was found' },
} as const satisfies Record<string, TLabel>;

export function floorLabelMessage(key: keyof typeof FLOOR_LABEL_MESSAGES, lang: TLang = 'vi', vars: Record<string, string> = {}): string {
  return FLOOR_LABEL_MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}

const staff = { group: 'ops', method: 'POST', tags: ['put-away'], audience: 'staff', permissions: [], answer: 'file', response: ZFileAnswer } as const;

/** Barcode labels of the floor as ZPL for 203 dpi thermal printers (docs/printing.md). */
export const FLOOR_LABEL_CALLS = {
  locations: defineContract({ ...staff, tenant: 'none', path: '/ops/labels/locations', summary: 'Location barcode labels (80 × 40 mm ZPL): codes named or a zone', body: ZLocationLabelsInput }),
  skus: defineContract({ ...staff, tenant: 'provider', path: '/ops/labels/skus', summary: "A customer's product barcode labels (80 × 40 mm ZPL)", body: ZSkuLabelsInput }),
} as const;
