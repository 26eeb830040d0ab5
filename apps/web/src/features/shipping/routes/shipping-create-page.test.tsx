import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SHIPPING_CALLS, validatePhone } from '@ffm/domain';
import { renderScreen, stubApi } from '../../../test/render.tsx';
import { ShippingCreatePage } from './shipping-create-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the express order form', () => {
  it('starts from the domain\'s express defaults', () => {
    stubApi({});
    renderScreen(<ShippingCreatePage />);
    // standard service, the receiver may look at the goods, picked up before noon
    expect(screen.getByText('Cho xem hàng, không cho thử')).toBeTruthy();
    expect((screen.getByTestId('f-cod') as HTMLInputElement).value).toBe('0');
  });

  it('says what is missing and refuses a phone by the domain\'s rule, without sending', async () => {
    const calls = stubApi({});
    renderScreen(<ShippingCreatePage />);
    fireEvent.change(screen.getByTestId('f-to_phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('shipping-submit'));
    const shown = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() => expect(shown()).toEqual(expect.arrayContaining(['Người nhận: bắt buộc', 'Khối lượng (g): bắt buộc'])));
    // validatePhone's message, the one the server gives for the same number
    const phone = validatePhone('12345', undefined, 'vi');
    expect(phone.ok ? '' : phone.message).toBe('Số điện thoại không đúng');
    expect(shown()).toContain('Số điện thoại không đúng');
    expect(calls.some((c) => c.path === SHIPPING_CALLS.create.path)).toBe(false);
  });
});
