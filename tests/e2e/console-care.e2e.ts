import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { consoleScreenshot as screenshot, newDeskPage, newStaff, signIn } from './console-fixtures';
import {
  newPhonePage,
  screenshot as saveScreenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

describe('customer care in the console', () => {
  it('support finds a subscriber by MSISDN, credits 100 coins with a reason, and the subscriber sees them', async () => {
    const { page: phone } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(phone, undefined, 'Mya Care');
    await expect
      .poll(() => phone.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('500');

    const desk = await newDeskPage(browser);
    await signIn(desk, await newStaff(browser, 'support', 'Customer care shift'));

    await desk
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.care })
      .click();
    await desk.getByRole('heading', { name: en.care.title, level: 1 }).waitFor();
    await desk.getByText(en.care.startHint).waitFor();
    await screenshot(desk, 'care-search-start-en');
    await desk.getByLabel(en.care.query).fill('no such subscriber zzz');
    await desk.getByRole('button', { name: en.care.find }).click();
    await desk.getByText(en.care.noResults).waitFor();
    await screenshot(desk, 'care-search-empty-en');

    await desk.getByLabel(en.care.query).fill(msisdn);
    await desk.getByRole('button', { name: en.care.find }).click();
    await desk.getByRole('cell', { name: msisdn }).waitFor();
    await screenshot(desk, 'care-search-results-en');
    await desk.getByRole('link', { name: `${en.care.open} Mya Care` }).click();
    await desk.getByRole('heading', { name: /Mya Care/, level: 1 }).waitFor();
    await desk.getByText(en.care.historyEmpty).waitFor();
    expect(await desk.getByTestId('coins').textContent()).toBe('500');
    await screenshot(desk, 'care-player-en');

    await desk.getByRole('button', { name: en.care.adjust }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(en.care.currency).selectOption('coins');
    await dialog.getByLabel(en.care.delta).fill('100');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    // The reason is required: nothing is sent without one.
    await dialog.locator('.field-error').first().waitFor();
    await dialog.getByLabel(en.reason.label).fill('Coins lost in the outage of 26 November');
    await screenshot(desk, 'care-adjust-dialog-en');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await desk.getByRole('status').filter({ hasText: en.care.adjust }).waitFor();
    await expect.poll(() => desk.getByTestId('coins').textContent()).toBe('600');
    await desk
      .getByRole('cell', { name: 'Coins lost in the outage of 26 November' })
      .first()
      .waitFor();
    await desk.getByRole('cell', { name: 'support_adjustment' }).waitFor();
    await screenshot(desk, 'care-player-credited-en');

    await phone.reload();
    await expect
      .poll(() => phone.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('600');
    await phone.waitForLoadState('networkidle');
    await saveScreenshot(phone, 'care-subscriber-sees-600');

    await desk.getByLabel(en.lang.label).selectOption('mm');
    await desk.getByRole('heading', { name: mm.care.history }).waitFor();
    await desk.setViewportSize({ width: 768, height: 900 });
    await screenshot(desk, 'care-player-768-mm');
    // Back to the results: the search lives in the address.
    await desk.goBack();
    await desk.getByRole('cell', { name: msisdn }).waitFor();
    await screenshot(desk, 'care-search-768-mm');
  }, 240_000);
});
