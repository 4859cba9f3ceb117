import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReportReply, AnalyticsSummaryReply } from '@contract/console-analytics';
import type { Envelope } from '@contract/envelope';
import type { PaymentReply, TournamentPacksReply } from '@contract/packs';
import { DEV_OPERATOR_SECRET } from '../../server/config';
import { mintAccessToken } from '../../server/modules/auth/mint';
import { sectionsOf } from '../../web/console/api/sections';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { stakedBattle } from './console-battles';
import { consoleScreenshot, DEV_ADMIN, newDeskPage, newStaff, signIn } from './console-fixtures';
import { baseURL, uniqueMsisdn, useBrowser } from './fixtures';

const browser = await useBrowser();

const shot = (page: Page, name: string) => consoleScreenshot(page, name, { fullPage: true });

async function api<T>(url: string, init: RequestInit & { cookie?: string; csrf?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.csrf) headers['x-csrf-token'] = init.csrf;
  const res = await fetch(baseURL() + url, { ...init, headers: { ...headers, ...init.headers } });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`);
  return { data: body.data, res };
}

/** An analyst to sign in as, and the dev admin's cookie to read the API beside the screens. */
async function inviteAnalyst() {
  const { res } = await api<{ csrf_token: string }>('/api/console/session', {
    method: 'POST',
    body: JSON.stringify(DEV_ADMIN),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { ...(await newStaff(browser, 'analyst', 'Analytics journey')), cookie };
}

/** A player buys a pack through the payment sandbox: revenue the roll-up will count. */
async function buyPack(): Promise<number> {
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn: uniqueMsisdn() });
  const { data: auth } = await api<{ token: string }>(`/api/check-token?token=${access}`);
  const headers = { authorization: `Bearer ${auth.token}` };
  const { data: list } = await api<TournamentPacksReply>('/api/v2.0/tournament-packs', { headers });
  const pack = list.packages.find((p) => p.provider !== 'nagorik')!;
  const { data: payment } = await api<PaymentReply>('/api/v2.0/paysenz/create-payment', {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: pack.bundle_id, type: 'bundle' }),
  });
  const approved = await fetch(`${baseURL()}/dev/sandbox/checkout/${payment.payment_id}/approve`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  return pack.price_minor;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('console analytics', () => {
  it('an analyst opens revenue and activity and exports revenue as CSV', async () => {
    const analyst = await inviteAnalyst();
    const paid = await buyPack();
    const battle = await stakedBattle(['Analytics A', 'Analytics B']);
    battle.close();
    // The roll-up runs every few seconds on the journeys' server: wait until it counted the sale.
    // Yesterday to tomorrow in UTC holds the operator's today, whatever its time zone.
    const summaryUrl = `/api/console/analytics/summary?from=${day(-1)}&to=${day(1)}`;
    await expect
      .poll(
        async () => {
          const { data } = await api<AnalyticsSummaryReply>(summaryUrl, { cookie: analyst.cookie });
          return data.days.reduce((s, d) => s + d.revenue_minor, 0);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(paid);
    const reportUrl = `/api/console/analytics/report?from=${day(-1)}&to=${day(1)}`;
    const battlesCounted = async () => {
      const { data } = await api<AnalyticsReportReply>(reportUrl, { cookie: analyst.cookie });
      return data.periods.reduce((s, p) => s + p.battles.staked, 0);
    };
    await expect.poll(battlesCounted, { timeout: 60_000, interval: 1_000 }).toBeGreaterThan(0);

    const page = await newDeskPage(browser);
    await signIn(page, analyst);
    const nav = page.getByRole('navigation', { name: en.nav.label });
    const sections = await nav.getByRole('link').allTextContents();
    expect(sections).toEqual(sectionsOf('analyst').map((s) => en.nav[s.key]));
    expect(sections).toContain(en.nav.analytics);
    expect(sections).not.toContain(en.nav.care);
    // Other journeys play battles meanwhile: the key figure lies between the totals read before
    // and after it.
    const battlesTotal = async () =>
      (
        await api<AnalyticsReportReply>('/api/console/analytics/report', { cookie: analyst.cookie })
      ).data.periods.reduce((s, p) => s + p.battles.total, 0);
    const battlesBefore = await battlesTotal();
    await nav.getByRole('link', { name: en.nav.analytics }).click();
    await page.getByRole('heading', { name: en.analytics.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: en.analytics.charts.revenue, exact: true }).waitFor();
    // Live battles per day: a chart of its own and a key figure counting the battle just played.
    await page.getByRole('heading', { name: en.analytics.charts.battles, exact: true }).waitFor();
    const battlesTile = page
      .getByRole('list', { name: en.analytics.kpis })
      .getByRole('listitem')
      .filter({ hasText: en.analytics.kpi.battles });
    const battlesShown = Number(
      (await battlesTile.locator('.kpi-value').innerText()).replace(/,/g, ''),
    );
    expect(battlesShown).toBeGreaterThanOrEqual(Math.max(1, battlesBefore));
    expect(battlesShown).toBeLessThanOrEqual(await battlesTotal());
    await shot(page, 'analytics-day-en-1280');

    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: `${en.analytics.exportCsv} — ${en.analytics.charts.revenue}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-day\.csv$/,
    );
    const text = fs.readFileSync((await file.path())!, 'utf8');
    // Every console export starts with a byte-order mark: spreadsheets then read it as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe('period_start,period_end,revenue_minor,revenue_per_active_player_minor');
    // The last 30 operator-time days, one a line; the sale is in them.
    expect(lines).toHaveLength(31);
    const revenue = lines.slice(1).map((l) => Number(l.split(',')[2]));
    expect(revenue.reduce((s, r) => s + r, 0)).toBeGreaterThanOrEqual(paid);

    await page.getByText(en.analytics.showFigures).first().click();
    await page.getByLabel(en.analytics.grain, { exact: true }).selectOption('month');
    await page.getByRole('button', { name: en.analytics.apply }).click();
    await page.waitForURL(/grain=month/);
    await page.getByRole('heading', { name: en.analytics.charts.revenue, exact: true }).waitFor();
    await shot(page, 'analytics-month-en-1280');

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.analytics.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: mm.analytics.charts.battles, exact: true }).waitFor();
    await shot(page, 'analytics-month-mm-1280');
    await page.getByLabel(mm.lang.label).selectOption('en');

    await page.setViewportSize({ width: 768, height: 900 });
    await page.getByRole('heading', { name: en.analytics.charts.revenue, exact: true }).waitFor();
    await shot(page, 'analytics-month-en-768');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A range with nothing in it, then a bad one (refused in the form, nothing asked).
    await page.getByLabel(en.analytics.from, { exact: true }).fill('2020-01-01');
    await page.getByLabel(en.analytics.to, { exact: true }).fill('2020-01-31');
    await page.getByLabel(en.analytics.grain, { exact: true }).selectOption('day');
    await page.getByRole('button', { name: en.analytics.apply }).click();
    await page.getByText(en.analytics.empty).waitFor();
    await shot(page, 'analytics-empty-en');
    await page.getByLabel(en.analytics.to, { exact: true }).fill('2019-12-01');
    await page.getByRole('button', { name: en.analytics.apply }).click();
    await page.getByText(en.analytics.badRange).waitFor();
    await shot(page, 'analytics-bad-range-en');
    // A sale, a roll-up and a dozen screens on a shared machine: well past the default minute.
  }, 240_000);

  it('shows loading, then an error with a retry that recovers', async () => {
    const analyst = await inviteAnalyst();
    const page = await newDeskPage(browser);
    await signIn(page, analyst);
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/console/analytics/report**', async (route) => {
      await held;
      if (fail) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            status_code: 500,
            success: false,
            message: 'x',
            data: { code: 'internal' },
          }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/console/analytics');
    await page.getByRole('status').filter({ hasText: en.state.loading }).waitFor();
    await shot(page, 'analytics-loading-en');
    release();
    await page.getByRole('alert').filter({ hasText: en.state.error }).waitFor();
    await shot(page, 'analytics-error-en');
    fail = false;
    await page.getByRole('button', { name: en.state.retry }).click();
    await page.getByRole('heading', { name: en.analytics.charts.revenue, exact: true }).waitFor();
  }, 120_000);
});
