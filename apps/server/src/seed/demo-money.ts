import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { clients, shops } from '../modules/accounts/schema.ts';
import { appendCoinEntry } from '../modules/money/index.ts';
import { bankAccounts } from '../modules/money/schema.ts';
import { ticketMessages, tickets } from '../modules/tickets/schema.ts';

/**
 * The demo owner's money and support: a main bank account the two shops are paid to, a few coin entries and an
 * open ticket, so the owner's screens show something on `npm start`. Idempotent like the rest of the seed.
 */
export async function seedDemoMoney(tx: TDbOrTx, clientId: number, ownerId: number, shopIds: number[]): Promise<void> {
  const [found] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(and(eq(bankAccounts.clientId, clientId), eq(bankAccounts.accountNumber, '0011004455667'))).limit(1);
  if (!found) {
    // only when the account is made: a restart must not undo the owner's own choices of accounts
    const [made] = await tx.insert(bankAccounts).values({ clientId, holderName: 'NGUYEN VAN AN', accountNumber: '0011004455667', accountName: 'NGUYEN VAN AN', branch: 'Hà Nội', bankCode: 'VCB' }).returning({ id: bankAccounts.id });
    await tx.update(clients).set({ mainBankAccountId: made!.id }).where(eq(clients.id, clientId));
    for (const id of shopIds) await tx.update(shops).set({ bankAccountId: made!.id }).where(eq(shops.id, id));
  }

  await appendCoinEntry(tx, { clientId, category: 1, amount: 2_000_000, ref: 'demo:topup-1', note: 'Nạp tiền qua chuyển khoản', createdBy: ownerId });
  await appendCoinEntry(tx, { clientId, category: 8, amount: -350_000, ref: 'demo:invoice-1', note: 'Thanh toán hoá đơn tháng 10', createdBy: ownerId });
  await appendCoinEntry(tx, { clientId, category: 5, amount: 45_000, ref: 'demo:refund-1', note: 'Hoàn phí giao lại', createdBy: ownerId });

  const [ticket] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.code, 'TK-DEMO-0001')).limit(1);
  if (!ticket) {
    const [t] = await tx
      .insert(tickets)
      .values({ code: 'TK-DEMO-0001', clientId, shopId: shopIds[0] ?? null, category: 'cod', title: 'Chưa nhận được tiền COD kỳ trước', status: 1, createdBy: ownerId, messageCount: 1, awaitingStaff: 1 })
      .returning({ id: tickets.id });
    await tx.insert(ticketMessages).values({ ticketId: t!.id, authorUserId: ownerId, authorKind: 'client', body: 'Kỳ đối soát thứ 6 tuần trước tôi chưa nhận được tiền, nhờ kiểm tra giúp.' });
  }
}
