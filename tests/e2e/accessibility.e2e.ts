import type { Page } from 'playwright-core';
import type { Language } from '../../web/api/preferences';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  expectAccessible,
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  topicIdByName,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

/** Screens reached by their address alone, from the menu and the footer. */
const TOUR = [
  '/topic-list',
  '/category-list',
  '/store',
  '/leaderboard',
  '/notifications',
  '/profile',
  '/edit-profile',
  '/settings',
  '/challenge-list',
  '/friends',
  '/find-friends',
  '/purchase-history',
  '/nowhere',
];

/** Waits until the screen's data is in: no request in flight and no skeleton left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function openDashboard(page: Page, lang: Language) {
  await inLanguage(page, lang);
  await signInThroughMicrosite(page);
  await page.getByTestId('wallet-coins').waitFor();
  await page.getByTestId('tournament-card').first().waitFor();
}

describe.each([
  ['en', en],
  ['mm', mm],
] as const)('accessibility at 360 px (%s)', (lang, t) => {
  it('names the wallet pill starting with the numbers it shows (WCAG 2.5.3 label in name)', async () => {
    const { page, context } = await newPhonePage(browser);
    await openDashboard(page, lang);
    const coins = (await page.getByTestId('wallet-coins').textContent()) ?? '';
    const gems = (await page.getByTestId('wallet-gems').textContent()) ?? '';
    expect(coins).toMatch(lang === 'mm' ? /^[၀-၉]+$/ : /^\d+$/);
    // A voice user says what they see: "500 5" (or "၅၀၀ ၅") must open the same button.
    const pill = page.getByRole('button', { name: new RegExp(`^${coins} ${gems}(?![0-9၀-၉])`) });
    expect(await pill.count()).toBe(1);
    await pill.click();
    const help = page.getByRole('dialog', { name: t.coinHelp.title });
    await help.waitFor();
    // It says how gems are come by, not only what they buy: a new player's are the welcome ones.
    expect(await help.getByTestId('gems-earn').textContent()).toBe(
      t.coinHelp.gemsEarn_other.replace('{{gems}}', gems),
    );
    await screenshot(page, `a11y-coin-help-${lang}`);
    await context.close();
  });

  it('names each carousel once: its section, by the heading', async () => {
    const { page, context } = await newPhonePage(browser);
    await openDashboard(page, lang);
    // The third section's carousel appears when its tournaments arrive: wait for it.
    await expect.poll(() => page.locator('[aria-roledescription="carousel"]').count()).toBe(3);
    for (const title of [t.home.dailyTournaments, t.home.megaTournaments, t.home.trialQuizzes]) {
      const regions = page.getByRole('region', { name: title, exact: true });
      expect(await regions.count(), title).toBe(1);
      expect(await regions.locator('[aria-roledescription="carousel"]').count(), title).toBe(1);
    }
    await screenshot(page, `a11y-dashboard-${lang}`);
    await context.close();
  });

  it('passes axe on each screen a signed-in player reaches from the menu', async () => {
    const { page, context } = await newPhonePage(browser);
    await openDashboard(page, lang);
    for (const path of TOUR) {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page, `${path} (${lang})`);
    }
    const topicId = await topicIdByName(page, 'World Capitals');
    await page.goto(`/topic-details?topic_id=${topicId}`);
    await page.getByRole('button', { name: t.topic.play }).waitFor();
    await expectAccessible(page, `/topic-details (${lang})`);
    await context.close();
    // A dozen screens, each loaded and read by axe: more than the default minute when busy.
  }, 180_000);

  it("passes axe on a visitor's home and the subscription offer", async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, lang);
    await page.goto('/quiz-home');
    await page.getByTestId('tournament-card').first().waitFor();
    await settled(page);
    await screenshot(page, `a11y-quiz-home-${lang}`);
    await page.getByTestId('tournament-card').first().click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `a11y-subscription-offer-${lang}`);
    await context.close();
  });
});
