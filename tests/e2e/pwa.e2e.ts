import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { en } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  baseURL,
  CHROMIUM,
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

/** Every URL the service worker's caches hold, across all its caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((req) => new URL(req.url).pathname));
    }
    return urls;
  });

describe('installable app', () => {
  it('registers its service worker, opens with the network off, and never caches the API', async () => {
    const { page, context } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    await page.goto('/quiz-home');
    await expect
      .poll(() => page.getByTestId('tournament-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // Registered after load; activated once the shell and the screens' code are precached.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 30_000,
      })
      .toBe(true);
    const precached = await cachedUrls(page);
    expect(precached).toContain('/index.html');
    expect(precached.some((url) => /^\/assets\/index-.+\.js$/.test(url))).toBe(true);

    // A subscriber's session fills the wallet, tournaments and topics from the API.
    await signInThroughMicrosite(page);
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('500');
    await page.waitForLoadState('networkidle');
    const cached = await cachedUrls(page);
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByTestId('offline-banner').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    await screenshot(page, 'pwa-offline-en');
    // The API is never answered from a cache: without a network a read fails.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/public/app-config').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    await context.close();
  });

  it('is reported installable by Chromium, with a manifest and robots.txt of its own', async () => {
    // Chromium never offers to install from an incognito profile, which a new context is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-arena-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      baseURL: baseURL(),
      viewport: { width: 360, height: 740 },
    });
    onTestFinished(async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/quiz-home');
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 30_000,
      })
      .toBe(true);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const served = await context.request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toMatch(/manifest\+json/);
    const json = (await served.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Quiz Arena' });
    expect(JSON.stringify(json.icons)).toContain('maskable');
    const robots = await context.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');
  });
});

describe.each([
  ['en', en],
  ['mm', mm],
] as const)('offline, in %s', (lang, strings) => {
  /** A signed-in player on the dashboard, in `lang`; `blockWorker` keeps the service worker out. */
  async function playerOnDashboard(blockWorker: boolean) {
    const { page, context } = await newPhonePage(browser, {
      serviceWorkers: blockWorker ? 'block' : 'allow',
    });
    onTestFinished(() => context.close());
    await inLanguage(context, lang);
    await signInThroughMicrosite(page);
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    const menu = page.getByRole('navigation', { name: strings.nav.main });
    return {
      page,
      context,
      menu,
      leaderboardTab: menu.getByRole('link', { name: strings.nav.leaderboard }),
    };
  }

  it('opens a screen whose code never came once back online, keeping the app around it meanwhile', async () => {
    // No service worker yet, as on a first visit before it has stored the code: the leaderboard's
    // code is not in the page and cannot be fetched.
    const { page, context, menu, leaderboardTab } = await playerOnDashboard(true);
    await context.setOffline(true);
    await leaderboardTab.click();
    const offline = page.getByTestId('offline-state');
    await expect.poll(() => offline.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await offline.textContent()).toContain(strings.offline.screenBody);
    // The header's Back and the bottom menu stay: the player can go elsewhere.
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: strings.common.back }).isVisible()).toBe(true);
    expect(await offline.getByRole('button', { name: strings.common.retry }).isVisible()).toBe(
      true,
    );
    await screenshot(page, `offline-screen-code-${lang}`);

    // Back online, the screen opens by itself.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('tab', { name: strings.leaderboard.daily }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await offline.count()).toBe(0);
  });

  it('shows the offline state on a hard reload of /profile without a network, then the profile', async () => {
    const { page, context } = await playerOnDashboard(false);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.goto('/profile');
    await page.getByTestId('profile-name').waitFor();
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('offline-state');
    await expect.poll(() => offline.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await offline.textContent()).toContain(strings.offline.contentBody);
    await screenshot(page, `offline-profile-reload-${lang}`);

    await context.setOffline(false);
    await page.getByTestId('profile-name').waitFor({ timeout: 15_000 });
    expect(await offline.count()).toBe(0);
  });

  it('says a screen with no data yet waits for the network, instead of skeletons, then fills in', async () => {
    const { page, context, leaderboardTab } = await playerOnDashboard(false);
    // The service worker holds every screen's code; it never holds the API's answers.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 30_000,
      })
      .toBe(true);
    await context.setOffline(true);
    await leaderboardTab.click();
    // The running list and the ended list each say so; the running list is the screen's body.
    const offline = page.getByTestId('running-tournaments').getByTestId('offline-state');
    await expect.poll(() => offline.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await offline.textContent()).toContain(strings.offline.contentBody);
    expect(await page.getByRole('tab', { name: strings.leaderboard.daily }).isVisible()).toBe(true);
    await screenshot(page, `offline-no-data-${lang}`);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('leaderboard-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('offline-state').count()).toBe(0);
  });
});

describe('after a deploy', () => {
  it("reloads once into the new version when a screen's old code file is gone", async () => {
    // No service worker keeps the old files for this page, as on a first visit (newPhonePage blocks it).
    const { page, context } = await newPhonePage(browser);
    onTestFinished(() => context.close());
    await signInThroughMicrosite(page);
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The deploy replaced the leaderboard's hashed file: the old name is a 404, once.
    await page.route(
      '**/assets/leaderboard-route-*.js',
      (route) => route.fulfill({ status: 404 }),
      {
        times: 1,
      },
    );
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: en.nav.main })
      .getByRole('link', { name: en.nav.leaderboard })
      .click();
    await reloaded;
    await expect
      .poll(() => page.getByTestId('leaderboard-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/leaderboard$/);
  });
});

describe('first screen on a slow phone', () => {
  /** A phone page that records what it shows, in order, from the first byte on (`seen`). */
  async function watchedPage() {
    const { page, context } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    onTestFinished(() => context.close());
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            if (node.matches('img.boot-banner')) seen.push('banner');
            // The page's own loader (.boot) is parsed into #root; React's replace it.
            else if (
              record.target instanceof HTMLElement &&
              record.target.id === 'root' &&
              !node.classList.contains('boot')
            ) {
              seen.push(node.getAttribute('role') === 'status' ? 'loader' : 'screen');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    return page;
  }
  const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

  it('shows the first banner before the app code runs, then the screen with no loader between', async () => {
    const page = await watchedPage();
    // Without its code the page still shows the tournament it opens with.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/quiz-home');
    const banner = page.locator('img.boot-banner');
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await banner.getAttribute('src')).toMatch(/^\/media\/tournaments\/.+\.svg\?v=/);
    await screenshot(page, 'first-screen-before-code');

    // With its code, the banner gives way to the whole screen, not to a loader first.
    await page.unroute('**/assets/*.js');
    await page.goto('/quiz-home');
    await expect
      .poll(() => page.getByTestId('tournament-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await seen(page)).toEqual(['banner', 'screen']);
  });

  it('does not hold the screen for an API that never answers: it shows its own loading state', async () => {
    const page = await watchedPage();
    // The data never comes; the banner waits for it only so long (main.tsx).
    await page.route('**/api/public/**', () => new Promise<void>(() => undefined));
    await page.goto('/quiz-home');
    await expect
      .poll(() => page.getByRole('link', { name: 'Home' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await seen(page)).toEqual(['banner', 'screen']);
  });

  it("takes a signed-in player's /quiz-home to the dashboard with no loader between", async () => {
    const page = await watchedPage();
    await signInThroughMicrosite(page);
    await page.goto('/quiz-home');
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await seen(page)).toEqual(['banner', 'screen']);
  });
});
