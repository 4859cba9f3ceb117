import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import { budget } from '../helpers/budget';
import { startTcpProxy } from '../helpers/tcp-proxy';
import {
  baseURL,
  gotoPastCelebrations,
  inLanguage,
  newPhonePage,
  pageApi,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
  userIdOf,
} from './fixtures';

const browser = await useBrowser();

type Lang = 'en' | 'mm';
const strings: Record<Lang, Translations> = { en, mm };
const myanmarDigits = (text: string) => text.replace(/\d/g, (d) => '၀၁၂၃၄၅၆၇၈၉'[Number(d)]!);
const digits = (lang: Lang, text: string) => (lang === 'mm' ? myanmarDigits(text) : text);

interface Player {
  context: BrowserContext;
  page: Page;
  name: string;
}

async function player(lang: Lang, name: string, url?: string): Promise<Player> {
  const { context, page } = await newPhonePage(browser, url ? { baseURL: url } : {});
  if (lang === 'mm') await inLanguage(page, 'mm');
  await signInThroughMicrosite(page, undefined, name);
  return { context, page, name };
}

const shot = (page: Page, name: string, lang: Lang) => screenshot(page, `battle-${name}-${lang}`);

async function coinsOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    const res = await fetch('/api/v2.0/user', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    return ((await res.json()) as { data: { wallet: { coins: number } } }).data.wallet.coins;
  });
}

/** The question number on screen (1-based), or null when no question is shown. */
async function questionNo(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const text = document.querySelector('[data-testid="question-number"]')?.textContent ?? '';
    const western = text.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040));
    const match = /\d+/.exec(western);
    return match ? Number(match[0]) : null;
  });
}

/** Waits for an open question past `after` (no reveal over it) or the result; its number. */
async function nextQuestion(page: Page, after: number): Promise<number | 'done'> {
  const handle = await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="battle-result"]')) return 'done';
      if (document.querySelector('[data-testid="reveal"]')) return null;
      const text = document.querySelector('[data-testid="question-number"]')?.textContent ?? '';
      const western = text.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040));
      const match = /\d+/.exec(western);
      const no = match ? Number(match[0]) : 0;
      return no > prev ? no : null;
    },
    after,
    { timeout: budget(40_000) },
  );
  return (await handle.jsonValue()) as number | 'done';
}

async function openLobby(p: Player, t: Translations) {
  await p.page.goto('/dashboard');
  await p.page.getByTestId('battle-entry').click();
  await p.page.waitForURL('**/battle');
  await p.page.getByRole('button', { name: t.battle.find }).waitFor();
}

/** Both players answer each question (A first option, B last); A checks the live markers. */
async function playToResult(a: Player, b: Player, lang: Lang, t: Translations) {
  let no = 0;
  let first = true;
  for (;;) {
    const next = await nextQuestion(a.page, no);
    if (next === 'done') break;
    no = next;
    await expect.poll(() => questionNo(b.page)).toBe(no);
    if (no === 7) {
      await a.page.getByTestId('double-points').waitFor();
      await shot(a.page, 'last-question', lang);
    }
    // B answers first: A sees that B has, not what.
    await b.page.getByTestId('option').last().click();
    await a.page.getByTestId('opponent-answered').waitFor();
    if (first) await shot(a.page, 'question', lang);
    await a.page.getByTestId('option').first().click();
    const reveal = a.page.getByTestId('reveal');
    await reveal.waitFor();
    if (first) {
      expect(await reveal.textContent()).toContain(
        t.battle.theirPick.split('{{name}}')[1]!.split('{{answer}}')[0]!,
      );
      expect(await a.page.locator('[data-testid="option"][data-state="correct"]').count()).toBe(1);
      await shot(a.page, 'reveal', lang);
    }
    first = false;
  }
  expect(no).toBe(7);
}

async function expectResults(a: Player, b: Player, stake: number, lang: Lang, t: Translations) {
  const resultA = a.page.getByTestId('battle-result');
  const resultB = b.page.getByTestId('battle-result');
  await resultA.waitFor();
  await resultB.waitFor();
  const ra = await resultA.getAttribute('data-result');
  const rb = await resultB.getAttribute('data-result');
  const mirror = { win: 'loss', loss: 'win', draw: 'draw' } as const;
  expect(rb).toBe(mirror[ra as keyof typeof mirror]);
  const heading = { win: t.battle.win, draw: t.battle.draw, loss: t.battle.loss };
  expect(await resultA.getByRole('heading').textContent()).toBe(
    heading[ra as keyof typeof heading],
  );
  // Both see the same two scores, each from their side.
  const mineA = await resultA.getByTestId('my-score').textContent();
  const theirsA = await resultA.getByTestId('opponent-score').textContent();
  expect(await resultB.getByTestId('my-score').textContent()).toBe(theirsA);
  expect(await resultB.getByTestId('opponent-score').textContent()).toBe(mineA);
  const coins =
    ra === 'draw' || stake === 0
      ? t.battle.coinsNone
      : (ra === 'win' ? t.battle.coinsWon : t.battle.coinsLost).replace(
          '{{coins}}',
          digits(lang, String(stake)),
        );
  expect(await resultA.getByTestId('coins-moved').textContent()).toBe(coins);
  return ra as 'win' | 'draw' | 'loss';
}

describe('live battles', () => {
  it.each(['en', 'mm'] as const)(
    'a quick battle from the dashboard to the result, and its history (%s)',
    async (lang) => {
      const t = strings[lang];
      const tag = String(Date.now() % 100000);
      const a = await player(lang, `Aung ${tag}`);
      const b = await player(lang, `Bo ${tag}`);
      const stake = lang === 'en' ? 200 : 0;
      const before = { a: await coinsOf(a.page), b: await coinsOf(b.page) };

      await a.page.goto('/dashboard');
      await a.page.getByTestId('battle-entry').waitFor();
      await shot(a.page, 'dashboard-entry', lang);
      await openLobby(a, t);
      // A new player's coins do not reach the largest stake: shown, not pickable, and why.
      expect(before.a).toBeLessThan(1000);
      const largest = a.page.locator('input[name="stake"][value="1000"]');
      expect(await largest.isDisabled()).toBe(true);
      expect(await a.page.getByTestId('above-wallet').textContent()).toBe(
        t.battle.stakesAboveWallet.replace(
          '{{coins}}',
          digits(lang, before.a.toLocaleString('en-US')),
        ),
      );
      await shot(a.page, 'lobby', lang);
      await openLobby(b, t);

      for (const p of [a, b]) {
        await p.page.locator(`input[name="stake"][value="${stake}"]`).check();
        await p.page.getByRole('button', { name: t.battle.find }).click();
        if (p === a) {
          await a.page.getByTestId('searching').waitFor();
          await shot(a.page, 'searching', lang);
        }
      }
      // The matched screen: both names, the stake; no practice-bot badge between two people.
      const matched = a.page.getByTestId('matched');
      await matched.waitFor();
      expect(await matched.textContent()).toContain(b.name);
      expect(await matched.getByTestId('bot-badge').count()).toBe(0);
      expect(await matched.getByTestId('stake').textContent()).toBe(
        stake === 0
          ? t.battle.freeBattle
          : t.battle.stakeCoins.replace('{{coins}}', digits(lang, String(stake))),
      );
      await shot(a.page, 'matched', lang);

      await playToResult(a, b, lang, t);
      const result = await expectResults(a, b, stake, lang, t);
      await shot(a.page, 'result', lang);
      const moved = result === 'draw' ? 0 : result === 'win' ? stake : -stake;
      await expect.poll(() => coinsOf(a.page)).toBe(before.a + moved);
      await expect.poll(() => coinsOf(b.page)).toBe(before.b - moved);

      // History: the battle, from A's side.
      // The battle may have earned a badge or a level: its celebration opens over this screen.
      const row = a.page.getByTestId('history-score');
      await gotoPastCelebrations(a.page, '/battle-history', row);
      expect(await row.count()).toBe(1);
      expect(await a.page.getByRole('list').textContent()).toContain(b.name);
      await shot(a.page, 'history', lang);
      await Promise.all([a.context.close(), b.context.close()]);
    },
  );

  it('a free battle with nobody else waiting meets the practice bot, labelled as one (mm)', async () => {
    const t = mm;
    const a = await player('mm', `Aung ${String(Date.now() % 100000)}`);
    await openLobby(a, t);
    await a.page.getByRole('button', { name: t.battle.find }).click();
    await a.page.getByTestId('searching').waitFor();
    // After 10 s alone: the bot, with its badge and the note that it moves no coins.
    const matched = a.page.getByTestId('matched');
    await matched.waitFor({ timeout: budget(30_000) });
    expect(await matched.getByTestId('bot-badge').textContent()).toBe(t.battle.practiceBot);
    expect(await matched.textContent()).toContain(t.battle.botNote);
    await shot(a.page, 'bot-matched', 'mm');
    expect(await nextQuestion(a.page, 0)).toBe(1);
    expect(await a.page.getByTestId('bot-badge').count()).toBe(1);
    await a.context.close();
  });

  it('a player offline for ~20 s mid-battle comes back to the server snapshot; the other sees away and back', async () => {
    const t = en;
    const lang = 'en';
    // B reaches the server through a proxy the test cuts: every connection of B's dies at once.
    const target = new URL(baseURL());
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const tag = String(Date.now() % 100000);
    const a = await player(lang, `Aye ${tag}`);
    const b = await player(lang, `Bala ${tag}`, `http://127.0.0.1:${proxy.port()}`);
    try {
      await openLobby(a, t);
      await openLobby(b, t);
      for (const p of [a, b]) await p.page.getByRole('button', { name: t.battle.find }).click();
      await a.page.getByTestId('matched').waitFor();

      // Question 1 both answer; in question 2, B drops.
      expect(await nextQuestion(a.page, 0)).toBe(1);
      await expect.poll(() => questionNo(b.page)).toBe(1);
      await b.page.getByTestId('option').first().click();
      await a.page.getByTestId('option').first().click();
      expect(await nextQuestion(a.page, 1)).toBe(2);
      await expect.poll(() => questionNo(b.page)).toBe(2);
      await b.context.setOffline(true);
      await proxy.down();
      await b.page.getByTestId('reconnecting').waitFor();
      await shot(b.page, 'reconnecting', lang);
      await a.page.getByTestId('opponent-away').waitFor();
      await shot(a.page, 'opponent-away', lang);
      const dropped = Date.now();

      // A plays on alone: question 2 runs out its 15 s for B, then question 3 comes.
      await a.page.getByTestId('option').first().click();
      expect(await nextQuestion(a.page, 2)).toBe(3);
      await a.page.getByTestId('option').first().click();
      expect(await nextQuestion(a.page, 3)).toBe(4);
      // At least one whole question passed without B (15 s and its reveal).
      expect(Date.now() - dropped).toBeGreaterThan(15_000);

      await proxy.up();
      await b.context.setOffline(false);
      await expect.poll(() => b.page.getByTestId('reconnecting').count()).toBe(0);
      await a.page.getByTestId('opponent-back').waitFor();
      await shot(a.page, 'opponent-back', lang);
      // B's screen is the server's: the question A has, with about the time A has left.
      await expect.poll(() => questionNo(b.page)).toBe(await questionNo(a.page));
      const left = async (p: Page) => Number(await p.getByTestId('countdown').textContent());
      // Each page's clock ticks once a second, and the two are read one after the other.
      expect(Math.abs((await left(a.page)) - (await left(b.page)))).toBeLessThanOrEqual(3);
      // B missed question 2 and 3: the scores both see agree.
      expect(await b.page.getByTestId('opponent-score').textContent()).toBe(
        await a.page.getByTestId('my-score').textContent(),
      );
      await shot(b.page, 'snapshot', lang);

      // A reload lands in the running battle: the question on screen, from the server.
      const onScreen = (await questionNo(a.page)) ?? 0;
      await a.page.reload();
      await expect
        .poll(async () => (await questionNo(a.page)) ?? 0)
        .toBeGreaterThanOrEqual(onScreen);

      let no = (await questionNo(a.page)) ?? 0;
      for (;;) {
        if (no > 0) {
          await b.page.getByTestId('option').first().click();
          await a.page.getByTestId('option').first().click();
        }
        const next = await nextQuestion(a.page, no);
        if (next === 'done') break;
        no = next;
        await expect.poll(() => questionNo(b.page)).toBe(no);
      }
      await expectResults(a, b, 0, lang, t);
    } finally {
      await proxy.close();
      await Promise.all([a.context.close(), b.context.close()]);
    }
  });

  it('a friend battle: an invitation found as a notification, accepted; Rematch reaches the friend live', async () => {
    const t = en;
    const lang = 'en';
    const tag = String(Date.now() % 100000);
    const a = await player(lang, `Aung ${tag}`);
    const b = await player(lang, `Bo ${tag}`);
    await pageApi(a.page, 'v2.0/friend-request-send', { user_id: await userIdOf(b.page) });
    await pageApi(b.page, 'v2.0/friend-request-accept', { user_id: await userIdOf(a.page) });

    // A invites from the friends list while B is elsewhere: B finds a notification.
    await a.page.goto('/friends');
    await a.page.getByRole('link', { name: t.friends.battle.replace('{{name}}', b.name) }).click();
    await a.page.waitForURL('**/battle?friend=*');
    await a.page
      .getByRole('button', { name: t.battle.inviteFriend.replace('{{name}}', b.name) })
      .click();
    await a.page.getByTestId('inviting').waitFor();
    await shot(a.page, 'inviting', lang);

    await b.page.goto('/notifications');
    await b.page
      .getByRole('link', { name: new RegExp(a.name) })
      .first()
      .click();
    await b.page.waitForURL('**/battle?invite=*');
    const card = b.page.getByTestId('invitation');
    await card.waitFor();
    await shot(b.page, 'invitation-link', lang);
    await card.getByRole('button', { name: t.battle.accept }).click();
    await a.page.getByTestId('matched').waitFor();
    await b.page.getByTestId('matched').waitFor();

    await playToResult(a, b, lang, t);
    await expectResults(a, b, 0, lang, t);

    // Rematch: B, still on the result screen, gets the invitation live and accepts it.
    await a.page.getByRole('button', { name: t.battle.rematch }).click();
    await a.page.getByTestId('inviting').waitFor();
    const live = b.page.getByTestId('invitation');
    await live.waitFor();
    expect(await live.textContent()).toContain(t.battle.invitedYou.replace('{{name}}', a.name));
    await shot(b.page, 'invitation-live', lang);
    await live.getByRole('button', { name: t.battle.accept }).click();
    await b.page.getByTestId('matched').waitFor();
    await a.page.getByTestId('matched').waitFor();
    await Promise.all([a.context.close(), b.context.close()]);
  });
});
