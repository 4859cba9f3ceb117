import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canBeginSyllable } from '../../web/i18n/myanmar-syllables';
import { en } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

/**
 * Long Myanmar titles of the kind that wrapped inside a syllable ("ပက်ကေ့ / ချ်"): the loanword
 * ပက်ကေ့ချ် is not in the browser's Burmese dictionary, which then breaks it at any consonant.
 */
const LONG_TITLES = [
  'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ် ပက်ကေ့ချ်ပက်ကေ့ချ်ပက်ကေ့ချ်ပက်ကေ့ချ်',
  'အပတ်စဉ် မဂ္ဂါ ပက်ကေ့ချ်အထူးပရိုမိုးရှင်းပက်ကေ့ချ်လစဉ်ချန်ပီယံပက်ကေ့ချ်',
  'လစဉ် ချန်ပီယံ ပက်ကေ့ချ် ဤပက်ကေ့ချ်ကို စာရင်းသွင်းပြီးဖြစ်ပါသည်။ ပက်ကေ့ချ်ကို',
];

/** Rewrites an API reply in the browser: the real data, with long Myanmar titles put in. */
async function withLongTitles(page: Page, path: string, edit: (data: never) => unknown) {
  await page.route(`**/api/${path}`, async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: never };
    await route.fulfill({ response: res, json: { ...body, data: edit(body.data) } });
  });
}

interface Lines {
  text: string;
  /** Where each line after the first begins, as indexes into `text`. */
  starts: number[];
}

/** The line boxes of each element: a character whose box sits lower than the last starts a line. */
function lineBoxes(elements: Locator): Promise<Lines[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((element) => {
      let text = '';
      const starts: number[] = [];
      let lineTop: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = (node as Text).data;
        for (let i = 0; i < data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (box && box.height > 0) {
            if (lineTop !== null && box.top > lineTop + box.height / 2) starts.push(text.length);
            if (lineTop === null || box.top > lineTop + box.height / 2) lineTop = box.top;
          }
          text += data[i];
        }
      }
      return { text, starts };
    }),
  );
}

/** Every line of these elements begins where a syllable may: never on a mark or a killed consonant. */
async function expectSyllableBreaks(elements: Locator, what: string) {
  const all = await lineBoxes(elements);
  expect(all.length, what).toBeGreaterThan(0);
  // The titles are long enough to wrap at 360 px: there are lines to check.
  expect(
    all.some((lines) => lines.starts.length > 0),
    what,
  ).toBe(true);
  for (const { text, starts } of all) {
    const bad = starts.filter((at) => !canBeginSyllable(text, at));
    const shown = starts.map((at) => `${text.slice(Math.max(0, at - 6), at)} / ${text.slice(at)}`);
    expect(bad, `${what}: ${shown.join(' | ')}`).toEqual([]);
  }
}

describe('what a player reads', () => {
  it('breaks long Myanmar titles only between syllables at 360 px (store, purchase history)', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    await signInThroughMicrosite(page, undefined, 'Line Reader');
    await withLongTitles(page, 'v2.0/tournament-packs', (data: { packages: object[] }) => ({
      ...data,
      packages: data.packages.map((p, i) => ({
        ...p,
        title: LONG_TITLES[i % LONG_TITLES.length],
        caption: LONG_TITLES[(i + 1) % LONG_TITLES.length],
      })),
    }));
    await withLongTitles(page, 'v2.0/bundles/purchase/history', () => ({
      history: LONG_TITLES.map((title, i) => ({
        id: i + 1,
        title,
        coins: 50,
        price: 10,
        currency: 'LKR',
        taxes_added: true,
        purchased_at: new Date(Date.now() - i * 3_600_000).toISOString(),
      })),
    }));

    await page.goto('/store');
    const cards = page.getByTestId('pack-daily-pack');
    await cards.getByRole('heading').waitFor();
    await expectSyllableBreaks(page.locator('li[data-testid^="pack-"] h2'), 'store titles');
    await expectSyllableBreaks(
      page.locator('li[data-testid^="pack-"] > p:first-of-type'),
      'store captions',
    );
    await screenshot(page, 'store-long-titles-mm');

    await page.goto('/purchase-history');
    await page.getByTestId('purchase-row').first().waitFor();
    await expectSyllableBreaks(
      page.locator('[data-testid^="history-pack-"] > span > span:first-child'),
      'history packs',
    );
    await expectSyllableBreaks(
      page.locator('[data-testid="purchase-row"] > span > span:first-child'),
      'history purchases',
    );
    await page.getByTestId('purchase-row').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'purchase-history-long-titles-mm');
    await context.close();
  });

  it('closes the side menu once Myanmar is chosen in it, showing the dashboard in Myanmar', async () => {
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page, undefined, 'Menu Reader');
    await page.getByRole('button', { name: en.common.openMenu }).first().click();
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    await menu.waitFor();
    await menu.getByRole('button', { name: 'မြန်မာ' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: mm.home.dailyTournaments }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'dashboard-after-menu-language-mm');
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)('shows the changed screens at 360 px (%s)', async (lang, t) => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, lang);
    await signInThroughMicrosite(page, undefined, 'Screen Reader');

    await page.getByTestId('wallet-coins').click();
    await page.getByRole('dialog', { name: t.coinHelp.title }).getByTestId('gems-earn').waitFor();
    await screenshot(page, `reads-coin-help-${lang}`, { fullPage: true });
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await page.getByTestId('profile-gems').waitFor();
    await screenshot(page, `reads-profile-${lang}`, { fullPage: true });

    await page.goto('/store');
    await page.getByTestId('pack-daily-pack').getByRole('heading').waitFor();
    await screenshot(page, `reads-store-${lang}`);
    await page.getByTestId('pack-daily-pack').getByRole('link').click();
    await page.getByRole('heading', { name: t.payment.methodTitle }).waitFor();
    await screenshot(page, `reads-payment-method-${lang}`);

    await page.goto('/purchase-history');
    await page.getByTestId('history-pack-daily-pack').waitFor();
    await screenshot(page, `reads-purchase-history-${lang}`, { fullPage: true });

    await page.goto('/this-page-does-not-exist');
    await page.getByRole('heading', { name: t.notFound.title }).waitFor();
    await screenshot(page, `reads-not-found-${lang}`);
    await context.close();
  });
});
