import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../contract/gameplay';
import { enFirstScreens } from '../../web/i18n/en-first-screens';
import { enScreens } from '../../web/i18n/en-screens';
import { mmFirstScreens } from '../../web/i18n/mm-first-screens';
import { mmScreens } from '../../web/i18n/mm-screens';
import {
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  storeLanguage,
  topicIdByName,
  useBrowser,
} from './fixtures';

declare global {
  interface Window {
    /** Lets the fake push service answer the app's first look at the subscription. */
    answerPushLook?: () => void;
  }
}

const browser = await useBrowser();

const MYANMAR_DIGIT = /[၀-၉]/;
const screens = { en: enScreens, mm: mmScreens } as const;
// The dashboard's streak card speaks from the first screens' strings.
const firstScreens = { en: enFirstScreens, mm: mmFirstScreens } as const;

/** Ends one topic game through the API with the page's session (the first option each time). */
async function finishAGame(page: Page, topicId: number) {
  await page.evaluate(async (topic) => {
    const auth = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`/api/v2.0/gameplay/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: GameState }).data;
    };
    let game = await post('start', { topic_id: topic });
    for (let i = 0; i < 50 && game.status === 'playing'; i++) {
      await post('submit', {
        game_id: game.game_id,
        question_id: game.question.question_id,
        answer_id: game.question.options[0]!.id,
        remaining_time: 10,
      });
      game = await post('next', { game_id: game.game_id });
    }
    if (game.status !== 'finished') throw new Error('the game did not finish');
  }, topicId);
}

/** A subscriber's keys as a browser makes them: a P-256 public key and 16 random bytes. */
async function subscriberKeys() {
  const { createECDH, randomBytes } = await import('node:crypto');
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/**
 * The browser's push service (FCM for Chromium) is out of reach from this closed network, so the
 * page's PushManager hands out a subscription as the browser would, at an endpoint on a host the
 * server accepts. Everything after it (permission, the app's calls, the server) is the real thing.
 */
function fakePushService(keys: { p256dh: string; auth: string }) {
  let current: PushSubscription | null = null;
  // The first look at this device's subscription waits for the journey (a slow phone's).
  let answerFirstLook = () => {};
  const firstLook = new Promise<void>((resolve) => (answerFirstLook = resolve));
  window.answerPushLook = answerFirstLook;
  const make = () =>
    ({
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: current?.endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function subscribe() {
    current = make();
    return current;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    await firstLook;
    return current;
  };
}

const coinsOnScreen = async (page: Page) =>
  (await page.getByTestId('wallet-coins').textContent()) ?? '';

describe.each(['en', 'mm'] as const)('come back tomorrow (%s)', (lang) => {
  const t = screens[lang].retention;
  const streak = firstScreens[lang].streak;

  it('claims the daily reward into the wallet, then earns a badge celebrated once', async () => {
    const { page } = await newPhonePage(browser, {}, { keepCelebrations: true });
    // A name of its own: another player finds this one by it to open the card.
    const name = `Streak ${lang} ${Date.now() % 1e6}`;
    await signInThroughMicrosite(page, undefined, name);
    if (lang === 'mm') {
      await storeLanguage(page, 'mm');
      await page.reload();
    }

    // Before any game today: the gentle line, and today's reward to claim.
    const card = page.getByRole('region', { name: streak.title });
    await card.getByText(streak.playToday).waitFor();
    await page.getByTestId('wallet-coins').waitFor();
    const before = await coinsOnScreen(page);
    if (lang === 'mm') expect(before).toMatch(MYANMAR_DIGIT);
    await screenshot(page, `retention-dashboard-${lang}`);
    await card.getByRole('button', { name: streak.claim }).click();
    await card.getByText(streak.claimed).waitFor();
    // The wallet moves by what the card promised, on the same screen.
    await page.waitForFunction(
      (shown) => document.querySelector('[data-testid="wallet-coins"]')?.textContent !== shown,
      before,
    );
    const reward = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string };
      const res = await fetch('/api/v2.0/streak', {
        headers: { authorization: `Bearer ${auth.token}` },
      });
      return ((await res.json()) as { data: { reward: { claimable: boolean } } }).data.reward;
    });
    expect(reward.claimable).toBe(false);

    // A first game finished: the next screen celebrates the badge, once.
    await finishAGame(page, await topicIdByName(page, 'World Capitals'));
    await page.goto('/profile');
    // The game may also have raised the level: each celebration shows in turn, the badge's among them.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    let badgeShown = false;
    while ((await dialog.count()) > 0) {
      const text = (await dialog.textContent()) ?? '';
      if (text.includes(t.badgeEarned) && !badgeShown) {
        badgeShown = true;
        await screenshot(page, `retention-celebration-${lang}`);
      }
      await dialog.getByRole('button', { name: t.great }).click();
      await page.waitForFunction(
        (shown) => (document.querySelector('[role="dialog"]')?.textContent ?? null) !== shown,
        text,
      );
    }
    expect(badgeShown).toBe(true);
    // The profile's last badges name it.
    await page.getByTestId('earned-badge').first().waitFor();
    expect(await page.getByTestId('earned-badge').count()).toBeLessThanOrEqual(3);
    await screenshot(page, `retention-profile-badges-${lang}`);

    // Another player opens this one's card (the ranking card, here from a search): the badge is on it.
    const other = await newPhonePage(browser);
    await signInThroughMicrosite(other.page);
    if (lang === 'mm') {
      await storeLanguage(other.page, 'mm');
    }
    await other.page.goto('/find-friends');
    await other.page.getByRole('searchbox').fill(name);
    await other.page.getByRole('button', { name: new RegExp(name) }).click();
    const playerCard = other.page.getByTestId('player-card');
    await playerCard.getByTestId('earned-badge').first().waitFor();
    await screenshot(other.page, `retention-player-card-${lang}`);
    await other.context.close();

    // Badges: earned and locked with progress; the celebration does not come back.
    await page.goto('/badges');
    await page.getByRole('heading', { name: t.earned }).waitFor();
    await page.getByRole('heading', { name: t.locked }).waitFor();
    const progress = page.getByRole('progressbar').first();
    await progress.waitFor();
    if (lang === 'mm') expect(await page.locator('main').textContent()).toMatch(MYANMAR_DIGIT);
    await screenshot(page, `retention-badges-${lang}`, { fullPage: true });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Back on the dashboard, the flame is lit.
    await page.goto('/dashboard');
    await page.getByText(streak.playedToday).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('push notifications', () => {
  it('subscribes this device when turned on and removes it when turned off', async () => {
    // Push needs the service worker, which newPhonePage otherwise blocks.
    const { page, context } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    await context.addInitScript(fakePushService, await subscriberKeys());
    await signInThroughMicrosite(page);
    await page.goto('/settings');
    const toggle = page.getByTestId('setting-push');
    await toggle.waitFor();
    // Until this device's subscription is known the switch is busy, not an "off" to tap.
    expect(await toggle.getAttribute('aria-busy')).toBe('true');
    expect(await toggle.isDisabled()).toBe(true);
    await page.evaluate(() => window.answerPushLook?.());
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
    expect(await toggle.isDisabled()).toBe(false);
    await screenshot(page, 'retention-settings-push-en');

    const subscribed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v2.0/push/subscriptions'),
    );
    await toggle.click();
    expect((await subscribed).status()).toBe(200);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="setting-push"]')?.getAttribute('aria-checked') ===
        'true',
    );

    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/v2.0/push/subscriptions'),
    );
    await toggle.click();
    expect((await removed).status()).toBe(200);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="setting-push"]')?.getAttribute('aria-checked') ===
        'false',
    );
  });
});
