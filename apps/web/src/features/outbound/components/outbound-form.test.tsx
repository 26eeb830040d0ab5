import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OUTBOUND_CALLS, REFERENCE_CALLS, type TOutboundDetail, type TStockOfSku } from '@ffm/domain';
import { answer, renderScreen, stubApi, type TApiCall } from '../../../test/render.tsx';
import { toasts } from '../../../test/setup.ts';
import { shopConfigQuery, shopConfigStorageKey } from '../../../lib/config.ts';
import { session } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { OutboundForm } from './outbound-form.tsx';

const WAREHOUSE = { id: 7, code: 'HN01', name: 'Kho Hà Nội - Long Biên' };

const stock = (skuId: number, sku: string, qtyAvailable: number): TStockOfSku => ({
  skuId,
  sku,
  mCode: sku,
  sCode: sku,
  name: `Sản phẩm ${sku}`,
  unit: 'cai',
  manageExpDate: false,
  qtyAvailable,
  qty: qtyAvailable,
});

/** A new order (status 0) of two lines, as the detail call gives it: what the form edits. */
const ORDER = {
  id: 41,
  soCode: 'SO0041',
  clientOrderCode: 'DH41',
  warehouseId: WAREHOUSE.id,
  zoneType: 'B2C1D',
  toName: 'Nguyễn Văn A',
  toPhone: '0912345678',
  toAddress: '12 Liễu Giai',
  toWardCode: '1A0101',
  toAddressLabel: 'Phường Cống Vị, Quận Ba Đình, Hà Nội',
  shippingServiceType: 2,
  shippingPaymentType: 1,
  shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
  codAmount: 0,
  goodsValue: 0,
  lines: [
    { id: 1, lineNo: 1, skuId: 11, sku: 'AO_01', mCode: 'AO_01', sCode: 'AO_01', name: 'Áo thun', unit: 'cai', quantity: 2, pickedQuantity: 0, allocations: [] },
    { id: 2, lineNo: 2, skuId: 12, sku: 'QUAN_02', mCode: 'QUAN_02', sCode: 'QUAN_02', name: 'Quần jean', unit: 'cai', quantity: 5, pickedQuantity: 0, allocations: [] },
  ],
} as unknown as TOutboundDetail;

const masterData = () => ({ warehouses: [WAREHOUSE], transporters: [], inboundTypes: [], zoneTypes: [], skuCategories: [], skuUnits: [], stockConditions: [], serviceTypes: [], paymentTypes: [], requiredNotes: [], pickupTimes: [] });

/** the stock calls for the lines (by code); the product picker's own search call has none */
const stockCalls = (calls: TApiCall[]) => calls.filter((c) => c.path === OUTBOUND_CALLS.stocksBySku.path && (c.body as { codes?: unknown }).codes);

afterEach(() => {
  vi.unstubAllGlobals();
  session.setShopId(null);
  storage.remove(shopConfigStorageKey(5));
});

describe('the outbound order form', () => {
  it('asks the stock of all its lines in one call and shows what each has available', async () => {
    const calls = stubApi({
      [REFERENCE_CALLS.masterData.path]: masterData,
      [OUTBOUND_CALLS.stocksBySku.path]: () => [stock(11, 'AO_01', 10), stock(12, 'QUAN_02', 3)],
    });
    renderScreen(<OutboundForm order={ORDER} />);
    await waitFor(() => expect(screen.getByText('Vượt tồn khả dụng (3)')).toBeTruthy());
    expect(stockCalls(calls)).toEqual([{ path: OUTBOUND_CALLS.stocksBySku.path, body: { warehouseId: 7, codes: ['AO_01', 'QUAN_02'], limit: 50 } }]);
    const rows = within(screen.getByTestId('outbound-lines')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('AO_01'), expect.stringContaining('QUAN_02')]);
    expect(within(rows[0]!).getByText('10')).toBeTruthy();
  });

  it('sends its lines with the order, and puts a line\'s refusal under that line until its quantity changes', async () => {
    const calls = stubApi({
      [REFERENCE_CALLS.masterData.path]: masterData,
      [OUTBOUND_CALLS.stocksBySku.path]: () => [stock(11, 'AO_01', 10), stock(12, 'QUAN_02', 3)],
      [OUTBOUND_CALLS.update.path]: () =>
        answer(422, { code: 400, message: 'Dữ liệu không hợp lệ', data: { errors: [{ field: 'items.1.quantity', message: 'Số lượng phải nhỏ hơn 1000000' }] } }),
    });
    renderScreen(<OutboundForm order={ORDER} />);
    await waitFor(() => expect(stockCalls(calls)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('outbound-save'));
    const message = await screen.findByText('Số lượng phải nhỏ hơn 1000000');
    const update = calls.find((c) => c.path === OUTBOUND_CALLS.update.path)!;
    expect((update.body as { items: unknown }).items).toEqual([
      { sku: 'AO_01', quantity: 2, unit: 'cai' },
      { sku: 'QUAN_02', quantity: 5, unit: 'cai' },
    ]);
    // under the second line, not above the form
    expect(message.closest('tr')?.textContent).toContain('QUAN_02');
    expect(screen.queryByTestId('outbound-form-error')).toBeNull();
    fireEvent.change(screen.getByTestId('outbound-qty-QUAN_02'), { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('Số lượng phải nhỏ hơn 1000000')).toBeNull());
  });

  it('starts a new order from the domain\'s defaults', async () => {
    stubApi({ [REFERENCE_CALLS.masterData.path]: masterData });
    renderScreen(<OutboundForm />);
    // B2C in a day, standard service, the receiver may look at the goods
    expect(within(screen.getByTestId('outbound-zone').closest('.ant-select')!).getByText('B2C - 1 ngày')).toBeTruthy();
    expect(screen.getByText('Cho xem hàng, không cho thử')).toBeTruthy();
    expect((screen.getByTestId('outbound-cod') as HTMLInputElement).value).toBe('0');
  });

  it('checks a new order with the domain schemas the server runs: their catalogue messages, nothing sent', async () => {
    const calls = stubApi({ [REFERENCE_CALLS.masterData.path]: masterData });
    renderScreen(<OutboundForm />);
    fireEvent.click(screen.getByTestId('outbound-create-direct'));
    // outboundDraftSchema's labels (OUTBOUND_MESSAGES): the warehouse under its field, the empty list above the form
    expect(await screen.findByText('Vui lòng chọn kho xuất hàng trước khi thêm sản phẩm')).toBeTruthy();
    expect(screen.getByTestId('outbound-form-error').textContent).toContain('Vui lòng thêm ít nhất 1 sản phẩm');
    // and outboundShippingSchema's, in the same go (the receiver), before the shop's contract is known
    expect(await screen.findByText('Vui lòng nhập tên người nhận')).toBeTruthy();
    expect(await screen.findByText('Vui lòng nhập địa chỉ người nhận')).toBeTruthy();
    expect(calls.filter((c) => c.path === OUTBOUND_CALLS.create.path)).toEqual([]);
  });

  it('checks the receiver and money part with the shop\'s contract once known: the COD limit, nothing sent', async () => {
    session.setShopId(5);
    storage.setJson(shopConfigStorageKey(5), { contract: { max_cod: 1_000_000, max_weight: 30_000, max_length: 150, max_width: 150, max_height: 150, max_insurrance: 5_000_000 } });
    const calls = stubApi({
      [REFERENCE_CALLS.masterData.path]: masterData,
      [OUTBOUND_CALLS.stocksBySku.path]: () => [stock(11, 'AO_01', 10), stock(12, 'QUAN_02', 3)],
    });
    const { queryClient } = renderScreen(<OutboundForm order={{ ...ORDER, codAmount: 2_000_000 }} />);
    await waitFor(() => expect(stockCalls(calls)).toHaveLength(1));
    // the contract is read (a query) before the save: on a busy machine the click could come first, and the form then
    // rightly leaves the limit to the server
    await waitFor(() => expect(queryClient.getQueryData(shopConfigQuery(5).queryKey)).toBeTruthy());
    fireEvent.click(screen.getByTestId('outbound-save'));
    // outboundShippingSchema's codOverLimit (OUTBOUND_ORDER_MESSAGES), under the COD field
    const message = await screen.findByText(/Tiền thu hộ vượt quá mức tối đa/);
    expect(message.closest('.ant-form-item')?.querySelector('[data-testid="outbound-cod"]')).toBeTruthy();
    expect(calls.filter((c) => c.path === OUTBOUND_CALLS.update.path)).toEqual([]);
  });

  it('shows a refusal of the whole order above the form', async () => {
    stubApi({
      [REFERENCE_CALLS.masterData.path]: masterData,
      [OUTBOUND_CALLS.stocksBySku.path]: () => [stock(11, 'AO_01', 10), stock(12, 'QUAN_02', 3)],
      [OUTBOUND_CALLS.update.path]: () => answer(200, { code: 40002, message: 'Đơn xuất không còn ở trạng thái mới', data: null }),
    });
    renderScreen(<OutboundForm order={ORDER} />);
    fireEvent.click(screen.getByTestId('outbound-save'));
    expect((await screen.findByTestId('outbound-form-error')).textContent).toContain('Đơn xuất không còn ở trạng thái mới');
    expect(toasts).toEqual([]);
  });
});
