import type { Page, Route } from 'playwright-core';
import { describe, it } from 'vitest';
import type {
  FairPlayAttemptReply,
  FairPlayFlag,
  FairPlayFlagsReply,
  PlayerAttemptsReply,
} from '../../contract/console-fairplay';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  consoleScreenshot as screenshot,
  DEV_ADMIN,
  newDeskPage,
  signIn,
} from './console-fixtures';
import { useBrowser } from './fixtures';

const browser = await useBrowser();

// What flags an attempt, how the queue orders it and what disqualifying does are tested through
// the API on both databases (fairplay.api.test.ts, fairplay-races.api.test.ts). Here the screens
// are drawn from a bot's attempt as the API returns one, so every state can be looked at.
const now = Date.now();
const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
const flag: FairPlayFlag = {
  game_id: 9001,
  tournament_id: 77,
  tournament_name: 'Daily Quiz',
  user_id: 4242,
  player_name: 'Speedy Bot',
  score: 1056,
  fast_answers: 9,
  correct_answers: 10,
  spread_ms: 41,
  suspicion: 90,
  status: 'open',
  frozen: false,
  flagged_at: iso(600_000),
  reviewed_at: null,
  reviewed_by: null,
  review_reason: null,
};
const flags: FairPlayFlagsReply = {
  flags: [flag, { ...flag, game_id: 9002, user_id: 4343, player_name: 'Mya Mya', suspicion: 40 }],
  total: 2,
  page: 1,
  per_page: 20,
};
const attempt: FairPlayAttemptReply = {
  attempt: {
    game_id: 9001,
    tournament_id: 77,
    tournament_name: 'Daily Quiz',
    user_id: 4242,
    player_name: 'Speedy Bot',
    status: 'finished',
    score: 1056,
    total_correct: 10,
    started_at: iso(660_000),
    finished_at: iso(600_000),
    frozen: false,
    flag_status: 'open',
  },
  flag,
  timings: Array.from({ length: 10 }, (_, i) => ({
    position: i + 1,
    question_id: 500 + i,
    answer_ms: 310 + (i % 3) * 20,
    correct: true,
    timed_out: false,
    fast: i !== 4,
    median_ms: 4_200 + i * 150,
  })),
  median_attempts: 48,
  thresholds: { min_read_ms: 800, fast_answers: 5, steady_answers: 6, steady_ms: 150 },
};
const playerAttempts: PlayerAttemptsReply = {
  user_id: 4242,
  player_name: 'Speedy Bot',
  attempts: [attempt.attempt, { ...attempt.attempt, game_id: 8800, flag_status: null }],
};

const reply = (route: Route, data: unknown) =>
  route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ status_code: 200, success: true, message: 'OK', data }),
  });

async function stubFairPlay(page: Page) {
  await page.route('**/api/console/fairplay/flags*', (route) => reply(route, flags));
  await page.route('**/api/console/fairplay/attempts/9001', (route) => reply(route, attempt));
  await page.route('**/api/console/fairplay/players/4242/attempts', (route) =>
    reply(route, playerAttempts),
  );
}

describe('console fair play', () => {
  it('shows the review queue, a flagged attempt beside the median player, and the player’s attempts', async () => {
    const page = await newDeskPage(browser);
    await signIn(page, DEV_ADMIN);
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.fairplay })
      .click();
    await page.getByRole('heading', { name: en.fairplay.title, level: 1 }).waitFor();

    await stubFairPlay(page);
    await page.reload();
    await page.getByRole('link', { name: 'Speedy Bot' }).waitFor();
    await screenshot(page, 'console-fairplay-queue-en');

    await page
      .getByRole('link', { name: en.fairplay.attemptTitle.replace('{{id}}', '9001') })
      .click();
    await page.getByRole('heading', { name: en.fairplay.timings }).waitFor();
    await screenshot(page, 'console-fairplay-attempt-en');
    await page.getByRole('button', { name: en.fairplay.disqualify }).click();
    await page.getByRole('dialog').getByLabel(en.reason.label).waitFor();
    await screenshot(page, 'console-fairplay-disqualify-en');
    await page.keyboard.press('Escape');

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.fairplay.timings }).waitFor();
    await screenshot(page, 'console-fairplay-attempt-mm');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'console-fairplay-attempt-768-mm');

    await page.goto('/console/fairplay/players/4242');
    await page
      .getByRole('heading', { name: mm.fairplay.playerTitle.replace('{{name}}', 'Speedy Bot') })
      .waitFor();
    await screenshot(page, 'console-fairplay-player-768-mm');
    await page.goto('/console/fairplay');
    await page.getByRole('link', { name: 'Speedy Bot' }).waitFor();
    await screenshot(page, 'console-fairplay-queue-768-mm');
    await page.context().close();
  });

  it('shows the queue loading, empty and failing, each accessible', async () => {
    const page = await newDeskPage(browser);
    await signIn(page, DEV_ADMIN);
    const flagsUrl = '**/api/console/fairplay/flags*';

    await page.route(flagsUrl, () => undefined);
    await page.goto('/console/fairplay');
    await page.getByRole('status').filter({ hasText: en.state.loading }).waitFor();
    await screenshot(page, 'console-fairplay-loading');
    await page.unroute(flagsUrl);

    await page.route(flagsUrl, (route) =>
      reply(route, { flags: [], total: 0, page: 1, per_page: 20 }),
    );
    await page.goto('/console/fairplay');
    await page.getByText(en.fairplay.emptyOpen).waitFor();
    await screenshot(page, 'console-fairplay-empty');
    await page.unroute(flagsUrl);

    await page.route(flagsUrl, (route) =>
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
    await page.goto('/console/fairplay');
    await page.getByRole('button', { name: en.state.retry }).waitFor();
    await screenshot(page, 'console-fairplay-error');
    await page.context().close();
  });
});
