/** What other parts of the server may use of the billing area (issue 27): fee lines written in the work's transaction. */
export { chargeReceiving, chargeHandover, chargeReturnReceipt } from './fee-lines.ts';
export { billingDayJob, scheduleBilling, scheduleBillingDay, BILLING_DAY_JOB } from './billing-job.ts';
export { runStorageDay } from './storage-day.ts';
export { issueInvoice, issueInvoices } from './invoices.ts';
export { recordVasWork, type TVasInput } from './vas.ts';
