import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

interface Reply {
  status: number;
  body: { data: Record<string, unknown> & { code?: string } };
}

/** One API call with the page's own session, as the web app makes it. */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as {
        token?: string;
      };
      const res = await fetch(`/api/${p}`, {
        method: m,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${auth.token}`,
          'accept-language': 'en',
        },
        body: m === 'POST' ? JSON.stringify(b ?? {}) : undefined,
      });
      return { status: res.status, body: await res.json() } as Reply;
    },
    [method, path, body] as const,
  );
}

async function topicIdByName(page: Page, name: string): Promise<number> {
  const res = await apiCall(page, 'POST', 'v2.0/topics');
  const topics = res.body.data.topics as Array<{ id: number; name: string }>;
  const topic = topics.find((t) => t.name === name);
  if (!topic) throw new Error(`no topic ${name}`);
  return topic.id;
}

/** Try again is named by what it shows: its word, then its price in Myanmar digits. */
const TRY_AGAIN = new RegExp(`^${mm.game.tryAgain}\\s*[၀-၉]+$`);

/** Plays the game on screen until an answer is wrong, so Try again is offered. */
async function answerWrongOnScreen(page: Page) {
  const options = page.getByTestId('option');
  for (let i = 0; i < 10; i++) {
    await page.getByTestId('question-text').waitFor();
    await options.first().click();
    await expect.poll(() => options.first().getAttribute('data-state')).toMatch(/correct|wrong/);
    if ((await options.first().getAttribute('data-state')) === 'wrong') return;
    await page.getByRole('button', { name: mm.game.next, exact: true }).click();
    await expect.poll(() => options.first().getAttribute('data-state')).toBeNull();
  }
  throw new Error('ten right answers in a row: no wrong answer to try again');
}

/** The game on screen, as the server has it now. */
async function gameOnScreen(page: Page) {
  const gameId = Number(new URL(page.url()).searchParams.get('game'));
  const res = await apiCall(page, 'GET', `v2.0/gameplay/${gameId}`);
  const question = res.body.data.question as { question_id: number };
  return { gameId, questionId: question.question_id };
}

/** Spends coins on retries in games of another topic until a retry is no longer affordable. */
async function spendCoinsElsewhere(page: Page, topicId: number): Promise<number> {
  for (let game = 0; game < 10; game++) {
    const started = await apiCall(page, 'POST', 'v2.0/gameplay/start', { topic_id: topicId });
    expect(started.status).toBe(200);
    const gameId = started.body.data.game_id as number;
    const price = started.body.data.try_again_coin_amount as number;
    let questionId = (started.body.data.question as { question_id: number }).question_id;
    for (;;) {
      const answer = { game_id: gameId, question_id: questionId, answer_id: null };
      const first = await apiCall(page, 'POST', 'v2.0/gameplay/submit', answer);
      const coins = (first.body.data.wallet as { coins: number }).coins;
      if (coins < price) return coins;
      // The last answer finishes the game, which is never reopened: start another game.
      if (!(first.body.data.can_try_again as boolean)) break;
      const retry = await apiCall(page, 'POST', 'v2.0/gameplay/try-again', answer);
      expect(retry.status).toBe(200);
      await apiCall(page, 'POST', 'v2.0/gameplay/submit', answer);
      const next = await apiCall(page, 'POST', 'v2.0/gameplay/next', { game_id: gameId });
      // A retry is offered on the last question too; Next after it finishes the game.
      if (next.body.data.status !== 'playing') break;
      questionId = (next.body.data.question as { question_id: number }).question_id;
    }
  }
  throw new Error('coins never ran out');
}

const latin = /[A-Za-z]/;

describe('refusals in Myanmar', () => {
  it('shows "Out of Coin" from the server in Myanmar, not English', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    await signInThroughMicrosite(page);
    await page.goto(`/game-play/${await topicIdByName(page, 'Human Body')}`);
    await answerWrongOnScreen(page);
    const tryAgain = page.getByRole('button', { name: TRY_AGAIN });
    await tryAgain.waitFor();

    // The screen still shows the wallet it loaded; the coins go in another game meanwhile.
    const left = await spendCoinsElsewhere(page, await topicIdByName(page, 'World Capitals'));
    const { gameId, questionId } = await gameOnScreen(page);
    const refused = await apiCall(page, 'POST', 'v2.0/gameplay/try-again', {
      game_id: gameId,
      question_id: questionId,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.data.code).toBe('out_of_coin');
    expect(left).toBeLessThan(20);

    await tryAgain.click();
    const alert = page.getByRole('alert').filter({ hasText: mm.errors.out_of_coin });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(latin);
    expect(await page.locator('body').textContent()).not.toContain('Out of Coin');
    await screenshot(page, 'out-of-coin-mm');
    await context.close();
  });

  it('shows a 409 refusal in Myanmar, not English', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    await signInThroughMicrosite(page);
    await page.goto(`/game-play/${await topicIdByName(page, 'Football')}`);
    await answerWrongOnScreen(page);
    const tryAgain = page.getByRole('button', { name: TRY_AGAIN });
    await tryAgain.waitFor();

    // The same retry from another device of the player's first: this screen's tap is a repeat.
    const { gameId, questionId } = await gameOnScreen(page);
    const body = { game_id: gameId, question_id: questionId };
    expect((await apiCall(page, 'POST', 'v2.0/gameplay/try-again', body)).status).toBe(200);

    await tryAgain.click();
    const alert = page.getByRole('alert').filter({ hasText: mm.errors.not_answered_wrong });
    await alert.waitFor();
    expect(await alert.textContent()).not.toMatch(latin);
    expect(await page.locator('body').textContent()).not.toContain('Try again is only possible');
    await screenshot(page, 'refusal-409-mm');
    await context.close();
  });
});
