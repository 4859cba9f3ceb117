import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { partsOf } from '../../contract/endpoint';
import { celebrations } from '../../contract/routes/retention';
import { LANGUAGE_KEY, type Language, MUSIC_KEY } from '../../web/api/preferences';
import { logTail } from '../helpers/server-process';
import { expectAccessible } from './axe-check';
import { PHONE_TIME_ZONE } from './time-zones';

export { expectAccessible };
export { OPERATOR_TIME_ZONE, PHONE_TIME_ZONE } from './time-zones';

export const baseURL = () => inject('baseURL');
const SCREENSHOT_DIR = path.resolve('screenshots');

/**
 * Journeys run in Debian's headless shell (package chromium-headless-shell): the same Chromium,
 * built as the headless shell Playwright itself uses, at about two thirds of the full browser's
 * CPU. `scripts/ensure-chromium.sh` installs it; CHROMIUM_PATH may name another build.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

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
      // V8's optimising tiers (Maglev, TurboFan) compile hot functions on other threads for a
      // page that lives a few seconds, axe's audit after each load most of all. Without them,
      // screen-states and accessibility together took 180-185 CPU-s of the machine against 197
      // (two runs each, alternated; 36 loads with audits alone: 44-55 against 57-72). JavaScript
      // behaves the same on every tier.
      '--js-flags=--no-opt --no-maglev',
    ],
  });
}

const celebrationOf = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('[class*="burst"]') });

/**
 * A badge or level-up celebration opens over the next screen after a game; journeys about
 * something else close it whenever it stands in their way (the retention journey keeps it).
 */
async function closeCelebrations(page: Page): Promise<void> {
  const celebration = celebrationOf(page);
  // noWaitAfter: a second celebration (a badge and a level at once) follows in the same dialog,
  // so it does not hide after one click; the handler then runs again for it.
  await page.addLocatorHandler(
    celebration,
    async () => {
      await celebration.getByRole('button').last().click();
    },
    { noWaitAfter: true },
  );
}

/**
 * Music off, as a player may set it, unless the page has its own setting: from the first tap a
 * looping track plays for the rest of the page's life, and three pages playing cost Chromium 2.1-2.9
 * CPU-s in 20 s against 0.3 silent (90 pages played it in a run of the journeys). The settings
 * journey (profile.e2e) asks for the first visit's music.
 */
function musicOff(key: string) {
  if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '0');
}

/**
 * Opens `path` the first time after a game, and returns once the celebrations it found, if any,
 * are shown and closed: the dialog comes after the screen (its reply, then its chunk), so a
 * screenshot taken once the screen shows would race it. `settled` is an element of the screen
 * that the dialog covers; hovering it is the action that lets the handler above close it.
 */
export async function gotoPastCelebrations(page: Page, path: string, settled: Locator) {
  const asked = page.waitForResponse(
    (res) => new URL(res.url()).pathname === partsOf(celebrations).path,
  );
  await page.goto(path);
  const reply = (await (await asked).json()) as { data: { celebrations: unknown[] } };
  // Waited for in the page: a locator's waitFor would let the handler close the dialog, then
  // wait on for it to show.
  if (reply.data.celebrations.length > 0) {
    await page.waitForFunction(() => document.querySelector('[role="dialog"] [class*="burst"]'));
  }
  await settled.first().hover();
}

/**
 * A phone-sized page (360×740, touch) in its own storage; `options` adds to the context's. The
 * phone's clock is in another zone than the operator's, so a screen that showed a time in the
 * phone's zone instead of the operator's (game-rules: one clock) reads wrong in every journey.
 *
 * The service worker is blocked unless a journey asks for it (`serviceWorkers: 'allow'`: pwa.e2e,
 * which tests it, and push): once a page loads, installing it fetches and stores every screen's
 * code, measured at 0.5 CPU-s of Chromium and 0.2 of the server per page, against 0.4 and 0.25 for
 * the page's whole visit without it. And once a worker controls a page, Playwright reports the
 * page's requests late or, in 1 run of 7, not at all (microsoft/playwright#15474), so routes set
 * on the page may not see them: recovery.e2e, which tests the app's own retries, relies on this.
 */
export async function newPhonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { keepCelebrations = false, music = false }: { keepCelebrations?: boolean; music?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    timezoneId: PHONE_TIME_ZONE,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  if (!music) await page.addInitScript(musicOff, MUSIC_KEY);
  if (!keepCelebrations) await closeCelebrations(page);
  return { context, page };
}

/**
 * The app in `lang` from the first script of every load, as for a player who chose it: the page
 * or every page of the context. The key is the app's own (web/api/preferences.ts).
 */
export async function inLanguage(target: Page | BrowserContext, lang: Language): Promise<void> {
  await target.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    lang,
  ] as const);
}

/** Stores `lang` on a page already open: the app reads it at the next load. */
export async function storeLanguage(page: Page, lang: Language): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    lang,
  ] as const);
}

/** The language the page's app has stored, as the settings screen saves it. */
export const storedLanguage = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_KEY);

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

/** What the screen shows while an answer's verdict is on it, read at one instant. */
export interface VerdictSeen {
  /** data-correct of the verdict: 'true' or 'false'. */
  correct: string | null;
  /** data-state of each option, in order. */
  states: Array<string | null>;
  score: string | null;
  questionNumber: string | null;
  text: string | null;
}

/**
 * Waits for the verdict of an answer (tournament and challenge play) and reads it, the options and
 * the question number in one go: it stays only a second, and a busy machine can take longer than
 * that between two separate reads.
 */
export async function verdictSeen(page: Page): Promise<VerdictSeen> {
  const handle = await page.waitForFunction(() => {
    const verdict = document.querySelector('[data-testid="verdict"]');
    if (!verdict) return null;
    return {
      correct: verdict.getAttribute('data-correct'),
      states: [...document.querySelectorAll('[data-testid="option"]')].map((o) =>
        o.getAttribute('data-state'),
      ),
      score: verdict.querySelector('[data-testid="running-score"]')?.textContent ?? null,
      questionNumber:
        document.querySelector('[data-testid="question-number"]')?.textContent ?? null,
      text: verdict.textContent,
    };
  });
  return (await handle.jsonValue()) as VerdictSeen;
}

/**
 * An API reply's `data`, asked with the page's own session: POST with a body, GET without. A
 * refusal throws, naming the path, so a journey's setup never goes on from a failed call.
 */
export async function pageApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([url, payload]) => {
      const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as {
        token?: string;
      };
      const res = await fetch(`/api/${url}`, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const reply = (await res.json()) as { data: unknown };
      if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(reply)}`);
      return reply.data as T;
    },
    [path, body] as const,
  );
}

/** The signed-in player's id, as the app keeps it. */
export const userIdOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { user_id: number }).user_id,
  );
