import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INBOUND_CALLS, REFERENCE_CALLS } from '@ffm/domain';
import { renderScreen, stubApi } from '../../../test/render.tsx';
import { InboundForm } from './inbound-form.tsx';

const masterData = () => ({
  warehouses: [{ id: 7, code: 'HN01', name: 'Kho Hà Nội - Long Biên' }],
  transporters: [{ code: 'GHN', name: 'Giao Hàng Nhanh' }],
  inboundTypes: [],
  zoneTypes: [],
  skuCategories: [],
  skuUnits: [],
  stockConditions: [],
  serviceTypes: [],
  paymentTypes: [],
  requiredNotes: [],
  pickupTimes: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inbound order form', () => {
  it('checks the draft with the domain schema the server runs: its catalogue messages, nothing sent', async () => {
    const calls = stubApi({ [REFERENCE_CALLS.masterData.path]: masterData });
    renderScreen(<InboundForm mode="normal" />);
    fireEvent.click(screen.getByTestId('inbound-submit'));
    // inboundDraftSchema's labels (INBOUND_MESSAGES), under their fields and the lines
    expect(await screen.findByText('Vui lòng chọn kho nhập hàng')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn đơn vị vận chuyển')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn loại hàng')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Vui lòng thêm ít nhất 1 sản phẩm')).toBeTruthy());
    expect(calls.filter((c) => c.path === INBOUND_CALLS.create.path)).toEqual([]);
  });
});
