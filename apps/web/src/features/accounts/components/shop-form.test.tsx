import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MASTER_DATA_CALLS, MONEY_CALLS, SHOP_CALLS } from '@ffm/domain';
import { renderScreen, stubApi } from '../../../test/render.tsx';
import { ShopForm } from './shop-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shop form', () => {
  it('checks the name and address with the schema the server runs: its catalogue messages, nothing sent', async () => {
    const calls = stubApi({ [MONEY_CALLS.bankAccounts.path]: () => [], [MASTER_DATA_CALLS.provinceV3.path]: () => [] });
    renderScreen(<ShopForm editing={null} onClose={() => undefined} />);
    fireEvent.change(screen.getByTestId('shop-name'), { target: { value: 'n'.repeat(256) } });
    fireEvent.change(screen.getByTestId('shop-address'), { target: { value: 'a'.repeat(501) } });
    fireEvent.click(screen.getByTestId('shop-save'));
    // shopDraftSchema's labels (GROUP_SHOP_MESSAGES), not antd's own text for a max rule
    expect(await screen.findByText('Tên cửa hàng không được vượt quá 255 ký tự')).toBeTruthy();
    expect(await screen.findByText('Địa chỉ không được vượt quá 500 ký tự')).toBeTruthy();
    expect(calls.filter((c) => c.path === SHOP_CALLS.register.path)).toEqual([]);
  });
});
