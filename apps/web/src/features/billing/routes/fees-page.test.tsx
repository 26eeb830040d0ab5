import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_CALLS, BILLING_CALLS } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, ownerInfo } from '../../../test/render.tsx';
import { FeesPage } from './fees-page.tsx';

const INVOICE = { id: 41, month: '2026-10', status: 'open', subtotal: 100000, vatRate: 8, vatAmount: 8000, total: 108000, lineCount: 1, issuedAt: '2026-11-01T02:00:00.000Z', dueDate: '2026-11-15', paidAt: null, paidVia: null, codTransferId: null };
const LINE = { id: 9, day: '2026-11-20', feeType: 'receiving', ref: 'r', orderCode: 'ASN2611200001', quantity: '7', unit: 'unit', unitPrice: 1234, amount: 8638, rounding: 'none', invoiceId: null, disputeTicketId: null, createdAt: '2026-11-20T02:00:00.000Z' };
const page = (items: unknown[], over: object = {}) => ({ items, total: items.length, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null, ...over });

function stub(lines: (body: never) => unknown, invoices: (body: never) => unknown = () => page([INVOICE])) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => ownerInfo(),
    [BILLING_CALLS.monthToDate.path]: () => ({ month: '2026-11', byType: [], subtotal: 8638, vatRate: 8, vatAmount: 691, total: 9329 }),
    [BILLING_CALLS.settings.path]: () => ({ netCodInvoices: false }),
    [BILLING_CALLS.invoices.path]: invoices,
    [BILLING_CALLS.feeLines.path]: lines,
  });
}

const lineBodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === BILLING_CALLS.feeLines.path).map((c) => c.body);

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the fees screen', () => {
  it("keeps the fee lines' filters in the URL; another invoice's lines keep the fee type, not the order code", async () => {
    const calls = stub(() => page([LINE]));
    const { router } = renderScreen(<FeesPage />, '/phi-dich-vu?feeType=receiving&orderCode=ASN2611200001');
    expect(await screen.findByText('ASN2611200001')).toBeTruthy();
    await waitFor(() => expect(lineBodies(calls)).toContainEqual({ month: '2026-11', feeType: 'receiving', orderCode: 'ASN2611200001', page: 1, pageSize: 20 }));
    fireEvent.click(await screen.findByTestId('invoice-lines-41'));
    await waitFor(() => expect(router.state.location.search).toBe('?invoiceId=41&invoiceMonth=2026-10&feeType=receiving'));
    await waitFor(() => expect(lineBodies(calls).at(-1)).toEqual({ invoiceId: 41, feeType: 'receiving', page: 1, pageSize: 20 }));
    expect(screen.getByText('Dòng phí · 2026-10', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect((screen.getByTestId('fees-order').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it("shows refused fee lines as the server's message with a retry", async () => {
    let refuse = true;
    stub(() => (refuse ? answer(400, { code: 400, message: 'Mã đơn không hợp lệ', data: null }) : page([LINE])));
    renderScreen(<FeesPage />, '/phi-dich-vu');
    expect((await screen.findByRole('alert')).textContent).toContain('Mã đơn không hợp lệ');
    expect(screen.queryByTestId('fees-lines')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('ASN2611200001')).toBeTruthy();
  });

  it('pages the invoices by cursor, in the page, the fee lines left where they are', async () => {
    const calls = stub(
      () => page([LINE]),
      ((b: { page: number; pageSize: number }) => page([{ ...INVOICE, id: 40 + b.page }], { page: b.page, total: 45, nextCursor: `c${b.page + 1}`, prevCursor: b.page > 1 ? `p${b.page}` : null })) as (body: never) => unknown,
    );
    const { router } = renderScreen(<FeesPage />, '/phi-dich-vu?feeType=receiving');
    expect(await screen.findByTestId('invoice-lines-41')).toBeTruthy();
    const pagers = () => screen.getAllByTestId('list-pager');
    fireEvent.click(within(pagers()[0]!).getByTestId('list-pager-next'));
    expect(await screen.findByTestId('invoice-lines-42')).toBeTruthy();
    expect(calls.filter((c) => c.path === BILLING_CALLS.invoices.path).map((c) => c.body)).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20, cursor: 'c2' },
    ]);
    expect(router.state.location.search).toBe('?feeType=receiving');
  });

  it("shows refused invoices as the server's message with a retry, the fee lines still shown", async () => {
    let refuse = true;
    stub(
      () => page([LINE]),
      () => (refuse ? answer(503, { code: 503, message: 'Hệ thống đang bận, thử lại sau', data: null }) : page([INVOICE])),
    );
    renderScreen(<FeesPage />, '/phi-dich-vu');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hệ thống đang bận, thử lại sau');
    expect(screen.queryByTestId('fees-invoices')).toBeNull();
    expect(await screen.findByText('ASN2611200001')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('invoice-lines-41')).toBeTruthy();
  });
});
