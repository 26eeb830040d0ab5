import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MASTER_DATA_CALLS } from '@ffm/domain';
import { renderScreen, stubApi } from '../../../test/render.tsx';
import { BankAccountForm } from './bank-account-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bank account form', () => {
  it('checks the fields with the schema the server runs: its catalogue messages, no code sent', async () => {
    const calls = stubApi({ [MASTER_DATA_CALLS.bank.path]: () => [{ code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ Thương', bin: '970407', swiftCode: null }] });
    renderScreen(<BankAccountForm editing={null} onClose={() => undefined} />);
    fireEvent.change(screen.getByTestId('bank-number'), { target: { value: '12ab' } });
    fireEvent.change(screen.getByTestId('bank-name'), { target: { value: 'An@#' } });
    fireEvent.change(screen.getByTestId('bank-branch'), { target: { value: 'b'.repeat(256) } });
    fireEvent.click(screen.getByTestId('bank-save'));
    // bankAccountDraftSchema's labels (BANK_ACCOUNT_FORM_MESSAGES, BANK_ACCOUNT_MESSAGES), under their fields
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeTruthy();
    expect(await screen.findByText('Vui lòng nhập tên chủ tài khoản')).toBeTruthy();
    expect(await screen.findByText('Số tài khoản chỉ được chứa chữ số')).toBeTruthy();
    expect(await screen.findByText('Tên tài khoản không được chứa ký tự đặc biệt')).toBeTruthy();
    expect(await screen.findByText('Tên chi nhánh không được vượt quá 255 ký tự')).toBeTruthy();
    expect(calls.filter((c) => c.path !== MASTER_DATA_CALLS.bank.path)).toEqual([]);
  });
});
