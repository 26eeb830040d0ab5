import { describe, expect, it } from 'vitest';
import { eventually, useJourney } from '../support/browser.ts';
import { apiCall, lastOtp, type TUserInfoData } from '../support/api.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { AccountPage } from '../pages/account-page.ts';

describe('the phone number on the account page', () => {
  const j = useJourney('account-phone');

  it('refuses wrong numbers with their message and accepts a good one', async () => {
    const { page } = j;
    // the personal client's account: the owner's phone signs in elsewhere in the journeys
    const login = await new LoginPage(page).open();
    await login.signIn(DEMO.person.email, DEMO.password);
    const shell = await new ShellPage(page).waitReady();
    await shell.goToAccount();
    const account = await new AccountPage(page).waitReady();
    await eventually(() => account.phone.inputValue()).toBe(DEMO.person.phone);
    await j.shot('1-account');

    await account.typePhone('091234567');
    await eventually(() => account.phoneError()).toBe('Số điện thoại di động phải có 10 chữ số');
    await j.shot('2-nine-digits');

    await account.typePhone('0112345678');
    await eventually(() => account.phoneError()).toBe('Số điện thoại không đúng');
    await j.shot('3-bad-prefix');

    await account.typePhone('');
    await eventually(() => account.phoneError()).toBe('Vui lòng nhập số điện thoại');
    await j.shot('4-empty');

    await account.typePhone('0912345678');
    await eventually(() => account.phoneError()).toBe('');
    await account.submit();
    // a phone change: the code goes to the new phone (read from the SMS outbox)
    await page.getByTestId('otp-sent').waitFor();
    await page.getByTestId('otp-code').fill(await lastOtp('0912345678'));
    await page.getByTestId('otp-confirm').click();
    const token = await shell.token();
    await eventually(async () => (await apiCall<TUserInfoData>('/ffm/user-info', token)).body.data.user.phone).toBe('0912345678');
    await j.shot('5-saved');

    // leave the demo data as it was
    await apiCall('/shiip/public-api/v2/otp/genOTP-option', token, { purpose: 'update_client', phone: DEMO.person.phone });
    const restore = await apiCall('/shiip/public-api/v2/client/update', token, { phone: DEMO.person.phone, otp: await lastOtp(DEMO.person.phone) });
    expect(restore.status).toBe(200);
  });
});
