import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDigits } from '../../contract/myanmar-text';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { mm as playerMm } from '../../web/i18n/mm';
import {
  consoleScreenshot as screenshot,
  DEV_ADMIN,
  newDeskPage,
  newStaff,
  signIn,
} from './console-fixtures';
import {
  inLanguage,
  newPhonePage,
  OPERATOR_TIME_ZONE,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

/** A day in the operator's zone (the journeys' server's), `days` from today. */
const operatorDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const nav = (page: Page) => page.getByRole('navigation', { name: en.nav.label });

describe('console promotions', () => {
  it('an editor writes a bilingual promotion for all players; a player reads it in Myanmar among their notifications', async () => {
    const editor = await newDeskPage(browser);
    await signIn(editor, await newStaff(browser, 'editor', 'Runs the campaigns'));
    await nav(editor).getByRole('link', { name: en.nav.promotions }).click();
    await editor.getByRole('heading', { name: en.promotions.heading, level: 1 }).waitFor();

    const stamp = Date.now().toString(36);
    const title = `Quiz week ${stamp}`;
    const titleMm = `ပဟေဠိ ရက်သတ္တပတ် ${stamp}`;
    await editor.getByLabel(en.promotions.title, { exact: true }).fill(title);
    await editor.getByLabel(en.promotions.title_mm).fill(titleMm);
    await editor.getByLabel(en.promotions.body).fill('Double coins on every quiz this week.');
    await editor.getByLabel(en.promotions.body_mm).fill('ဤအပတ် ပဟေဠိတိုင်းတွင် ဒင်္ဂါး နှစ်ဆ။');
    await editor.getByLabel(en.promotions.audience).selectOption('all');
    await editor.getByLabel(en.reason.label).fill('Weekly campaign');
    const starts = editor.getByLabel(/^Starts/);
    // A start in the quiet hours says it waits for 08:00.
    await starts.fill(`${operatorDay(-1)}T02:00`);
    await editor.getByText(en.promotions.quietHours).waitFor();
    await screenshot(editor, 'console-promotion-form-en');
    // Started yesterday at noon, ends tomorrow: delivered already, whatever the hour now.
    await starts.fill(`${operatorDay(-1)}T12:00`);
    await editor.getByLabel(/^Ends/).fill(`${operatorDay(1)}T12:00`);
    await editor.getByRole('button', { name: en.promotions.create }).click();
    const row = editor.getByRole('row').filter({ hasText: title });
    await row.getByRole('cell', { name: en.promotions.statuses.live }).waitFor();
    expect(await row.textContent()).toContain(titleMm);
    await screenshot(editor, 'console-promotions-en');

    await editor.getByLabel(en.lang.label).selectOption('mm');
    await editor.getByRole('heading', { name: mm.promotions.heading, level: 1 }).waitFor();
    await screenshot(editor, 'console-promotions-mm');
    await editor.setViewportSize({ width: 768, height: 900 });
    await screenshot(editor, 'console-promotions-768-mm');

    const { page: player, context } = await newPhonePage(browser);
    await inLanguage(player, 'mm');
    await signInThroughMicrosite(player);
    await player.goto('/notifications');
    // Digits are shown to a Myanmar reader in Myanmar script.
    await player.getByText(localDigits(titleMm, 'mm')).waitFor();
    expect(await player.getByText(playerMm.notifications.promotion).count()).toBeGreaterThan(0);
    await screenshot(player, 'player-promotion-mm');
    await context.close();
  }, 180_000);

  it('shows the promotions list loading, empty and failing, each accessible', async () => {
    const page = await newDeskPage(browser);
    await signIn(page, DEV_ADMIN);
    await nav(page).getByRole('link', { name: en.nav.overview }).waitFor();

    await page.route('**/api/console/promotions', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 200,
          success: true,
          message: 'OK',
          data: { promotions: [], time_zone: OPERATOR_TIME_ZONE },
        }),
      }),
    );
    await page.goto('/console/promotions');
    await page.getByText(en.promotions.empty).waitFor();
    await screenshot(page, 'console-promotions-empty');
    await page.unroute('**/api/console/promotions');

    await page.route('**/api/console/promotions', () => undefined);
    await page.goto('/console/promotions');
    await page.getByRole('status').filter({ hasText: en.state.loading }).waitFor();
    await screenshot(page, 'console-promotions-loading');
    await page.unroute('**/api/console/promotions');

    await page.route('**/api/console/promotions', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 500,
          success: false,
          message: 'Internal Server Error',
          data: { code: 'internal_error' },
        }),
      }),
    );
    await page.goto('/console/promotions');
    await page.getByRole('button', { name: en.state.retry }).waitFor();
    await screenshot(page, 'console-promotions-error');
  });
});
