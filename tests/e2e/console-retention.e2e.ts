import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RetentionReply } from '@contract/console-analytics';
import type { Envelope } from '@contract/envelope';
import type { BadgesReply } from '@contract/retention';
import type { TopicsReply } from '@contract/topics';
import { DEV_OPERATOR_SECRET } from '../../server/config';
import { mintAccessToken } from '../../server/modules/auth/mint';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  consoleScreenshot,
  DEV_ADMIN,
  newDeskPage,
  newStaff,
  OPERATOR_TIME_ZONE,
  signIn,
} from './console-fixtures';
import { baseURL, uniqueMsisdn, useBrowser } from './fixtures';

const browser = await useBrowser();
const shot = (page: Page, name: string) => consoleScreenshot(page, name, { fullPage: true });

async function api<T>(url: string, init: RequestInit & { cookie?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  const res = await fetch(baseURL() + url, { ...init, headers: { ...headers, ...init.headers } });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`);
  return { data: body.data, res };
}

/** The operator's today: the desk's browser runs in another zone (console-fixtures.ts). */
const operatorToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(new Date());
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new player starts a topic game: a first play day the roll-up will count. */
async function newPlayerPlays() {
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn: uniqueMsisdn() });
  const { data: auth } = await api<{ token: string }>(`/api/check-token?token=${access}`);
  const headers = { authorization: `Bearer ${auth.token}` };
  const { data } = await api<TopicsReply>('/api/v2.0/topics', {
    method: 'POST',
    headers,
    body: '{}',
  });
  await api('/api/v2.0/gameplay/start', {
    method: 'POST',
    headers,
    body: JSON.stringify({ topic_id: data.topics[0]!.id }),
  });
  // And claims the daily reward: a claim today the roll-up will count.
  await api('/api/v2.0/daily-reward/claim', { method: 'POST', headers });
}

describe('console retention and badges', () => {
  it('an analyst reads the retention cohorts the API gives, in English and Myanmar', async () => {
    const { res } = await api('/api/console/session', {
      method: 'POST',
      body: JSON.stringify(DEV_ADMIN),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    await newPlayerPlays();
    const today = operatorToday();
    // The screen's default range: 12 weeks to the operator's today.
    const url = `/api/console/analytics/retention?from=${shift(today, -83)}&to=${today}`;
    let reply: RetentionReply = {
      cohorts: [],
      streaks: { day: null, buckets: [] },
      daily_rewards: [],
    };
    await expect
      .poll(
        async () => {
          reply = (await api<RetentionReply>(url, { cookie })).data;
          const claims = reply.daily_rewards.find((d) => d.date === today)?.claims ?? 0;
          return Math.min(reply.cohorts.at(-1)?.players ?? 0, claims);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(1);
    // Today's roll-up counted the live streaks too.
    expect(reply.streaks.day).toBe(today);

    const analyst = await newStaff(browser, 'analyst', 'Retention journey');
    const page = await newDeskPage(browser);
    await signIn(page, analyst);
    await page.goto('/console/analytics');
    await page.getByRole('link', { name: en.retention.open }).click();
    await page.getByRole('heading', { name: en.retention.title, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: en.retention.table });
    await table.waitFor();
    // The caption changes with the language: the rows are found by the screen's only table.
    const rows = page.locator('table').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(reply.cohorts.length);
    // This week's cohort, as the operator's calendar has it: its players, and D1 not yet known.
    const last = reply.cohorts.at(-1)!;
    const cells = await rows.last().locator('td').allTextContents();
    // Other journeys add players meanwhile: the screen, read after the API, shows at least as many.
    expect(Number(cells[1])).toBeGreaterThanOrEqual(last.players);
    expect(cells.slice(2)).toEqual([
      en.retention.tooYoung,
      en.retention.tooYoung,
      en.retention.tooYoung,
    ]);
    await page.getByRole('heading', { name: en.retention.chart }).waitFor();
    // How long streaks run, and today's claims among the daily reward figures.
    await page.getByRole('table', { name: en.retention.streaks.table }).waitFor();
    await page.getByRole('heading', { name: en.retention.rewards.claimsChart }).waitFor();
    await page.getByRole('heading', { name: en.retention.rewards.paidChart }).waitFor();
    await shot(page, 'retention-en-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    await shot(page, 'retention-en-768');
    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.retention.title, level: 1 }).waitFor();
    await expect
      .poll(() => rows.last().locator('td').nth(2).textContent())
      .toBe(mm.retention.tooYoung);
    await page.getByRole('heading', { name: mm.retention.streaks.title, exact: true }).waitFor();
    await page.getByRole('heading', { name: mm.retention.rewards.title, exact: true }).waitFor();
    await shot(page, 'retention-mm-768');
    await page.getByLabel(mm.lang.label).selectOption('en');

    // An empty range shows the empty state.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel(en.analytics.from, { exact: true }).fill('2020-01-01');
    await page.getByLabel(en.analytics.to, { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: en.analytics.apply }).click();
    await page.getByText(en.retention.empty).waitFor();

    // Analysts read the badge catalogue but get no way to change it.
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.badges })
      .click();
    await page.getByRole('heading', { name: en.badges.title, level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: en.badges.add }).count()).toBe(0);
    expect(await page.getByRole('link', { name: en.badges.edit, exact: true }).count()).toBe(0);
    await shot(page, 'badges-analyst-en');
  }, 240_000);

  it('an editor adds a badge in both languages and edits it', async () => {
    const editor = await newStaff(browser, 'editor', 'Badges journey');
    const page = await newDeskPage(browser, 768);
    await signIn(page, editor);
    await page.goto('/console/badges');
    await page.getByRole('heading', { name: en.badges.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: en.badges.add }).click();
    await page.getByRole('heading', { name: en.badges.add, level: 1 }).waitFor();
    // Nothing filled: the form names its fields before anything is sent.
    await page.getByRole('button', { name: en.badges.save }).click();
    await expect
      .poll(() => page.locator('[aria-invalid="true"]').count())
      .toBeGreaterThanOrEqual(4);
    await shot(page, 'badge-form-errors-en-768');
    const slug = `journey-${Date.now()}`;
    await page.getByLabel(en.badges.slug).fill(slug);
    await page.getByLabel(en.badges.name, { exact: true }).fill('Quiz marathon');
    await page.getByLabel(`${en.badges.name} (${en.packs.myanmar})`).fill('ပဟေဠိ မာရသွန်');
    await page.getByLabel(en.badges.description, { exact: true }).fill('Finish 50 games');
    await page
      .getByLabel(`${en.badges.description} (${en.packs.myanmar})`)
      .fill('ဂိမ်း ၅၀ ပွဲ ပြီးဆုံးပါ');
    await page.getByLabel(en.badges.rule).selectOption('games_finished');
    await page.getByLabel(en.badges.threshold).fill('50');
    await page.getByRole('button', { name: en.badges.save }).click();
    await page.getByRole('heading', { name: `Edit Quiz marathon`, level: 1 }).waitFor();
    await page.getByLabel(en.badges.threshold).fill('60');
    await page.getByRole('button', { name: en.badges.save }).click();
    await page.getByRole('status').filter({ hasText: en.badges.saved }).waitFor();
    await shot(page, 'badge-form-en-768');

    // A picture from disk goes up at once, re-encoded by the server; the preview shows it loaded
    // from this site (the CSP allows no other), and the address field now holds its address.
    const preview = page.getByRole('img', {
      name: en.badges.pictureOf.replace('{{name}}', 'Quiz marathon'),
    });
    expect(await preview.getAttribute('src')).toBe(`/badges/${slug}.svg`);
    const upload = page.getByLabel(en.badges.uploadPicture);
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/console\/badges\/\d+\/image$/.test(r.url()),
    );
    const png = await sharp({
      create: { width: 300, height: 240, channels: 3, background: '#d4a017' },
    })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'medal.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: en.badges.uploaded }).waitFor();
    const picture = /^\/media\/content\/\d+-[0-9a-f]{16}\.webp$/;
    await expect.poll(() => preview.getAttribute('src')).toMatch(picture);
    const src = (await preview.getAttribute('src'))!;
    // Decoded by the browser: the WebP the server made, at the upload's size.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300);
    expect(await page.getByLabel(en.badges.imageUrl).inputValue()).toBe(src);
    await shot(page, 'badge-picture-en-768');

    // A file that is no picture: the server's reason, and the picture stays.
    await upload.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('alert').filter({ hasText: en.issues.imageUnreadable }).waitFor();
    expect(await preview.getAttribute('src')).toBe(src);
    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByText(mm.badges.uploadPicture).waitFor();
    await page.getByRole('alert').filter({ hasText: mm.issues.imageUnreadable }).waitFor();
    await shot(page, 'badge-picture-error-mm-768');
    await page.getByLabel(mm.lang.label).selectOption('en');

    // Saving the form afterwards keeps the uploaded picture; the catalogue and players show it.
    await page.getByLabel(en.badges.threshold).fill('70');
    await page.getByRole('button', { name: en.badges.save }).click();
    await page.getByRole('status').filter({ hasText: en.badges.saved }).waitFor();
    await page.getByRole('link', { name: en.badges.back }).click();
    const row = page.getByRole('row').filter({ hasText: 'Quiz marathon' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${en.badges.rules.games_finished}: 70`);
    // alt="": the name beside it says what it is, so the picture is no image to a reader.
    const listed = row.locator('img');
    expect(await listed.getAttribute('src')).toBe(src);
    await expect
      .poll(() => listed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300);
    await shot(page, 'badges-en-768');
    const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn: uniqueMsisdn() });
    const { data: auth } = await api<{ token: string }>(`/api/check-token?token=${access}`);
    const { data: mine } = await api<BadgesReply>('/api/v2.0/badges', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    expect(mine.badges.find((b) => b.slug === slug)?.image_url).toBe(src);
  }, 180_000);
});
