import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { questionOptions } from '../../tables';
import { signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { game as gameRoute, startGame, submitAnswer } from '@contract/routes/gameplay';
import { partsOf } from '@contract/endpoint';
import { pathOf } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();
const METRICS_TOKEN = 'metrics-token-for-the-tests';
const production = await useTestApp({
  NODE_ENV: 'production',
  OPERATOR_TOKEN_SECRET: 'a-production-secret-for-tests',
  MICROSITE_URL: 'https://microsite.example.com',
  METRICS_TOKEN,
});
const productionWithoutToken = await useTestApp({
  NODE_ENV: 'production',
  OPERATOR_TOKEN_SECRET: 'a-production-secret-for-tests',
  MICROSITE_URL: 'https://microsite.example.com',
});

async function scrape(): Promise<string> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** Sum of a series' samples whose labels include the given ones (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .filter((l) => Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics', () => {
  it('exposes request, error, database, event-loop, wallet and game series that move', async () => {
    const before = await scrape();
    expect(before).toContain('nodejs_eventloop_lag_seconds');
    expect(before).toContain('# TYPE http_request_duration_seconds histogram');
    expect(before).toMatch(/quiz_db_connections\{state="total"\} \d+/);
    if (process.env.TEST_DB === 'postgres') {
      expect(before).toMatch(/quiz_db_connections\{state="waiting"\} \d+/);
      expect(before).toMatch(/quiz_db_connections\{state="in_use"\} \d+/);
    }

    const topic = await createTopic(ctx, { questionCount: 1 });
    const player = await signIn(app, config);
    const started = await player.call(startGame, {
      body: {
        topic_id: topic.id,
      },
    });
    expect(started.status).toBe(200);
    const game = started.body.data;
    const [right] = await ctx.db
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .where(
        and(
          eq(questionOptions.questionId, game.question.question_id),
          eq(questionOptions.isCorrect, true),
        ),
      );
    const answered = await player.call(submitAnswer, {
      body: {
        game_id: game.game_id,
        question_id: game.question.question_id,
        answer_id: right!.id,
      },
    });
    expect(answered.status).toBe(200);
    expect((await player.call(gameRoute, { params: { game_id: game.game_id } })).status).toBe(200);
    expect((await player.call(startGame, { body: { topic_id: 2_000_000 } })).status).toBe(404);
    expect((await player.call(startGame, { body: { topic_id: 'x' } })).status).toBe(422);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    // Route patterns, not raw URLs: one series for every game id.
    expect(
      moved('http_requests_total', {
        method: 'GET',
        route: partsOf(gameRoute).path,
        status: '200',
      }),
    ).toBe(1);
    expect(after).not.toContain(`${pathOf(gameRoute, { game_id: game.game_id })}"`);
    expect(
      moved('http_request_duration_seconds_count', {
        method: 'POST',
        route: partsOf(submitAnswer).path,
      }),
    ).toBe(1);
    expect(moved('http_errors_total', { status: '404' })).toBe(1);
    expect(moved('http_errors_total', { status: '422', code: 'validation_failed' })).toBe(1);
    expect(moved('quiz_wallet_movements_total', { currency: 'coin', reason: 'welcome' })).toBe(1);
    expect(moved('quiz_wallet_movements_total', { reason: 'topic_answer', direction: 'in' })).toBe(
      1,
    );
    expect(moved('quiz_games_started_total', { kind: 'topic' })).toBe(1);
    expect(moved('quiz_games_finished_total', { kind: 'topic' })).toBe(1);
  });

  it('carries the event-loop delay: p50, p99 and max since the last scrape, and a histogram a stall shows in', async () => {
    const first = await scrape();
    for (const name of ['p50', 'p90', 'p99', 'max']) {
      expect(first).toMatch(new RegExp(`^nodejs_eventloop_lag_${name}_seconds [\\d.e+-]+$`, 'm'));
    }
    expect(first).toContain('# TYPE quiz_eventloop_delay_seconds histogram');
    const over100ms = (text: string) =>
      value(text, 'quiz_eventloop_delay_seconds_count') -
      value(text, 'quiz_eventloop_delay_seconds_bucket', { le: '0.1' });
    const before = over100ms(first);
    // Holds the loop for 150 ms as a long synchronous task would: the sampler's next tick is at
    // least 130 ms late, however loaded the machine.
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // busy
    }
    await expect
      .poll(async () => over100ms(await scrape()), { timeout: 5000 })
      .toBeGreaterThan(before);
  });

  it('in production answers only with the METRICS_TOKEN bearer', async () => {
    const anonymous = await production.app.inject({ url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, status_code: 401 });
    const wrong = await production.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-test' },
    });
    expect(wrong.statusCode).toBe(401);
    const allowed = await production.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  it('in production without METRICS_TOKEN is off (the path is just another web path)', async () => {
    const res = await productionWithoutToken.app.inject({ url: '/metrics' });
    expect(res.body).not.toContain('nodejs_eventloop_lag_seconds');
  });
});
