import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INBOUND_CALLS, type TInboundDetail } from '@ffm/domain';
import { session } from '../../../lib/session.ts';
import { renderScreen, stubApi } from '../../../test/render.tsx';
import { InboundDetailView } from './inbound-detail-view.tsx';

// an order received in 25 scans: its receipts come with it, 20 a page
const ORDER: TInboundDetail = {
  id: 7,
  asnCode: 'ASN2611270001',
  orderInboundCode: 'PN_1',
  customerId: 1,
  customerCode: 'KH1',
  customerName: 'Khách',
  warehouseId: 1,
  warehouseCode: 'HN01',
  warehouseName: 'Kho Hà Nội',
  tplInbound: 'SELF',
  tplInboundName: null,
  type: 'NI',
  zoneType: 'NORMAL',
  status: 99,
  estimateReceivedTime: '2026-11-27',
  customerNote: null,
  returnRef: null,
  lineCount: 1,
  expectedQuantity: 25,
  receivedQuantity: 25,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  lines: [],
  receipts: Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    lineId: 1,
    sku: `SKU_${String(i + 1).padStart(2, '0')}`,
    lotNum: '',
    productionDate: null,
    expiryDate: null,
    condition: 'GOOD' as const,
    quantity: 1,
    method: 'SCAN' as const,
    actor: { id: 1, name: 'Thủ kho' },
    createdAt: '2026-11-27T02:00:00.000Z',
  })),
  logs: [],
  putAwayRemaining: [],
  putAway: [],
};

beforeEach(() => {
  session.setToken('t0ken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("an inbound order's receipts", () => {
  it('page with the list pager', async () => {
    stubApi({ [INBOUND_CALLS.get.path]: () => ORDER });
    renderScreen(<InboundDetailView scope="client" orderRef={{ id: 7 }} />);
    fireEvent.click(await screen.findByRole('tab', { name: /Lượt kiểm đếm/ }));
    const receipts = await screen.findByTestId('inbound-detail-receipts');
    expect(within(receipts).getByText('SKU_20')).toBeTruthy();
    expect(within(receipts).queryByText('SKU_21')).toBeNull();
    // the receipts' is the one pager of the page (the lines come whole, without one)
    const pager = screen.getByTestId('list-pager');
    expect(within(pager).getByTestId('list-pager-total').textContent).toContain('25');
    fireEvent.click(within(pager).getByTestId('list-pager-next'));
    await waitFor(() => expect(within(receipts).getByText('SKU_25')).toBeTruthy());
    expect(within(receipts).queryByText('SKU_01')).toBeNull();
  });
});
