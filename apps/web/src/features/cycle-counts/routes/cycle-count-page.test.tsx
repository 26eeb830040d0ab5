import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_CALLS, CYCLE_COUNT_CALLS, REFERENCE_CALLS, type TCycleReportRow, type TCycleTaskReview } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { answer, renderScreen, stubApi, staffInfo } from '../../../test/render.tsx';
import { CycleCountPage } from './cycle-count-page.tsx';

const WAREHOUSE = { id: 7, code: 'HN01', name: 'Kho Hà Nội', address: '', provinceId: 1, districtId: null, wardCode: null, phone: null, isActive: true };
const PENDING: TCycleTaskReview = {
  id: 31,
  warehouseId: 7,
  countDate: '2026-11-27',
  abcClass: 'A',
  status: 'PENDING_APPROVAL',
  locationCode: 'A-02-01',
  customerCode: 'KH0001',
  sku: 'CC_FAST',
  skuName: 'Áo',
  lot: '',
  condition: 'GOOD',
  systemQty: 20,
  countedQty: 17,
  recountQty: 18,
  variance: -2,
  reason: null,
};
const ROW: TCycleReportRow = { customerId: 1, customerCode: 'KH0001', skuId: 9, sku: 'CC_FAST', skuName: 'Áo thun', tasks: 1, systemQty: 20, countedQty: 18, netVariance: -2, absVariance: 2 };

function stubAs(staffRole: 'ops' | 'supervisor' | 'admin', report: (body: never) => unknown = () => ({ items: [ROW], total: 1, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null })) {
  return stubApi({
    [ACCOUNT_CALLS.userInfo.path]: () => staffInfo(staffRole),
    [REFERENCE_CALLS.masterData.path]: () => ({ warehouses: [WAREHOUSE], transporters: [], zoneTypes: [], provinces: [] }),
    [CYCLE_COUNT_CALLS.tasks.path]: () => [],
    [CYCLE_COUNT_CALLS.review.path]: () => [PENDING],
    [CYCLE_COUNT_CALLS.varianceReport.path]: report,
    [ACCOUNT_CALLS.customers.path]: () => ({ items: [{ id: 1, code: 'KH0001', name: 'Shop Một' }], total: 1, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null }),
  });
}

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the cycle count screen', () => {
  it('shows the review and its approve button to the warehouse supervisor only', async () => {
    stubAs('supervisor');
    renderScreen(<CycleCountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Duyệt chênh lệch' }));
    expect(await screen.findByTestId('cycle-approve-CC_FAST')).toBeTruthy();
    expect(screen.queryByTestId('cycle-generate')).toBeNull();
  });

  it.each(['ops', 'admin'] as const)('offers no review nor approval to %s staff', async (role) => {
    const calls = stubAs(role);
    renderScreen(<CycleCountPage />);
    await screen.findByRole('tab', { name: 'Báo cáo chênh lệch' });
    // the admin adds to the day's list on demand; plain staff only count
    await waitFor(() => expect(calls.some((c) => c.path === ACCOUNT_CALLS.userInfo.path)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('cycle-generate') !== null).toBe(role === 'admin'));
    expect(screen.queryByRole('tab', { name: 'Duyệt chênh lệch' })).toBeNull();
    expect(screen.queryByTestId('cycle-approve-CC_FAST')).toBeNull();
    expect(calls.some((c) => c.path === CYCLE_COUNT_CALLS.review.path)).toBe(false);
  });

  it('reads the variance report of the last 30 days by customer and SKU, a page at a time', async () => {
    const calls = stubAs('ops');
    renderScreen(<CycleCountPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Báo cáo chênh lệch' }));
    await waitFor(() => expect(screen.getByTestId('cycle-report-table').textContent).toContain('CC_FAST'));
    const asked = calls.find((c) => c.path === CYCLE_COUNT_CALLS.varianceReport.path)!.body as Record<string, unknown>;
    expect(asked).toMatchObject({ warehouseId: 7, page: 1, pageSize: 20 });
    const days = (Date.parse(`${String(asked.to)}T00:00:00Z`) - Date.parse(`${String(asked.from)}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(29);
    expect(screen.getByTestId('cycle-report-table').textContent).toContain('-2');
  });

  it('keeps its tab, the report period, customer and page in the URL, the page with its warehouse', async () => {
    const calls = stubAs('ops', (b: { page: number; pageSize: number }) => ({ items: [ROW], total: 60, totalExact: true, page: b.page, pageSize: b.pageSize, nextCursor: `c${b.page + 1}`, prevCursor: null }));
    const { router } = renderScreen(<CycleCountPage />, '/kho/kiem-ke-dinh-ky?tab=report&from=2026-11-01&to=2026-11-20&customerId=1&page=2&cursor=c2&warehouseId=7');
    await waitFor(() => expect(screen.getByTestId('cycle-report-table').textContent).toContain('CC_FAST'));
    const reports = () => calls.filter((c) => c.path === CYCLE_COUNT_CALLS.varianceReport.path).map((c) => c.body);
    await waitFor(() => expect(reports()).toContainEqual({ warehouseId: 7, from: '2026-11-01', to: '2026-11-20', customerId: 1, page: 2, pageSize: 20, cursor: 'c2' }));
    expect(screen.getByDisplayValue('01/11/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /right/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=report&from=2026-11-01&to=2026-11-20&customerId=1&page=3&cursor=c3&warehouseId=7'));
    await waitFor(() => expect(reports().at(-1)).toEqual({ warehouseId: 7, from: '2026-11-01', to: '2026-11-20', customerId: 1, page: 3, pageSize: 20, cursor: 'c3' }));
    // the count tab: the report's period and customer stay for coming back, its page goes
    fireEvent.click(screen.getByRole('tab', { name: 'Đếm hàng' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-20&customerId=1&warehouseId=7'));
  });

  it('falls back to the last 30 days, the first page and the count tab on a link it cannot follow', async () => {
    const calls = stubAs('ops');
    // a reversed period, a cursor of another warehouse, the review tab this staff member does not have
    renderScreen(<CycleCountPage />, '/kho/kiem-ke-dinh-ky?tab=review&from=2026-11-20&to=2026-11-01&page=2&cursor=c2&warehouseId=8');
    expect(await screen.findByRole('tab', { name: 'Đếm hàng', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Báo cáo chênh lệch' }));
    await waitFor(() => expect(screen.getByTestId('cycle-report-table').textContent).toContain('CC_FAST'));
    const asked = calls.filter((c) => c.path === CYCLE_COUNT_CALLS.varianceReport.path).map((c) => c.body as Record<string, unknown>);
    expect(asked.every((b) => !('cursor' in b) && b.page === 1)).toBe(true);
    const days = (Date.parse(`${String(asked[0]!.to)}T00:00:00Z`) - Date.parse(`${String(asked[0]!.from)}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(29);
  });

  it("shows a refused report as the server's message with a retry", async () => {
    let refuse = true;
    stubAs('ops', () => (refuse ? answer(400, { code: 400, message: 'Khoảng ngày không hợp lệ', data: null }) : { items: [ROW], total: 1, totalExact: true, page: 1, pageSize: 20, nextCursor: null, prevCursor: null }));
    renderScreen(<CycleCountPage />, '/kho/kiem-ke-dinh-ky?tab=report');
    expect((await screen.findByRole('alert')).textContent).toContain('Khoảng ngày không hợp lệ');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByTestId('cycle-report-table').textContent).toContain('CC_FAST'));
  });
});
