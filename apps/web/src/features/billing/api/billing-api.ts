import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_CALLS, type TCallInput, type TCallOutput } from '@ffm/domain';
import { callApi, downloadCall } from '../../../lib/api-client.ts';

const B = BILLING_CALLS;

export type TInvoiceView = TCallOutput<typeof B.invoices>['items'][number];
export type TFeeLineView = TCallOutput<typeof B.feeLines>['items'][number];

export function useMonthToDate() {
  return useQuery({ queryKey: ['billing', 'month-to-date'], queryFn: ({ signal }) => callApi(B.monthToDate, {}, { signal }) });
}

export function useInvoices(input: TCallInput<typeof B.invoices>) {
  return useQuery({ queryKey: ['billing', 'invoices', input], queryFn: ({ signal }) => callApi(B.invoices, input, { signal }), placeholderData: keepPreviousData });
}

export function useFeeLines(input: TCallInput<typeof B.feeLines>) {
  return useQuery({ queryKey: ['billing', 'lines', input], queryFn: ({ signal }) => callApi(B.feeLines, input, { signal }), placeholderData: keepPreviousData });
}

export function useDisputeLine() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCallInput<typeof B.disputeLine>) => callApi(B.disputeLine, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'lines'] }) });
}

export function usePayInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => callApi(B.payInvoice, { id }), onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'invoices'] }) });
}

export function downloadInvoice(id: number, month: string) {
  return downloadCall(B.invoiceExport, { id }, `hoa-don-${month}-${id}.xlsx`);
}

export function downloadInvoicePdf(id: number, month: string) {
  return downloadCall(B.invoicePdf, { id }, `hoa-don-${month}-${id}.pdf`);
}

export type TStatementEntryView = TCallOutput<typeof B.statement>['items'][number];

export function useWalletStatement(input: TCallInput<typeof B.statement>) {
  return useQuery({ queryKey: ['billing', 'statement', input], queryFn: ({ signal }) => callApi(B.statement, input, { signal }), placeholderData: keepPreviousData });
}

export type TVasWorkView = TCallOutput<typeof B.vasList>['items'][number];

export function useVasWork(input: TCallInput<typeof B.vasList> | null) {
  return useQuery({ queryKey: ['billing', 'vas', input], enabled: input !== null, queryFn: ({ signal }) => callApi(B.vasList, input!, { signal }), placeholderData: keepPreviousData });
}

export function useRecordVas() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCallInput<typeof B.recordVas>) => callApi(B.recordVas, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'vas'] }) });
}

export function useBillingSettings() {
  return useQuery({ queryKey: ['billing', 'settings'], queryFn: ({ signal }) => callApi(B.settings, {}, { signal }) });
}

export function useSaveBillingSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCallInput<typeof B.saveSettings>) => callApi(B.saveSettings, input), onSuccess: (data) => qc.setQueryData(['billing', 'settings'], data) });
}

export type TTariffView = TCallOutput<typeof B.tariffs>[number];

export function useTariffs(owner: { customerId?: number; contractId?: number }) {
  return useQuery({ queryKey: ['billing', 'tariffs', owner], queryFn: ({ signal }) => callApi(B.tariffs, owner, { signal }) });
}

export type TContractView = TCallOutput<typeof B.contracts>[number];

export function useContracts() {
  return useQuery({ queryKey: ['billing', 'contracts'], queryFn: ({ signal }) => callApi(B.contracts, {}, { signal }) });
}

export function useSaveContract() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCallInput<typeof B.saveContract>) => callApi(B.saveContract, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'contracts'] }) });
}

export function useContractOfClient(customerId: number | null) {
  return useQuery({ queryKey: ['billing', 'contract-of', customerId], enabled: customerId !== null, queryFn: ({ signal }) => callApi(B.contractOfClient, { customerId: customerId! }, { signal }) });
}

export function useAssignContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallInput<typeof B.assignContract>) => callApi(B.assignContract, input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['billing', 'contract-of'] }), qc.invalidateQueries({ queryKey: ['billing', 'contracts'] })]),
  });
}

export function useSaveTariff() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCallInput<typeof B.saveTariff>) => callApi(B.saveTariff, input), onSuccess: () => qc.invalidateQueries({ queryKey: ['billing', 'tariffs'] }) });
}
