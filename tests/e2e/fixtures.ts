import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { logTail } from '../helpers/server-process';
import { expectAccessible } from './axe-check';

export { expectAccessible };

export const baseURL = () => inject('baseURL');
export const SCREENSHOT_DIR = path.resolve('screenshots');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let launched: Promise<Browser> | undefined;

/**
 * One Chromium per worker, shared by the files it runs one after another (a launch costs a second
 * or two of CPU); each file's contexts are closed after it, so the next starts from none. Flags
 * keep it off the (closed) network. A journey that fails prints the tail of the server's log (the
 * server writes it to a file, not the output).
 */
export async function useBrowser(): Promise<Browser> {
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(logTail(inject('serverLog')));
  });
  const previous = launched && (await launched);
  if (!previous?.isConnected()) launched = launchChromium();
  const browser = await launched!;
  afterAll(() => Promise.all(browser.contexts().map((context) => context.close())));
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A phone-sized page (360×740, touch) in its own storage; `options` adds to the context's. */
export async function newPhonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

let counter = 0;
// Files run several at a time, each with its own counter: the worker's digit keeps their numbers apart.
const worker = Number(process.env.VITEST_POOL_ID ?? '0') % 10;
export const uniqueMsisdn = () =>
  `019${worker}${String(Date.now() % 1e5).padStart(5, '0')}${String(++counter % 100).padStart(2, '0')}`;

/** Signs in the way a subscriber does: the microsite, a number, then the dashboard. */
export async function signInThroughMicrosite(
  page: Page,
  msisdn = uniqueMsisdn(),
  name = 'Rahim Uddin',
) {
  await page.goto('/dev/microsite');
  await page.getByLabel('Mobile number').fill(msisdn);
  await page.getByLabel('Name (optional)').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  return { msisdn, name };
}

/**
 * Saves the screen as `name`.png, then holds it to axe: every screen a journey looks at is
 * checked, in whichever language the journey plays it, and a serious finding fails the journey.
 */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
  await expectAccessible(page, name);
}

/** The id of a topic by its English name, asked of the API with the page's own session. */
export async function topicIdByName(page: Page, name: string): Promise<number> {
  return page.evaluate(async (topicName) => {
    const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    const res = await fetch('/api/v2.0/topics', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${auth.token}`,
        'accept-language': 'en',
      },
      body: '{}',
    });
    const body = (await res.json()) as { data: { topics: Array<{ id: number; name: string }> } };
    const topic = body.data.topics.find((t) => t.name === topicName);
    if (!topic)
      throw new Error(
        `no topic ${topicName} among ${body.data.topics.map((t) => t.name).join(', ')}`,
      );
    return topic.id;
  }, name);
}
