import { COIN_LOG_CATEGORY_LABELS, dmyHm, FILE_TEXT as T, MONEY_CALLS } from '@ffm/domain';
import type { TModule } from '../../http/types.ts';
import { route } from '../../http/route.ts';
import { sendXlsx } from '../../lib/send-xlsx.ts';
import { bankAccountExists, checkBankAccount, deleteBankAccount, getBankAccount, listBankAccounts, registerBankAccount, updateBankAccount, updateMainBankAccount } from './bank-accounts.ts';
import { codSummary, codTransferDetail, codTransferOrderBatches, listCodTransfers, payDebtsWithCoin } from './cod.ts';
import { scheduleNextCodRun, startCodRunNow } from './cod-transfer-run.ts';
import { appendCoinEntry, coinAccountOf, listCreditLog } from './coin-ledger.ts';
import { inTransaction } from '../../db/transaction.ts';

export const module: TModule = {
  register(app) {
    const c = MONEY_CALLS;
    const caller = (scope: { clientId: number; userId: number; lang: 'vi' | 'en' }) => ({ clientId: scope.clientId, userId: scope.userId, lang: scope.lang });
    route(app, c.bankAccounts, async ({ scope, deps }) => listBankAccounts(deps.db, scope.clientId));
    route(app, c.bankAccountDetail, async ({ scope, body, deps }) => getBankAccount(deps.db, scope.clientId, body.id));
    route(app, c.bankAccountRegister, async ({ scope, body, deps }) => registerBankAccount(deps.db, caller(scope), body));
    route(app, c.bankAccountUpdate, async ({ scope, body, deps }) => updateBankAccount(deps.db, caller(scope), body));
    route(app, c.bankAccountDelete, async ({ scope, body, deps }) => deleteBankAccount(deps.db, scope.clientId, body.id));
    route(app, c.bankAccountCheckValid, async ({ scope, body }) => {
      checkBankAccount(body, scope.lang);
      return { valid: true as const };
    });
    route(app, c.bankAccountCheckExisted, async ({ scope, body, deps }) => ({ existed: await bankAccountExists(deps.db, scope.clientId, body.bankCode, body.accountNumber, body.exceptId) }));
    route(app, c.updateMainBankAccount, async ({ scope, body, deps }) => updateMainBankAccount(deps.db, scope, { bankAccountId: body.bank_account_id, otp: body.otp }));

    route(app, c.codSummary, async ({ scope, deps }) => codSummary(deps.db, scope.clientId, scope.shopId));
    route(app, c.codTransfers, async ({ scope, body, deps }) => listCodTransfers(deps.db, scope.clientId, scope.shopId, body));
    route(app, c.codDetail, async ({ scope, body, deps }) => codTransferDetail(deps.db, scope.clientId, scope.shopId, body.id));
    route(app, c.codExport, async ({ scope, body, deps, reply, lang }) => {
      const batches = codTransferOrderBatches(deps.db, scope.clientId, scope.shopId, body.id);
      // the transfer is looked up before the file starts (404 stays an envelope)
      const first = await batches.next();
      async function* rows() {
        if (first.done) return;
        for (const batch of [first.value]) for (const r of batch) yield [r.orderCode, r.amount, r.fee, r.amount - r.fee, dmyHm(r.collectedAt)] as const;
        for await (const batch of batches) for (const r of batch) yield [r.orderCode, r.amount, r.fee, r.amount - r.fee, dmyHm(r.collectedAt)] as const;
      }
      await sendXlsx(reply, `doi-soat-cod-${body.id}.xlsx`, [
        {
          name: T.codExportSheet[lang],
          columns: [
            { header: T.codOrderCode[lang], width: 22 },
            { header: T.codAmount[lang], width: 18 },
            { header: T.codFee[lang], width: 16 },
            { header: T.codNet[lang], width: 18 },
            { header: T.codCollectedAt[lang], width: 18 },
          ],
          rows: rows(),
        },
      ]);
    });

    route(app, c.account, async ({ scope, deps }) => coinAccountOf(deps.db, scope.clientId));
    route(app, c.payDebts, async ({ scope, deps }) => payDebtsWithCoin(deps.db, scope.clientId, scope.userId));
    route(app, c.creditLog, async ({ scope, body, deps }) => listCreditLog(deps.db, scope.clientId, body));

    route(app, c.opsCoinTopUp, async ({ scope, body, deps }) =>
      inTransaction(deps.db, (tx) =>
        appendCoinEntry(tx, { clientId: scope.clientId, category: body.category, amount: body.amount, ref: `${body.category === 1 ? 'topup' : 'refund'}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`, note: body.note ?? COIN_LOG_CATEGORY_LABELS[body.category].vi, createdBy: scope.userId }),
      ),
    );
    route(app, c.opsCodRun, async ({ body, deps }) => {
      const runKey = body.runKey ?? `manual-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}`;
      return { jobId: await startCodRunNow(deps.db, runKey), runKey };
    });

    // the scheduled chain of COD runs: the next run day is queued once (its key dedupes across processes)
    if (app.deps.config.jobWorker) app.addHook('onReady', async () => void (await scheduleNextCodRun(app.deps.db)));
  },
};
