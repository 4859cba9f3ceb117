/**
 * The first screen as a phone receives it: bytes counted from Chromium's network events (what
 * went over the wire, compressed, headers included), and Lighthouse 12 in its default mobile mode
 * (simulated Slow 4G, 4× CPU), median of LIGHTHOUSE_RUNS (3) cold loads per page. Both on the
 * visitor's /quiz-home and a subscriber's /dashboard, against the real server process.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import type { Envelope } from '@contract/envelope';
import type { CheckTokenReply } from '@contract/auth';
import { DEV_OPERATOR_SECRET } from '../server/config';
import { mintAccessToken } from '../server/modules/auth/mint';
import { startServerProcess } from '../tests/helpers/server-process';

// Lighthouse measures in the full browser, as a phone runs it (the journeys use the headless shell).
const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORTS=dir keeps every run's full report (JSON) there. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
const AUTH_KEY = 'auth_user';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

interface Screen {
  path: string;
  /** What the app keeps in localStorage for a signed-in player, or null for a visitor. */
  auth: CheckTokenReply | null;
}

type Kind = 'js' | 'css' | 'font' | 'image' | 'document' | 'api' | 'other';
const kindOf = (type: string | undefined, url: string): Kind => {
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Font') return 'font';
  if (type === 'Image') return 'image';
  if (type === 'Document') return 'document';
  if (url.includes('/api/')) return 'api';
  return 'other';
};
const kb = (bytes: number) => +(bytes / 1000).toFixed(1);

async function signIn(base: string): Promise<CheckTokenReply> {
  const access = await mintAccessToken(DEV_OPERATOR_SECRET, { msisdn: '01812345678' });
  const res = await fetch(`${base}/api/check-token?token=${access}`);
  return ((await res.json()) as Envelope<CheckTokenReply>).data;
}

/** Bytes received per kind of resource on one cold load (no HTTP cache, no service worker). */
async function bytesReceived(base: string, screen: Screen) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    if (screen.auth) {
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [AUTH_KEY, JSON.stringify(screen.auth)],
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<
      string,
      { url: string; type?: string; encoding?: string; headerBytes: number }
    >();
    const kinds: Kind[] = ['js', 'css', 'font', 'image', 'document', 'api', 'other'];
    // Body: the (compressed) payload. Wire: with the response headers, ~1 KB each over HTTP/1.1.
    const body = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>;
    const wire = { ...body };
    const files: Record<string, number> = {};
    cdp.on('Network.responseReceived', (e) => {
      const headers = e.response.headers as Record<string, string>;
      requests.set(e.requestId, {
        url: e.response.url,
        type: e.type,
        encoding: headers['content-encoding'] ?? headers['Content-Encoding'],
        headerBytes: e.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const req = requests.get(e.requestId);
      if (!req) return;
      const kind = kindOf(req.type, req.url);
      const payload = e.encodedDataLength - req.headerBytes;
      body[kind] += payload;
      wire[kind] += e.encodedDataLength;
      const name = new URL(req.url).pathname;
      files[`${kind} ${name}${req.encoding ? ` (${req.encoding})` : ''}`] = kb(payload);
    });
    // Until the first banner is on screen and the network then rests: a busy CPU can pause
    // requests for longer than networkidle's 500 ms while it parses the entry.
    await page.goto(base + screen.path, { waitUntil: 'load' });
    await page.locator('[data-testid="tournament-card"] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const sum = (totals: Record<Kind, number>) => Object.values(totals).reduce((a, b) => a + b, 0);
    return {
      requests: Object.keys(files).length,
      ...Object.fromEntries(kinds.map((k) => [`${k}_kb`, kb(body[k])])),
      total_kb: kb(sum(body)),
      js_with_headers_kb: kb(wire.js),
      css_with_headers_kb: kb(wire.css),
      total_with_headers_kb: kb(sum(wire)),
      files,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run on a cold cache, with the player's session already stored when signed in. */
async function lighthouseRun(page: PuppeteerPage, base: string, screen: Screen) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.detach();
  if (screen.auth) {
    // Any small same-origin file gives the page an origin to store the session in.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      (key, value) => window.localStorage.setItem(key, value),
      AUTH_KEY,
      JSON.stringify(screen.auth),
    );
    const again = await page.createCDPSession();
    await again.send('Network.clearBrowserCache');
    await again.detach();
  }
  const result = await lighthouse(
    base + screen.path,
    { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (REPORT_DIR) {
    // The whole report, to read which element is the LCP and what held it up.
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const file = `${screen.path.replace(/\W+/g, '') || 'root'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, file), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
    fcp_ms: Math.round(audit('first-contentful-paint')),
  };
}

async function lighthouseMedian(base: string, screen: Screen) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_ARGS,
    defaultViewport: null,
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      runs.push(await lighthouseRun(page, base, screen));
      await page.close();
    }
    return {
      performance: median(runs.map((r) => r.performance)),
      lcp_ms: median(runs.map((r) => r.lcp_ms)),
      tbt_ms: median(runs.map((r) => r.tbt_ms)),
      cls: median(runs.map((r) => r.cls)),
      fcp_ms: median(runs.map((r) => r.fcp_ms)),
      runs,
    };
  } finally {
    await browser.close();
  }
}

export async function webBench() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `The web bench measures in the full browser at ${CHROMIUM}: sudo apt-get install -y chromium, or set LIGHTHOUSE_CHROMIUM_PATH.`,
    );
  }
  // The same built files and compression as production; development mode only adds /dev routes.
  const server = await startServerProcess();
  try {
    const base = server.baseURL;
    const screens: Record<string, Screen> = {
      quiz_home: { path: '/quiz-home', auth: null },
      dashboard: { path: '/dashboard', auth: await signIn(base) },
    };
    const out: Record<string, unknown> = {};
    for (const [name, screen] of Object.entries(screens)) {
      const bytes = await bytesReceived(base, screen);
      const lh =
        process.env.BENCH_LIGHTHOUSE === '0' ? 'skipped' : await lighthouseMedian(base, screen);
      out[name] = { bytes, lighthouse: lh };
      console.log(name, JSON.stringify({ bytes, lighthouse: lh }, null, 1));
    }
    return out;
  } finally {
    await server.stop();
  }
}
