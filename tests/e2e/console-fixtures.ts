import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '../../contract/staff-roles';
import { en } from '../../web/console/i18n/en';
import { baseURL, screenshot as saveScreenshot } from './fixtures';
import { DESK_TIME_ZONE } from './time-zones';

export const DEV_ADMIN = { email: 'admin@example.com', password: 'dev-console-password' };

/** Burmese text shows as boxes until its font arrives: wait for the fonts, then save and check. */
export async function consoleScreenshot(page: Page, name: string, opts = { fullPage: false }) {
  await page.evaluate(async () => {
    // With the page's own text: each weight's font comes in parts by character range.
    const text = document.body.innerText;
    await Promise.all(
      ['400', '600', '700'].map((weight) =>
        document.fonts.load(`${weight} 16px "Noto Sans Myanmar"`, text),
      ),
    );
    await document.fonts.ready;
  });
  await saveScreenshot(page, name, opts);
}

export { DESK_TIME_ZONE, OPERATOR_TIME_ZONE } from './time-zones';

/** A desk: the console is built for screens 1280 px wide. */
export async function newDeskPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    timezoneId: DESK_TIME_ZONE,
  });
  return context.newPage();
}

/** Signs in on the console's own form; `landing: false` stops before the overview appears. */
export async function signIn(
  page: Page,
  { email, password }: { email: string; password: string },
  { landing = true } = {},
) {
  await page.goto('/console');
  await page.waitForURL('**/console/sign-in');
  await page.getByLabel(en.signIn.email).fill(email);
  await page.getByLabel(en.signIn.password).fill(password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  if (landing) await page.getByRole('heading', { name: en.overview.title }).waitFor();
}

interface Enveloped<T> {
  data: T;
  message: string;
}

/** Signs in over the API in the browser's own context and returns its CSRF token. */
async function apiSignIn(page: Page, who: { email: string; password: string }) {
  const res = await page.context().request.post('/api/console/session', { data: who });
  if (!res.ok()) throw new Error(`console sign-in as ${who.email}: ${res.status()}`);
  return ((await res.json()) as Enveloped<{ csrf_token: string }>).data.csrf_token;
}

/**
 * A staff member of `role`, invited by the development admin, who has already replaced the
 * one-time password as the console requires on first sign-in (console.e2e.ts walks that screen).
 */
export async function newStaff(
  browser: Browser,
  role: StaffRole,
  reason: string,
): Promise<{ email: string; password: string }> {
  const context = await browser.newContext({ baseURL: baseURL() });
  try {
    const page = await context.newPage();
    const csrf = await apiSignIn(page, DEV_ADMIN);
    const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@staff.test`;
    const invited = await context.request.post('/api/console/staff', {
      data: { email, role, reason },
      headers: { 'x-csrf-token': csrf },
    });
    if (!invited.ok()) throw new Error(`invite ${role}: ${invited.status()}`);
    const oneTime = ((await invited.json()) as Enveloped<{ password: string }>).data.password;
    await context.clearCookies();
    const memberCsrf = await apiSignIn(page, { email, password: oneTime });
    const password = `${role} of the journeys, ${email}`;
    const changed = await context.request.post('/api/console/me/password', {
      data: { current_password: oneTime, new_password: password },
      headers: { 'x-csrf-token': memberCsrf },
    });
    if (!changed.ok()) throw new Error(`password change for ${email}: ${changed.status()}`);
    return { email, password };
  } finally {
    await context.close();
  }
}
