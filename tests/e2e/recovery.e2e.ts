import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  topicIdByName,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

/** Matches one API path exactly (query strings aside). */
const api = (path: string) => (url: URL) => url.pathname === `/api/${path}`;

/** What a draining server answers: the envelope, with how long to wait. */
const unavailable = (retryAfter: string) => ({
  status: 503,
  headers: { 'Retry-After': retryAfter },
  contentType: 'application/json',
  body: JSON.stringify({
    status_code: 503,
    success: false,
    message: 'The server is restarting, try again shortly',
    data: null,
  }),
});

/**
 * The game calls the page makes, as "METHOD /path", in order. Read with expect.poll: a request is
 * reported as it leaves, and the screen may change before the event reaches the test.
 */
function recordGameCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v2.0/gameplay')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

const optionState = (page: Page, index = 0) =>
  page.getByTestId('option').nth(index).getAttribute('data-state');

async function startGame(page: Page, topic: string): Promise<number> {
  await signInThroughMicrosite(page);
  const topicId = await topicIdByName(page, topic);
  await page.goto(`/game-play/${topicId}`);
  await page.getByTestId('question-text').waitFor();
  await page.waitForURL(/game=\d+/);
  return Number(new URL(page.url()).searchParams.get('game'));
}

describe('reads recover by themselves', () => {
  it('a 503 on a read is repeated after its Retry-After, without a tap', async () => {
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page);
    const topicId = await topicIdByName(page, 'Football');
    const seen: number[] = [];
    await page.route(api('v2.0/topic'), (route: Route) => {
      seen.push(Date.now());
      return seen.length === 1 ? route.fulfill(unavailable('2')) : route.continue();
    });
    await page.goto(`/topic-details?topic_id=${topicId}`);
    await page.getByRole('button', { name: 'Play' }).waitFor();
    expect(seen).toHaveLength(2);
    // The server asked for 2 s; the first automatic repeat (without it) would come after 1 s.
    expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(1900);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('a game resumed while the server restarts shows its question once the server is back', async () => {
    const { page, context } = await newPhonePage(browser);
    const gameId = await startGame(page, 'Human Body');
    const question = await page.getByTestId('question-text').textContent();
    let reads = 0;
    await page.route(api(`v2.0/gameplay/${gameId}`), (route: Route) =>
      ++reads === 1 ? route.fulfill(unavailable('1')) : route.continue(),
    );
    await page.reload();
    await page.getByTestId('question-text').waitFor();
    expect(await page.getByTestId('question-text').textContent()).toBe(question);
    expect(reads).toBe(2);
    await context.close();
  });
});

describe('a game write whose reply is lost', () => {
  it('shows the verdict the server recorded, read back instead of submitting again', async () => {
    const { page, context } = await newPhonePage(browser);
    const gameId = await startGame(page, 'Human Body');
    const calls = recordGameCalls(page);
    let recorded: { is_correct: boolean } | undefined;
    await page.route(
      api('v2.0/gameplay/submit'),
      async (route: Route) => {
        // The server takes the answer; its reply never reaches the phone.
        const response = await route.fetch();
        recorded = ((await response.json()) as { data: { is_correct: boolean } }).data;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByTestId('option').first().click();
    await expect.poll(() => optionState(page)).toMatch(/correct|wrong/);
    expect(recorded).toBeDefined();
    expect(await optionState(page)).toBe(recorded?.is_correct ? 'correct' : 'wrong');
    await page.getByText(recorded?.is_correct ? 'Correct!' : 'Wrong answer').waitFor();
    expect(await page.getByText("Your answer didn't reach us.").count()).toBe(0);
    await expect
      .poll(() => calls)
      .toEqual([`POST /api/v2.0/gameplay/submit`, `GET /api/v2.0/gameplay/${gameId}`]);
    await screenshot(page, 'recovery-lost-submit-en');
    await context.close();
  });

  it('offers to send again when the answer never arrived (503), and never resends by itself', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    const gameId = await startGame(page, 'Human Body');
    const calls = recordGameCalls(page);
    await page.route(
      api('v2.0/gameplay/submit'),
      (route: Route) => route.fulfill(unavailable('0')),
      {
        times: 1,
      },
    );
    await page.getByTestId('option').first().click();
    await page.getByText('သင့်အဖြေကို ပို့၍ မရပါ။').waitFor();
    await screenshot(page, 'recovery-send-again-mm');
    await expect
      .poll(() => calls)
      .toEqual([`POST /api/v2.0/gameplay/submit`, `GET /api/v2.0/gameplay/${gameId}`]);
    await page.getByRole('button', { name: 'ထပ်ပို့ရန်' }).click();
    await expect.poll(() => optionState(page)).toMatch(/correct|wrong/);
    await expect.poll(() => calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
    await context.close();
  });

  it('a paid try-again whose reply is lost serves the question again, paid once', async () => {
    const { page, context } = await newPhonePage(browser);
    await startGame(page, 'Human Body');
    // Answer until one is wrong: only a wrong answer can be tried again.
    for (let i = 0; i < 10; i++) {
      await page.getByTestId('option').first().click();
      await expect.poll(() => optionState(page)).toMatch(/correct|wrong/);
      if ((await optionState(page)) === 'wrong') break;
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => optionState(page)).toBeNull();
    }
    expect(await optionState(page)).toBe('wrong');
    const calls = recordGameCalls(page);
    await page.route(
      api('v2.0/gameplay/try-again'),
      async (route: Route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: /^Try again/ }).click();
    // Served again: the other options open again, the one already tried stays marked wrong.
    const option = (index: number) => page.getByTestId('option').nth(index);
    await expect.poll(() => option(1).getAttribute('aria-disabled')).toBeNull();
    expect(await optionState(page, 1)).toBeNull();
    expect(await optionState(page)).toBe('wrong');
    expect(await option(0).getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByTestId('countdown').textContent()).toMatch(/\d/);
    await expect.poll(() => calls.filter((c) => c.endsWith('/try-again'))).toHaveLength(1);
    await context.close();
  });
});
