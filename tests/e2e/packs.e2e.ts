import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../contract/myanmar-text';
import type { PurchaseHistoryReply, TournamentPacksReply } from '../../contract/packs';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  OPERATOR_TIME_ZONE,
  pageApi,
  PHONE_TIME_ZONE,
  signInThroughMicrosite,
  storeLanguage,
  uniqueMsisdn,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();
const SHOTS = process.env.PACKS_SHOTS_DIR ?? path.resolve('screenshots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** The text of whatever has keyboard focus ("" when focus fell to the page itself). */
const focusedText = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? ''),
  );

/** The time of day in a date as the app writes it ("8:03 AM"). */
const timeOfDay = (text: string) => /\d{1,2}:\d{2}\s[AP]M/.exec(text)?.[0];

/**
 * The sandbox's page once Approve or Decline is pressed: the app opened it, so it closes itself
 * (it says "You can close this tab" where a browser keeps it: packs.api.test.ts), and never turns
 * into a second copy of the store beside the app's own tab.
 */
async function answerCheckout(provider: Page, button: 'Approve' | 'Decline') {
  const closed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: button }).click();
  await closed;
}

/** A running daily tournament's id, asked of the API with the page's own session. */
async function dailyTournamentId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    const res = await fetch('/api/v2.0/tournament/daily', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    const body = (await res.json()) as { data: { tournaments: Array<{ id: number }> } };
    const first = body.data.tournaments[0];
    if (!first) throw new Error('no running daily tournament');
    return first.id;
  });
}

describe('packs and payments', () => {
  it('buys the daily pack through the sandbox, plays, and unsubscribes from purchase history', async () => {
    const t = en;
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page, undefined, 'Pack Buyer');

    // Not subscribed: the tournament says so and leads to the store.
    const tournamentId = await dailyTournamentId(page);
    await page.goto(`/tournament-details?tournament_id=${tournamentId}`);
    await page.getByRole('link', { name: t.tournamentDetails.subscribe }).click();
    await page.waitForURL('**/store');

    const card = page.getByTestId('pack-daily-pack');
    await card.getByRole('link', { name: t.packs.subscribeNow }).waitFor();
    await shot(page, 'store-en');
    await card.getByRole('link', { name: t.packs.subscribeNow }).click();
    await page.waitForURL('**/payment-method?payment_id=*');
    await page.getByRole('button', { name: t.payment.operator }).waitFor();
    await shot(page, 'payment-method-en');

    // errorCode "00": the provider's page opens in a new tab; this one waits on the return page.
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: t.payment.operator }).click();
    const provider = await popupOpened;
    await provider.getByRole('button', { name: 'Approve' }).waitFor();
    await shot(provider, 'sandbox-checkout');
    await page.waitForURL('**/store?payment_id=*');
    await answerCheckout(provider, 'Approve');

    await page.getByText(t.packs.paymentDone.replace('{{title}}', 'Daily Quiz Pack')).waitFor();
    await card.getByText(t.packs.subscribed).waitFor();
    await shot(page, 'store-subscribed-en');

    // The tournament is playable now.
    await page.goto(`/tournament-details?tournament_id=${tournamentId}`);
    await page.getByRole('button', { name: t.tournamentDetails.playNow }).waitFor();

    // Purchase history: the purchase, then unsubscribe with the confirm and result dialogs.
    await page.goto('/purchase-history');
    await page.getByTestId('purchase-row').getByText('Daily Quiz Pack').waitFor();
    const row = page.getByTestId('history-pack-daily-pack');

    // One clock: the phone is on another zone, yet the purchase time and "active until" are both
    // the operator's, so a 1-day pack reads active until the same time the next day.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      PHONE_TIME_ZONE,
    );
    const [bought] = (
      await pageApi<PurchaseHistoryReply>(page, 'v2.0/bundles/purchase/history', {})
    ).history;
    const held = (await pageApi<TournamentPacksReply>(page, 'v2.0/tournament-packs')).packages.find(
      (p) => p.slug === 'daily-pack',
    )!;
    const operatorTime = (iso: string) => formatDateTime(new Date(iso), 'en', OPERATOR_TIME_ZONE);
    const purchaseText = await page.getByTestId('purchase-row').first().innerText();
    expect(purchaseText).toContain(operatorTime(bought!.purchased_at));
    const renewalText = await row.getByTestId('pack-renewal').innerText();
    expect(renewalText).toContain(`Active until ${operatorTime(held.active_until!)}`);
    expect(timeOfDay(renewalText)).toBe(timeOfDay(purchaseText));
    // …which the phone's own clock would not have said.
    expect(purchaseText).not.toContain(
      formatDateTime(new Date(bought!.purchased_at), 'en', PHONE_TIME_ZONE),
    );
    await row.getByRole('button', { name: t.packs.unsubscribe }).click();
    const confirm = page.getByRole('dialog', { name: t.packs.confirmTitle });
    await confirm.getByText(t.packs.confirmBody).waitFor();
    await shot(page, 'purchase-history-confirm-en');
    await confirm.getByRole('button', { name: t.packs.yes }).click();
    const result = page.getByRole('dialog', { name: t.packs.success });
    await result.getByText(t.packs.unsubscribed).waitFor();
    await result.getByRole('button', { name: t.packs.ok }).click();
    // Focus comes back to the row's action, now Subscribe again, not to the top of the page.
    await expect.poll(() => focusedText(page)).toBe(t.packs.subscribeAgain);
    await row.getByText(t.packs.notRenewing).waitFor();
    await shot(page, 'purchase-history-en');
    // The store reads this state with the same words: Subscribed, its period, Subscribe again.
    const stateOf = async (where: typeof row) => [
      await where.getByTestId('pack-subscribed').innerText(),
      await where.getByTestId('pack-renewal').innerText(),
      await where.locator('[data-pack-action]').innerText(),
    ];
    const inHistory = await stateOf(row);
    expect(inHistory).toEqual([
      t.packs.subscribed,
      expect.stringContaining(t.packs.notRenewing),
      t.packs.subscribeAgain,
    ]);
    await page.goto('/store');
    await card.getByTestId('pack-renewal').waitFor();
    expect(await stateOf(card)).toEqual(inHistory);

    // Notifications (the purchase's among them) are in the operator's time too. A reload knows
    // the zone from the last app-config: with app-config held back, as on a slow network, the
    // times read in it at once rather than '…' (web/api/queries/app-config.ts).
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/app-config', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/notifications');
    const time = page.getByTestId('notification-time').first();
    await time.waitFor();
    expect(await time.textContent()).toBe(operatorTime((await time.getAttribute('datetime'))!));
    const configAnswered = page.waitForResponse('**/api/public/app-config');
    release();
    await configAnswered;
    await page.unroute('**/api/public/app-config');

    // The paid period runs to its end: the tournament stays playable.
    await page.goto(`/tournament-details?tournament_id=${tournamentId}`);
    await page.getByRole('button', { name: t.tournamentDetails.playNow }).waitFor();

    // The purchase's date is in the app's one date style (web/i18n/use-format), in each language.
    await page.goto('/purchase-history');
    const purchase = page.getByTestId('purchase-row').first();
    await expect
      .poll(() => purchase.textContent())
      .toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/);
    await storeLanguage(page, 'mm');
    await page.reload();
    await expect
      .poll(() => purchase.textContent())
      .toMatch(/[၀-၉]{1,2} \S+ [၀-၉]{4}၊ (နံနက်|ညနေ) [၀-၉]{1,2}:[၀-၉]{2}/);
    await purchase.scrollIntoViewIfNeeded();
    await shot(page, 'purchase-history-row-mm');
    await context.close();
  });

  it('asks before cancelling a bundle on the Bengali bundle screen, as Unsubscribe does', async () => {
    const t = en;
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page, undefined, 'Bundle Canceller');

    // Subscribe to the ghoori bundle through the sandbox.
    await page.goto('/tournament-bundle');
    const bundle = page.getByTestId('bundle-mega-bundle-weekly');
    await bundle.getByRole('link', { name: t.bundle.subscribe }).click();
    await page.waitForURL('**/payment-method?*');
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: t.bundle.ghoori }).click();
    const provider = await popupOpened;
    await answerCheckout(provider, 'Approve');
    await page.goto('/tournament-bundle');
    await bundle.getByText(t.bundle.subscribed).waitFor();

    // Cancel asks first; No leaves the subscription as it was.
    await bundle.getByRole('button', { name: t.bundle.cancel }).click();
    const confirm = page.getByRole('dialog', { name: t.bundle.cancelConfirmTitle });
    await confirm.getByText(t.bundle.cancelConfirmBody).waitFor();
    await shot(page, 'tournament-bundle-confirm');
    await confirm.getByRole('button', { name: t.bundle.no }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.reload();
    await bundle.getByText(t.bundle.subscribed).waitFor();

    // Yes cancels, says so, and closing the result reloads the list.
    await bundle.getByRole('button', { name: t.bundle.cancel }).click();
    await confirm.getByRole('button', { name: t.bundle.yes }).click();
    const result = page.getByRole('dialog', { name: t.bundle.success });
    await result.getByText(t.bundle.cancelled).waitFor();
    await shot(page, 'tournament-bundle-cancelled');
    await result.getByRole('button', { name: t.bundle.ok }).click();
    await expect.poll(() => focusedText(page)).toBe(t.bundle.subscribe);
    // Cancelled, the paid week runs on: subscribed, not renewing.
    await bundle.getByText(t.bundle.notRenewing).waitFor();
    await bundle.getByText(t.bundle.subscribed).waitFor();
    await shot(page, 'tournament-bundle-not-renewing');

    // Subscribe again: renewal back on, no payment page.
    let opened = 0;
    context.on('page', () => (opened += 1));
    await bundle.getByRole('button', { name: t.bundle.subscribe }).click();
    await page.getByTestId('renewal-resumed').waitFor();
    await bundle.getByText(t.bundle.renewing).waitFor();
    await bundle.getByRole('button', { name: t.bundle.cancel }).waitFor();
    expect(opened).toBe(0);
    await shot(page, 'tournament-bundle-resumed');
    await context.close();
  });

  it.each([
    ['en', en, 'Daily Quiz Pack', '10 LKR + taxes'],
    ['mm', mm, 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ်', '၁၀ MMK + အခွန်'],
  ] as const)(
    'unsubscribing keeps the paid period, subscribing again renews with no checkout, one currency (%s)',
    async (lang, t: Translations, title, price) => {
      const { page, context } = await newPhonePage(browser);
      await inLanguage(page, lang);
      await signInThroughMicrosite(page, undefined, 'Pack Keeper');
      // Every price on these screens follows the one rule: the other languages' labels never show.
      const otherLabels = lang === 'mm' ? /LKR|BDT|৳|[0-9]/ : /MMK|BDT|৳/;
      const mainText = () => page.locator('main').innerText();

      await page.goto('/store');
      const card = page.getByTestId('pack-daily-pack');
      await card.getByRole('heading', { name: title }).waitFor();
      await card.getByText(price, { exact: true }).waitFor();
      expect(await mainText()).not.toMatch(otherLabels);
      await shot(page, `store-one-currency-${lang}`);

      // The payment page of a store pack is in the UI language, with the store's price.
      await card.getByRole('link', { name: t.packs.subscribeNow }).click();
      await page.getByRole('heading', { name: t.payment.methodTitle }).waitFor();
      await page.getByText(price, { exact: true }).waitFor();
      expect(await mainText()).not.toMatch(otherLabels);
      await shot(page, `payment-method-pack-${lang}`);
      const popupOpened = context.waitForEvent('page');
      await page.getByRole('button', { name: t.payment.operator }).click();
      const provider = await popupOpened;
      // The provider's page reads the price as the app does (not "10.00 LKR").
      expect(await provider.getByTestId('checkout-amount').textContent()).toBe(price);
      await answerCheckout(provider, 'Approve');
      await page.getByText(t.packs.paymentDone.replace('{{title}}', title)).waitFor();
      await card.getByTestId('pack-renewal').getByText(t.packs.renewing).waitFor();
      await shot(page, `store-subscribed-${lang}`);

      // Purchase history: the store's packs only (no Bengali bundles), and the same price.
      await page.goto('/purchase-history');
      const row = page.getByTestId('history-pack-daily-pack');
      await row.getByText(price, { exact: true }).waitFor();
      await page.getByTestId('purchase-row').getByText(title).waitFor();
      expect(await page.getByTestId('purchase-row').getByText(price).count()).toBe(1);
      expect(await page.getByTestId('history-pack-coin-bundle-1000').count()).toBe(0);
      expect(await page.getByTestId('history-pack-mega-bundle-weekly').count()).toBe(0);
      expect(await mainText()).not.toMatch(otherLabels);

      await row.getByRole('button', { name: t.packs.unsubscribe }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.packs.yes }).click();
      // The result says until when the pack stays.
      const done = page.getByRole('dialog', { name: t.packs.success });
      await done.getByText(t.packs.unsubscribed).waitFor();
      expect(await done.innerText()).toContain(title);
      await shot(page, `purchase-history-unsubscribed-${lang}`);
      await done.getByRole('button', { name: t.packs.ok }).click();
      const renewal = row.getByTestId('pack-renewal');
      await renewal.getByText(t.packs.notRenewing).waitFor();
      const until = await renewal.innerText();
      expect(until).toMatch(
        lang === 'mm'
          ? /^[၀-၉]{1,2} \S+ [၀-၉]{4}၊ (နံနက်|ညနေ) [၀-၉]{1,2}:[၀-၉]{2} အထိ/
          : /^Active until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/,
      );
      await shot(page, `purchase-history-not-renewing-${lang}`);

      // Subscribe again: renewal back on, no payment page, nothing charged now.
      let opened = 0;
      context.on('page', () => (opened += 1));
      await row.getByRole('button', { name: t.packs.subscribeAgain }).click();
      const notice = page.getByTestId('renewal-resumed');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(title);
      await renewal.getByText(t.packs.renewing).waitFor();
      await row.getByRole('button', { name: t.packs.unsubscribe }).waitFor();
      expect(opened).toBe(0);
      expect(page.url()).toMatch(/\/purchase-history$/);
      await expect.poll(() => focusedText(page)).toBe(await notice.innerText());
      await shot(page, `purchase-history-resumed-${lang}`);
      await context.close();
    },
  );

  it("leads the visitor's subscription offer through the microsite to the store", async () => {
    const t = en;
    const { page, context } = await newPhonePage(browser);
    await page.goto('/quiz-home');
    await page.getByRole('navigation').getByRole('link', { name: t.nav.store }).click();
    const offer = page.getByRole('dialog');
    // The visitor's offer reads the daily pack's price as the store and checkout do.
    await offer.getByText('10 LKR + taxes', { exact: true }).waitFor();
    const link = offer.getByRole('link', { name: new RegExp(t.subscribe.subscribe) });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/dev\/microsite\?next=store$/);
    await page.goto(href!);
    await page.getByLabel('Mobile number').fill(uniqueMsisdn());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/store');
    await page.getByTestId('pack-daily-pack').waitFor();
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)('shows the pack screens at 360 px (%s)', async (lang, t: Translations) => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, lang);
    await signInThroughMicrosite(page, undefined, 'Pack Viewer');

    await page.goto('/store');
    await page
      .getByTestId('pack-daily-pack')
      .getByRole('link', { name: t.packs.subscribeNow })
      .waitFor();
    await shot(page, `store-${lang}`);

    // The Bengali bundle list, and a wallet bundle's number entry (digits only, at most 11).
    await page.goto('/tournament-bundle');
    const bundle = page.getByTestId('bundle-coin-bundle-1000');
    await bundle.getByText('৳২০').waitFor();
    await shot(page, `tournament-bundle-${lang}`);
    await bundle.getByRole('link', { name: t.bundle.subscribe }).click();
    await page.waitForURL('**/payment-method?*is_on_demand=1');
    const wallet = page.getByLabel(t.bundle.walletNumber);
    expect(await wallet.getAttribute('placeholder')).toBe('018-xxxxxxx');
    await wallet.pressSequentially('018-12ab34567890');
    expect(await wallet.inputValue()).toBe('01812345678');
    await shot(page, `payment-method-wallet-${lang}`);

    await page.goto('/purchase-history');
    await page.getByText(t.packs.historyEmpty).waitFor();
    await page.getByRole('tab', { name: t.packs.monthly }).click();
    expect(
      await page.getByRole('tab', { name: t.packs.monthly }).getAttribute('aria-selected'),
    ).toBe('true');
    await shot(page, `purchase-history-empty-${lang}`);
    await context.close();
  });
});
