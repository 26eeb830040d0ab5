import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INBOUND_CALLS, type TInboundListItem } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi } from '../../../test/render.tsx';
import { ReceivingPage } from './receiving-page.tsx';

const order = (id: number, code: string): TInboundListItem => ({
  id,
  asnCode: code,
  orderInboundCode: code,
  customerId: 1,
  customerCode: 'KH01',
  customerName: 'Shop A',
  warehouseId: 7,
  warehouseCode: 'HN01',
  warehouseName: 'Kho Hà Nội',
  tplInbound: 'GHN',
  tplInboundName: null,
  type: 'NI',
  zoneType: 'NORMAL',
  status: 3,
  estimateReceivedTime: '2026-11-28',
  customerNote: null,
  returnRef: null,
  lineCount: 2,
  expectedQuantity: 10,
  receivedQuantity: 4,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
});
const COUNTS = { all: 57, '0': 5, '3': 45, '4': 7, '9': 0, '99': 0 };
const page = (p: number) => ({
  items: [order(p, `ASN00${p}`)],
  total: 45,
  totalExact: true,
  page: p,
  pageSize: 20,
  nextCursor: `c${p + 1}`,
  prevCursor: p > 1 ? 'p' : null,
  statusCounts: COUNTS,
  statusCountsExact: true,
});
const bodies = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === INBOUND_CALLS.opsList.path).map((c) => c.body);

beforeEach(() => session.setToken('t0ken'));
afterEach(() => vi.unstubAllGlobals());

describe('the receiving queue', () => {
  it('keeps its tab and page in the URL, each tab with its count', async () => {
    const calls = stubApi({ [INBOUND_CALLS.opsList.path]: (b: { page: number }) => page(b.page) });
    const { router } = renderScreen(<ReceivingPage />, '/kho/nhan-hang?status=3&page=2&cursor=c2');
    expect(await screen.findByText('ASN002')).toBeTruthy();
    expect(bodies(calls)).toContainEqual({ status: 3, page: 2, cursor: 'c2', pageSize: 20 });
    expect(screen.getByTestId('receiving-tab-3-count').textContent).toBe('45');
    fireEvent.click(screen.getByTestId('list-pager-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3&page=3&cursor=c3'));
    expect(await screen.findByText('ASN003')).toBeTruthy();
    // another tab: its first page
    fireEvent.click(screen.getByTestId('receiving-tab-4'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=4'));
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ status: 4, page: 1, pageSize: 20 }));
  });

  it('reads a status outside its tabs as the waiting tab', async () => {
    const calls = stubApi({ [INBOUND_CALLS.opsList.path]: (b: { page: number }) => page(b.page) });
    renderScreen(<ReceivingPage />, '/kho/nhan-hang?status=99');
    expect(await screen.findByText('ASN001')).toBeTruthy();
    expect(bodies(calls)).toEqual([{ status: 0, page: 1, pageSize: 20 }]);
  });

  it("shows a refused queue as the server's message with a retry", async () => {
    let refuse = true;
    stubApi({ [INBOUND_CALLS.opsList.path]: () => (refuse ? answer(500, { code: 500, message: 'Hệ thống đang bận, vui lòng thử lại', data: null }) : page(1)) });
    renderScreen(<ReceivingPage />, '/kho/nhan-hang');
    expect((await screen.findByRole('alert')).textContent).toContain('Hệ thống đang bận, vui lòng thử lại');
    expect(screen.queryByTestId('receiving-queue-table')).toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('ASN001')).toBeTruthy();
  });
});
