/** What other parts of the server may use of the money area (COD, debts, coin, OTP, bank accounts). */
export { recordCodCollected, isCodTransferred, bookShopDebt, codBalances, codTotals, type TDebtKind } from './cod.ts';
export { runCodTransfers, scheduleNextCodRun, codTransferRunJob, COD_RUN_JOB, type TCodRunResult } from './cod-transfer-run.ts';
export { appendCoinEntry, coinAccountOf, lockCoinBalance } from './coin-ledger.ts';
export { sendOtp, verifyOtp } from './otp.ts';
export { smsSendJob, useSmsGateway, type TSmsGateway } from './sms-gateway.ts';
export { bankAccountOfClient } from './bank-accounts.ts';
