/** What other parts of the server may use of the money area (COD, debts, coin, bank accounts). */
export { recordCodCollected, isCodTransferred, bookShopDebt, codBalances, codTotals, type TDebtKind } from './cod.ts';
export { runCodTransfers, scheduleNextCodRun, codTransferRunJob, COD_RUN_JOB, type TCodRunResult } from './cod-transfer-run.ts';
export { appendCoinEntry, coinAccountOf, coinStatement, lockCoinBalance } from './coin-ledger.ts';
export { bankAccountOfClient } from './bank-accounts.ts';
export { setCodInvoiceNetting, type TCodInvoiceNetting } from './cod-netting.ts';
