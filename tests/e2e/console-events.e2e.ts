import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  baseURL,
  expectAccessible,
  newPhonePage,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();
// Screens are looked at by hand, so they go outside the repository.
const SHOTS = process.env.CONSOLE_EVENTS_SHOTS ?? '/tmp/shots-events';
// The journey server's default (OPERATOR_TIMEZONE is not set for it).
const OPERATOR_ZONE = 'Asia/Dhaka';

async function shot(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.load('400 16px "Noto Sans Myanmar"', 'က');
    await document.fonts.ready;
  });
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
  await expectAccessible(page, name);
}

/** The operator's wall clock two hours from now, as a datetime-local input takes it. */
function inTwoHours(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: OPERATOR_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 2 * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** An editor account, made by the development admin through the API as the staff screen does. */
async function newEditor(): Promise<{ email: string; password: string }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const signIn = await context.request.post('/api/console/session', {
    data: { email: 'admin@example.com', password: 'dev-console-password' },
  });
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const email = `events-editor-${Date.now()}@staff.test`;
  const created = await context.request.post('/api/console/staff', {
    data: { email, role: 'editor', reason: 'Runs the tournaments' },
    headers: { 'x-csrf-token': csrf },
  });
  const { password } = ((await created.json()) as { data: { password: string } }).data;
  await context.close();
  return { email, password };
}

async function deskPage(width: number) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
  });
  return context.newPage();
}

describe('console tournaments and packs', () => {
  it('an editor schedules a one-off tournament that players then see as upcoming', async () => {
    // The player exists before the announcement goes out, as subscribers do.
    const { page: phone } = await newPhonePage(browser);
    await signInThroughMicrosite(phone);

    const { email, password } = await newEditor();
    const desk = await deskPage(1280);
    await desk.goto('/console/sign-in');
    await desk.getByLabel(en.signIn.email).fill(email);
    await desk.getByLabel(en.signIn.password).fill(password);
    await desk.getByRole('button', { name: en.signIn.submit }).click();
    await desk.getByRole('heading', { name: en.overview.title }).waitFor();

    await desk.getByRole('link', { name: en.nav.tournaments }).first().click();
    await desk.getByRole('heading', { name: en.tournaments.title, level: 1 }).waitFor();
    await desk.getByRole('heading', { name: en.tournaments.templates }).waitFor();
    await shot(desk, 'console-tournaments-en-1280');

    await desk.getByRole('link', { name: en.tournaments.newOneOff }).click();
    await desk.getByRole('heading', { name: en.tournaments.createTitle }).waitFor();
    const name = `Evening Special ${Date.now() % 100_000}`;
    await desk.getByLabel(en.tournaments.start).fill(inTwoHours());
    await desk.getByLabel(en.tournaments.name, { exact: true }).fill(name);
    await desk.getByLabel(`${en.tournaments.name} (${en.tournaments.myanmar})`).fill('ညနေ အထူးပြိုင်ပွဲ');
    await desk.getByLabel(en.tournaments.prize, { exact: true }).fill('500 LKR top-up');
    await desk.getByLabel(en.tournaments.questionCount, { exact: true }).fill('5');
    const topics = desk.getByLabel(en.tournaments.topics);
    await topics.locator('option').first().waitFor({ state: 'attached' });
    await topics.selectOption({ index: 0 });
    await desk.getByLabel(en.tournaments.reason).fill('Weekend promotion');
    await shot(desk, 'console-tournament-new-en-1280');
    await desk.getByRole('button', { name: en.tournaments.save }).click();

    await desk.getByRole('heading', { name: en.tournaments.calendar }).waitFor();
    await desk.getByText(name).waitFor();
    await shot(desk, 'console-tournaments-calendar-en-1280');

    // The player's app at 360 px: announced, and upcoming on its details screen.
    await phone.goto('/notifications');
    const notice = phone.getByText(name).first();
    await notice.waitFor();
    await shot(phone, 'player-notification-upcoming-360');
    await notice.click();
    await phone.waitForURL('**/tournament-details?tournament_id=*');
    const clock = phone.getByTestId('time-left');
    await clock.waitFor();
    expect(await clock.getAttribute('data-status')).toBe('upcoming');
    expect(await clock.textContent()).toMatch(/Starts in/);
    await shot(phone, 'player-tournament-upcoming-360');

    // Editing before the start, then the same screens at 768 px and in Myanmar.
    await desk.getByRole('link', { name: new RegExp(`^${en.tournaments.edit}: ${name}`) }).click();
    await desk.getByRole('heading', { name: en.tournaments.editTitle }).waitFor();
    await shot(desk, 'console-tournament-edit-en-1280');

    const narrow = await deskPage(768);
    await narrow.context().addCookies(await desk.context().cookies());
    await narrow.goto('/console/tournaments');
    await narrow.getByText(name).waitFor();
    await shot(narrow, 'console-tournaments-en-768');

    await desk.goto('/console/tournaments');
    await desk.getByLabel(en.lang.label).selectOption('mm');
    await desk.getByRole('heading', { name: mm.tournaments.title, level: 1 }).waitFor();
    await desk.getByText(name).waitFor();
    await shot(desk, 'console-tournaments-mm-1280');

    await desk.getByRole('link', { name: mm.nav.packs }).first().click();
    await desk.getByRole('heading', { name: mm.packs.title, level: 1 }).waitFor();
    await desk.getByRole('table').waitFor();
    await shot(desk, 'console-packs-mm-1280');
    await desk.getByLabel(mm.lang.label).selectOption('en');
    await desk
      .getByRole('link', { name: new RegExp(`^${en.packs.edit}: `) })
      .first()
      .click();
    await desk.getByLabel(en.packs.priceMinor).waitFor();
    await shot(desk, 'console-pack-edit-en-1280');
    // Two apps, three widths and two languages, each screen held to axe.
  }, 240_000);
});
