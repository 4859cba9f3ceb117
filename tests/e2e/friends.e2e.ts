import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
  userIdOf,
} from './fixtures';

const browser = await useBrowser();

/** A call to the API with the page's own session; its `data`. */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as {
        token?: string;
        user_id?: number;
      };
      const res = await fetch(`/api/${url}`, {
        method: verb,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: verb === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
      });
      const reply = (await res.json()) as { data: unknown };
      if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(reply)}`);
      return reply.data as T;
    },
    [method, path, body] as const,
  );
}

const coinsOf = async (page: Page) =>
  (await apiCall<{ wallet: { coins: number } }>(page, 'GET', 'v2.0/user')).wallet.coins;

describe('friends', () => {
  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    "a friend's row opens their card, where Remove (after a confirm) ends the friendship and refunds the pending challenge (%s)",
    async (lang, t: Translations) => {
      const tag = `${lang}${Date.now() % 1e6}`;
      const a = await newPhonePage(browser);
      const b = await newPhonePage(browser);
      for (const { page } of [a, b]) {
        await inLanguage(page, lang);
      }
      await signInThroughMicrosite(a.page, undefined, `Aung ${tag}`);
      await signInThroughMicrosite(b.page, undefined, `Bo Bo ${tag}`);
      const bName = `Bo Bo ${tag}`;
      await apiCall(a.page, 'POST', 'v2.0/friend-request-send', {
        user_id: await userIdOf(b.page),
      });
      await apiCall(b.page, 'POST', 'v2.0/friend-request-accept', {
        user_id: await userIdOf(a.page),
      });
      const coinsA = await coinsOf(a.page);
      await apiCall(a.page, 'POST', 'v2.0/challenge/request', {
        friend_user_id: await userIdOf(b.page),
        bet: 200,
        number_of_question: 10,
        type: 'global',
        topic_id: null,
      });
      expect(await coinsOf(a.page)).toBe(coinsA - 200);

      // Tapping the friend's row opens their card: Challenge Now and Remove friend.
      await a.page.goto('/friends');
      await a.page.getByRole('button', { name: new RegExp(bName) }).click();
      const card = a.page.getByTestId('player-card');
      await card.getByRole('link', { name: t.player.challengeNow }).waitFor();
      await card.getByText(t.player.tournamentWins).waitFor();
      await screenshot(a.page, `friend-card-${lang}`);

      // Remove asks first; keeping the friend changes nothing.
      await card.getByRole('button', { name: t.player.removeFriend }).click();
      const confirm = a.page.getByRole('dialog', {
        name: t.player.removeTitle.replace('{{name}}', bName),
      });
      await confirm.getByText(t.player.removeBody).waitFor();
      await screenshot(a.page, `friend-remove-confirm-${lang}`);
      await confirm.getByRole('button', { name: t.player.removeKeep }).click();
      await confirm.waitFor({ state: 'detached' });
      await card.getByRole('link', { name: t.player.challengeNow }).waitFor();

      await card.getByRole('button', { name: t.player.removeFriend }).click();
      await confirm.getByRole('button', { name: t.player.removeConfirm, exact: true }).click();
      await card.getByRole('button', { name: t.player.addFriend }).waitFor();
      await screenshot(a.page, `friend-removed-card-${lang}`);
      await a.page.keyboard.press('Escape');
      await a.page.getByRole('heading', { name: t.friends.noFriends }).waitFor();
      await screenshot(a.page, `friend-removed-list-${lang}`);
      // The pending challenge was cancelled and its bet refunded; the friend lost A too.
      expect(await coinsOf(a.page)).toBe(coinsA);
      await b.page.goto('/friends');
      await b.page.getByRole('heading', { name: t.friends.noFriends }).waitFor();
      await b.page.goto('/challenge-list');
      await b.page
        .getByTestId('challenge')
        .first()
        .getByText(t.challenges.status_cancelled)
        .waitFor();

      await a.context.close();
      await b.context.close();
    },
    120_000,
  );
});
