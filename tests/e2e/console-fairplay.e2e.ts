import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ResultsReply, WinnersReply } from '../../contract/console-events';
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
import { OPERATOR_TIME_ZONE, useBrowser } from './fixtures';

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

// An ended tournament whose winner's attempt still waits in the queue above.
const results: ResultsReply = {
  tournament: {
    id: 77,
    template_id: null,
    type: 'DAILY',
    name: 'Daily Quiz',
    name_mm: 'နေ့စဉ် ဉာဏ်စမ်း',
    caption: '',
    caption_mm: '',
    prize: '500 LKR top-up',
    prize_mm: '',
    image_url: '',
    duration: 300,
    question_count: 10,
    chances: 3,
    length_minutes: 60,
    topic_ids: [],
    start_local: '2026-11-22T10:00',
    status: 'ended',
    start_time: iso(7_200_000),
    end_time: iso(3_600_000),
    player_count: 3,
    frozen: true,
  },
  ranking: [
    { position: 1, user_id: 4242, name: 'Speedy Bot', points: 1056 },
    { position: 2, user_id: 4343, name: 'Mya Mya', points: 880 },
  ],
  total: 2,
  time_zone: OPERATOR_TIME_ZONE,
};
const winners: WinnersReply = {
  winners: results.ranking.map((r) => ({
    ...r,
    msisdn: r.user_id === 4242 ? '01700004242' : '01700004343',
    prize: '500 LKR top-up',
    delivered_at: null,
    delivered_by: null,
    open_flags: r.user_id === 4242 ? 1 : 0,
  })),
};

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
    // The queue lists both flagged attempts in the server's order, each with its open status.
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toContain('Speedy Bot');
    await expect(rows.nth(1).textContent()).resolves.toContain('Mya Mya');
    await expect(rows.nth(0).textContent()).resolves.toContain(en.fairplay.statuses.open);
    await screenshot(page, 'console-fairplay-queue-en');

    await page
      .getByRole('link', { name: en.fairplay.attemptTitle.replace('{{id}}', '9001') })
      .click();
    await page.getByRole('heading', { name: en.fairplay.timings }).waitFor();
    // Why it was flagged, in numbers: 9 of 10 correct answers under the reading threshold.
    await page
      .getByText(
        en.fairplay.flagSummary
          .replace('{{fast}}', '9')
          .replace('{{correct}}', '10')
          .replace('{{ms}}', '800')
          .replace('{{spread}}', en.fairplay.ms.replace('{{ms}}', '41')),
      )
      .waitFor();
    // One row a question, each with this attempt's time beside the median player's.
    const timings = page
      .getByRole('row')
      .filter({ hasText: en.fairplay.ms.replace('{{ms}}', '310') });
    expect(await timings.count()).toBeGreaterThanOrEqual(1);
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .count(),
    ).resolves.toBe(10);
    await expect(page.locator('main').textContent()).resolves.toContain('4200 ms');
    await screenshot(page, 'console-fairplay-attempt-en');
    await page.getByRole('button', { name: en.fairplay.disqualify }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.reason.label).waitFor();
    // Nothing is decided without a reason: confirming an empty one sends nothing.
    let reviews = 0;
    await page.route('**/api/console/fairplay/attempts/9001/*', (route) => {
      reviews += 1;
      return route.abort();
    });
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await dialog.locator('.field-error').first().waitFor();
    expect(reviews).toBe(0);
    await screenshot(page, 'console-fairplay-disqualify-en');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.fairplay.timings }).waitFor();
    // The score in Myanmar numerals, no Latin digits left in the facts.
    await expect(page.locator('dl.facts').textContent()).resolves.toContain('၁,၀၅၆');
    await screenshot(page, 'console-fairplay-attempt-mm');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'console-fairplay-attempt-768-mm');

    await page.goto('/console/fairplay/players/4242');
    await page
      .getByRole('heading', { name: mm.fairplay.playerTitle.replace('{{name}}', 'Speedy Bot') })
      .waitFor();
    // Both of the player's attempts, the flagged one marked.
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .count(),
      )
      .toBe(2);
    await expect(page.locator('main').textContent()).resolves.toContain(mm.fairplay.statuses.open);
    await screenshot(page, 'console-fairplay-player-768-mm');
    await page.goto('/console/fairplay');
    await page.getByRole('link', { name: 'Speedy Bot' }).waitFor();
    await screenshot(page, 'console-fairplay-queue-768-mm');
    await page.context().close();
  });

  it('holds a flagged winner’s prize on the winners page with a warning, at 768 px in English and Myanmar', async () => {
    const page = await newDeskPage(browser, 768);
    await signIn(page, DEV_ADMIN);
    await page.route('**/api/console/tournaments/77/results', (route) => reply(route, results));
    await page.route('**/api/console/tournaments/77/winners', (route) => reply(route, winners));
    await page.goto('/console/tournaments/77/results');

    for (const [lang, t] of [
      ['en', en],
      ['mm', mm],
    ] as const) {
      if (lang === 'mm') await page.getByLabel(en.lang.label).selectOption('mm');
      await page.getByText(t.tournaments.heldForReview).waitFor();
      const deliver = page.getByRole('button', { name: t.tournaments.markDelivered });
      // The flagged winner's action is held; the next winner's is not.
      expect(await deliver.nth(0).isDisabled()).toBe(true);
      expect(await deliver.nth(1).isEnabled()).toBe(true);
      expect(await deliver.nth(0).getAttribute('aria-describedby')).toBe('held-4242');
      await page.getByRole('link', { name: t.tournaments.reviewFlag }).waitFor();
      await screenshot(page, `console-winners-held-768-${lang}`);
    }
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
    expect(await page.getByRole('table').count()).toBe(0);
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
