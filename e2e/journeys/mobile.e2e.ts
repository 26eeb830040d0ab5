import { describe, expect, it } from 'vitest';
import { IPHONE, useJourney } from '../support/browser.ts';
import { MobilePage } from '../pages/status-pages.ts';

describe('a phone', () => {
  const j = useJourney('mobile', IPHONE);

  it('is sent to /mobile', async () => {
    const { page } = j;
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/mobile');
    const mobile = await new MobilePage(page).waitReady();
    expect(await mobile.continueButton.isVisible()).toBe(true);
    await j.shot('1-mobile-page');
  });

  it('is sent to /mobile from a deep link too', async () => {
    await j.page.goto('/tai-khoan');
    await j.page.waitForURL((u) => u.pathname === '/mobile');
    await new MobilePage(j.page).waitReady();
  });
});
