import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/browser.ts';
import { DEMO } from '../support/env.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { BankAccountsPage, SmsOutboxPage, StaffPage, TicketsPage } from '../pages/money-pages.ts';
import { CourierConsolePage } from '../pages/shipping-pages.ts';
import { apiCall, apiSignIn, createExpressOrder, lastOtp } from '../support/api.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the owner’s bank account, staff and support ticket', () => {
  const j = useJourney('owner-money');

  it('adds a bank account with the OTP from the outbox, makes it main, adds staff by phone, opens a ticket that provider staff answer', async () => {
    const { page } = j;
    // provider staff keep the SMS outbox open beside the owner (the default SMS adapter's messages)
    const ops = await j.newPage();
    await new LoginPage(ops, 'staff').open().then((l) => l.signIn(DEMO.ops.email, DEMO.password));
    await new ShellPage(ops).waitReady();
    await ops.goto(SmsOutboxPage.PATH);
    const outbox = new SmsOutboxPage(ops);
    const before = await outbox.count(DEMO.owner.phone);

    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    const shell = await new ShellPage(page).waitReady();
    await shell.menuItem('bankAccounts').click();
    const banks = await new BankAccountsPage(page).waitReady();
    await banks.fillNew({ bank: 'Techcombank', holder: 'NGUYEN VAN AN', number: '19033344455566', name: 'NGUYEN VAN AN', branch: 'Cầu Giấy' });
    await j.shot('1-otp-step');
    const code = await outbox.lastCode(DEMO.owner.phone, before + 1);
    await banks.confirmOtp(code);
    await banks.row('19033344455566').waitFor();
    await j.shot('2-bank-added');

    // the main account: another code of its own purpose
    await banks.row('19033344455566').locator('[data-testid^="bank-make-main-"]').click();
    await page.getByTestId('otp-sent').waitFor();
    const code2 = await outbox.lastCode(DEMO.owner.phone, before + 2);
    await banks.confirmOtp(code2);
    await banks.row('19033344455566').getByText('Tài khoản chính').waitFor();
    await j.shot('3-main-account');

    // staff by phone
    await shell.menuItem('shopStaff').click();
    const staff = new StaffPage(page);
    await staff.add('0912000005');
    await staff.table().getByText('Hoàng Văn Cường').waitFor();
    await j.shot('4-staff-added');

    // a ticket with a PDF
    await shell.menuItem('tickets').click();
    await new TicketsPage(page).create({ category: 'Tiền thu hộ', title: 'Đối soát thiếu đơn GHN001', description: 'Kỳ đối soát vừa rồi thiếu đơn GHN001, gửi kèm biên bản.', file: { name: 'bien-ban.pdf', mimeType: 'application/pdf', buffer: PDF } });
    await page.getByTestId('ticket-thread').getByText('bien-ban.pdf').waitFor();
    const ticketUrl = page.url();
    await j.shot('5-ticket');

    // provider staff answer it in the console
    await ops.goto('/kho/ho-tro');
    await ops.getByTestId('ops-tickets-page').waitFor();
    await ops.getByTestId('ticket-table').getByText('Đối soát thiếu đơn GHN001').waitFor();
    await ops.getByTestId('ticket-table').locator('tr', { hasText: 'Đối soát thiếu đơn GHN001' }).getByRole('button').first().click();
    await ops.getByTestId('ticket-reply-body').fill('Chúng tôi đã bổ sung đơn GHN001 vào kỳ tới.');
    await ops.getByTestId('ticket-reply-send').click();
    await ops.getByTestId('ops-ticket-drawer').getByTestId('ticket-message-staff').waitFor();

    await page.goto(ticketUrl);
    await page.getByTestId('ticket-message-staff').getByText('Chúng tôi đã bổ sung đơn GHN001 vào kỳ tới.').waitFor();
    expect(await page.getByTestId('ticket-status').innerText()).toBe('Chờ phản hồi từ khách hàng');
    await j.shot('6-answered');
  });

  it('the owner changes an order’s COD with an OTP; after its delivery and a transfer run by provider staff, the owner sees the transfer and its orders', async () => {
    const { page } = j;
    const owner = await apiSignIn(DEMO.owner.email);
    const ops = await apiSignIn(DEMO.ops.email, DEMO.password, 'staff');
    // the transfer goes to the shop's bank account, else the client's main one (the demo has a main account)
    const banks = await apiCall<Array<{ isMain: boolean }>>('/shiip/public-api/v2/bank-account/all', owner);
    expect(banks.body.data.some((b) => b.isMain)).toBe(true);

    // an express order with 650.000 ₫ COD from the main shop
    const orderCode = await createExpressOrder(owner, { to_name: 'Phạm Thu Hà', to_phone: '0903456789', to_address: '20 Pasteur', cod_amount: 650_000 });

    // before pickup the owner raises the COD in the portal: a change of an order asks for the update_order OTP
    await new LoginPage(page).open().then((l) => l.signIn(DEMO.owner.email, DEMO.password));
    const shell = await new ShellPage(page).waitReady();
    await page.goto(`/van-don/chi-tiet?code=${orderCode}`);
    await page.getByTestId('edit-cod').click();
    await page.getByTestId('edit-cod-amount').fill('700000');
    await page.getByTestId('edit-cod-next').click();
    await page.getByTestId('otp-sent').waitFor();
    const otp = await lastOtp(DEMO.owner.phone);
    await page.getByTestId('otp-code').fill(otp === '000000' ? '111111' : '000000');
    await page.getByTestId('otp-confirm').click();
    expect(await page.getByTestId('otp-error').innerText()).toContain('Mã OTP không đúng');
    await page.getByTestId('otp-code').fill(otp);
    await page.getByTestId('otp-confirm').click();
    await expect.poll(() => page.getByTestId('detail-cod').innerText()).toContain('700.000');
    await j.shot('7-cod-changed-with-otp');

    // the couriers pick it up and deliver it, collecting the COD, in their console
    const staff = await j.newPage();
    await new LoginPage(staff, 'staff').open().then((l) => l.signIn(DEMO.ops.email, DEMO.password));
    await new ShellPage(staff).waitReady();
    const courier = await new CourierConsolePage(staff).open();
    expect(await courier.move([orderCode], 'Đã lấy hàng')).toContain('OK');
    expect(await courier.move([orderCode], 'Hàng đang nằm ở kho')).toContain('OK');
    expect(await courier.move([orderCode], 'Đang giao hàng')).toContain('OK');
    expect(await courier.move([orderCode], 'Giao hàng thành công', { cod: 700_000 })).toContain('OK');
    await j.shot('8-cod-delivered');

    // provider staff run a transfer now (the job runner pays each shop once per run key)
    const runKey = `e2e-${Date.now().toString(36)}`;
    const run = await apiCall<{ jobId: number; runKey: string }>('/ops/cod/run', ops, { runKey });
    expect(run.status, JSON.stringify(run.body)).toBe(200);

    // the owner sees the transfer in /doi-soat-cod, and the order in it
    await shell.menuItem('codTransfers').click();
    await page.getByTestId('cod-page').waitFor();
    const row = page.getByTestId('cod-transfers').getByRole('button', { name: runKey });
    await expect
      .poll(
        async () => {
          if (await row.isVisible()) return true;
          await page.reload();
          await page.getByTestId('cod-transfers').waitFor();
          return row.isVisible();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await row.click();
    const orders = page.getByTestId('cod-detail').getByTestId('cod-orders');
    await orders.getByText(orderCode).waitFor();
    expect(await orders.locator('tr', { hasText: orderCode }).innerText()).toContain('700.000');
    await j.shot('9-cod-transfer');
  });
});
