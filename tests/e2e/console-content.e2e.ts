import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMPORT_COLUMNS, type ContentImportColumn } from '../../contract/console-content';
import { en } from '../../web/console/i18n/en';
import { mm as consoleMm } from '../../web/console/i18n/mm';
import { baseURL, screenshot as saveScreenshot, useBrowser } from './fixtures';

const browser = await useBrowser();

/** Burmese text shows as boxes until its font arrives: wait for the fonts, then save and check. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    await Promise.all(
      ['400', '700'].map((weight) =>
        document.fonts.load(`${weight} 16px "Noto Sans Myanmar"`, 'က'),
      ),
    );
    await document.fonts.ready;
  });
  await saveScreenshot(page, name);
}

async function newDeskPage(width = 1280) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: 800 },
    deviceScaleFactor: 1,
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/console');
  await page.waitForURL('**/console/sign-in');
  await page.getByLabel(en.signIn.email).fill(email);
  await page.getByLabel(en.signIn.password).fill(password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await page.getByRole('heading', { name: en.overview.title }).waitFor();
}

/** An editor account, made by the dev admin through the console's API with its session. */
async function newEditor(): Promise<{ email: string; password: string }> {
  const admin = await newDeskPage();
  await signIn(admin, 'admin@example.com', 'dev-console-password');
  const email = `content-editor-${Date.now()}@staff.test`;
  const password = await admin.evaluate(async (address) => {
    const me = (await (await fetch('/api/console/me')).json()) as {
      data: { csrf_token: string };
    };
    const res = await fetch('/api/console/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': me.data.csrf_token },
      body: JSON.stringify({ email: address, role: 'editor', reason: 'Imports questions' }),
    });
    return ((await res.json()) as { data: { password: string } }).data.password;
  }, email);
  await admin.context().close();
  return { email, password };
}

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

const id = Date.now().toString(36);
const TOPIC_EN = `Human rights ${id}`;
const TOPIC_MM = `လူ့အခွင့်အရေး ${id}`;
const QUESTIONS = [
  { en: `Which declaration is from 1948? (${id})`, mm: ZAWGYI },
  {
    en: `Where does the UN meet? (${id})`,
    mm: 'ကုလသမဂ္ဂ ဘယ်မှာ အစည်းအဝေး ကျင်းပသနည်း။',
  },
];

type Row = Partial<Record<ContentImportColumn, string>>;
const row = (q: (typeof QUESTIONS)[number], more: Row = {}): Row => ({
  category_slug: `civics-${id}`,
  category_en: 'Civics',
  category_mm: 'နိုင်ငံသားပညာ',
  topic_slug: `human-rights-${id}`,
  topic_en: TOPIC_EN,
  topic_mm: TOPIC_MM,
  difficulty: '1',
  question_en: q.en,
  question_mm: q.mm,
  option_1_en: 'Universal Declaration of Human Rights',
  option_1_mm: 'လူ့အခွင့်အရေး ကမ္ဘာ့ကြေညာစာတမ်း',
  option_2_en: 'New York',
  option_2_mm: 'နယူးယောက်',
  correct: '1',
  ...more,
});
const csvFile = (rows: Row[]) => ({
  name: `human-rights-${id}.csv`,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    stringify([
      [...CONTENT_IMPORT_COLUMNS],
      ...rows.map((r) => CONTENT_IMPORT_COLUMNS.map((c) => r[c] ?? '')),
    ]),
  ),
});

describe('content import in the console', () => {
  it('(a) an editor imports a CSV with a Zawgyi row and a bad row: the dry run shows both, the fixed file imports', async () => {
    const editor = await newEditor();
    const page = await newDeskPage();
    await signIn(page, editor.email, editor.password);
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.import })
      .click();
    await page.getByRole('heading', { name: en.import.title, level: 1 }).waitFor();
    await page.getByText(en.import.empty).waitFor();
    await screenshot(page, 'console-import-empty-en');

    // Row 3 says option 4 is correct, but there is no option 4.
    const file = page.getByLabel(en.import.file);
    await file.setInputFiles(csvFile([row(QUESTIONS[0]!), row(QUESTIONS[1]!, { correct: '4' })]));
    await page.getByRole('button', { name: en.import.check }).click();
    const rows = page.getByRole('table', { name: en.import.rowsCaption }).getByRole('row');
    await page.getByRole('alert').filter({ hasText: '1 row(s) have errors' }).waitFor();
    const bad = rows.filter({ has: page.getByText(en.import.rowBad, { exact: true }) });
    expect(await bad.count()).toBe(1);
    expect(await bad.getByRole('cell').first().textContent()).toBe('3');
    expect(await bad.textContent()).toContain('correct');
    const converted = rows.filter({ hasText: UNICODE });
    expect(await converted.textContent()).toContain(`${ZAWGYI} → ${UNICODE}`);
    expect(
      await page.getByRole('button', { name: en.import.import, exact: true }).isDisabled(),
    ).toBe(true);
    await screenshot(page, 'console-import-dry-run-en');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'console-import-dry-run-768-en');
    await page.setViewportSize({ width: 1280, height: 800 });

    await file.setInputFiles(csvFile([row(QUESTIONS[0]!), row(QUESTIONS[1]!, { correct: '2' })]));
    await page.getByRole('button', { name: en.import.check }).click();
    await page.getByText(en.import.ready).waitFor();
    expect(
      await rows.filter({ has: page.getByText(en.import.rowBad, { exact: true }) }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: en.import.import, exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: en.import.doneTitle });
    await done.waitFor();
    expect(await done.textContent()).toMatch(
      new RegExp(`${en.import.addedTopics}1${en.import.addedQuestions}2`),
    );
    await screenshot(page, 'console-import-done-en');

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: consoleMm.import.title, level: 1 }).waitFor();
    await screenshot(page, 'console-import-mm');
    await page.context().close();
  });
});
