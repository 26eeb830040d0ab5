import { eq } from 'drizzle-orm';
import { previousMonth, vnDay } from '@ffm/domain';
import type { TDbOrTx } from '../db/client.ts';
import { feeLines } from '../modules/billing/schema.ts';

/**
 * The demo owner's fees of last month (not yet invoiced), so its invoice can be issued from the staff console
 * (`/ops/billing/invoices/issue`) and paid, printed and disputed on `npm start` and in the billing journey. Its total
 * (1,910,628 đ with VAT 8 %) is above the demo wallet's balance: issued, it stays open until the wallet is topped up.
 * Seeded once, on a client with no fee line yet: a restart in a later month adds none (they would land in a month
 * whose invoice may be issued already).
 */
export async function seedDemoBilling(tx: TDbOrTx, clientId: number, now = new Date()): Promise<void> {
  const [any] = await tx.select({ id: feeLines.id }).from(feeLines).where(eq(feeLines.clientId, clientId)).limit(1);
  if (any) return;
  const month = previousMonth(vnDay(now).slice(0, 7));
  const line = (day: string, feeType: 'receiving' | 'storage' | 'pick_pack' | 'packing_material', ref: string, quantity: string, unit: string, unitPrice: number, amount: number, rounding: string, orderCode: string | null = null) => ({
    clientId,
    day: `${month}-${day}`,
    feeType,
    ref: `demo:${ref}:${month}`,
    orderCode,
    quantity,
    unit,
    unitPrice,
    amount,
    rounding,
  });
  await tx
    .insert(feeLines)
    .values([
      line('05', 'receiving', 'receiving', '1500', 'unit', 800, 1_200_000, 'exact', 'ASN-DEMO-01'),
      // 12.5 m³ × 45,000 đ = 562,500 đ
      line('20', 'storage', 'storage', '12.500000', 'm3', 45_000, 562_500, 'half_up_1_dong'),
      // 3 units: 4,000 + 2 × 700
      line('15', 'pick_pack', 'pick-pack', '3', 'unit', 4_000, 5_400, 'exact', 'SO-DEMO-01'),
      line('15', 'packing_material', 'packing', '1', 'order', 1_200, 1_200, 'exact', 'SO-DEMO-01'),
    ])
    .onConflictDoNothing({ target: [feeLines.clientId, feeLines.ref] });
}
