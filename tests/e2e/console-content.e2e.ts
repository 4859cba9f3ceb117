import { stringify } from 'csv-stringify/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMPORT_COLUMNS, type ContentImportColumn } from '../../contract/console-content';
import { en } from '../../web/console/i18n/en';
import { mm as consoleMm } from '../../web/console/i18n/mm';
import { newDeskPage, newStaff, consoleScreenshot as screenshot, signIn } from './console-fixtures';
import { renderNotification } from '../../server/modules/notifications/texts';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot as phoneScreenshot,
  signInThroughMicrosite,
  topicIdByName,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

const id = Date.now().toString(36);
const TOPIC_EN = `Human rights ${id}`;
const TOPIC_MM = `လူ့အခွင့်အရေး ${id}`;
const QUESTIONS = [
  { en: `Which declaration is from 1948? (${id})`, mm: ZAWGYI, stored: UNICODE },
  {
    en: `Where does the UN meet? (${id})`,
    mm: 'ကုလသမဂ္ဂ ဘယ်မှာ အစည်းအဝေး ကျင်းပသနည်း။',
    stored: 'ကုလသမဂ္ဂ ဘယ်မှာ အစည်းအဝေး ကျင်းပသနည်း။',
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

/** What one journey hands the next: the editor, and the player with the question they reported. */
const shared: {
  editor?: { email: string; password: string };
  player?: { page: Page; context: BrowserContext };
  reportedEn?: string;
} = {};

describe('content import and question reports, from the console to a Myanmar player', () => {
  it('(a) an editor imports a CSV with a Zawgyi row and a bad row: the dry run shows both, the fixed file imports', async () => {
    shared.editor = await newStaff(browser, 'editor', 'Imports questions');
    const page = await newDeskPage(browser);
    await signIn(page, shared.editor);
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
    await page.getByRole('alert').filter({ hasText: '1 row has errors' }).waitFor();
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
    // The new topic is a draft, named with a link to the studio, where an editor publishes it.
    const openInStudio = en.import.openInStudio.replace('{{name}}', TOPIC_EN);
    await done.getByRole('heading', { name: en.import.draftsTitle }).waitFor();
    expect(await done.textContent()).toContain(en.import.draftsNote);
    await done.getByRole('link', { name: openInStudio }).scrollIntoViewIfNeeded();
    await screenshot(page, 'console-import-done-en');

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: consoleMm.import.title, level: 1 }).waitFor();
    await page.setViewportSize({ width: 768, height: 900 });
    await page
      .getByRole('heading', { name: consoleMm.import.draftsTitle })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'console-import-done-768-mm');
    await page.getByLabel(consoleMm.lang.label).selectOption('en');
    await page.setViewportSize({ width: 1280, height: 800 });

    await done.getByRole('link', { name: openInStudio }).click();
    await page.getByRole('heading', { name: TOPIC_EN, level: 1 }).waitFor();
    await page.getByText(en.content.unpublished).first().waitFor();
    // Opened straight from the link, the form shows the topic's category, not none.
    await expect
      .poll(() =>
        page
          .getByLabel(en.content.category, { exact: true })
          .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
      )
      .toBe('Civics');
    await page.getByRole('button', { name: en.content.publish }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.reason.label).fill('Imported and checked');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await page.getByRole('button', { name: en.content.unpublish }).waitFor();
    await screenshot(page, 'console-import-published-en');
    await page.context().close();
  });

  it('(b) a Myanmar player plays the new topic in Unicode Myanmar, and reports a question', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    await signInThroughMicrosite(page, undefined, 'Aung Aung');
    // The look-up asks the API in English; the player's screens are in Myanmar.
    await page.goto(`/game-play/${await topicIdByName(page, TOPIC_EN)}`);
    const text = page.getByTestId('question-text');
    await text.waitFor();
    const shown = (await text.textContent())?.trim();
    const question = QUESTIONS.find((q) => q.stored === shown);
    expect(question, `${shown} is one of the imported questions, in Unicode`).toBeDefined();
    expect(await page.locator('body').textContent()).not.toContain(ZAWGYI);
    await phoneScreenshot(page, 'player-new-topic-mm');

    await page.getByTestId('option').first().click();
    await expect
      .poll(() => page.getByTestId('option').first().getAttribute('data-state'))
      .toMatch(/correct|wrong/);
    await page.getByRole('button', { name: mm.game.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: mm.report.title });
    await dialog.getByRole('radio', { name: mm.report.wrongAnswer }).check();
    await dialog.getByRole('button', { name: mm.report.send }).click();
    await dialog.getByRole('button', { name: mm.game.reported }).waitFor();
    await phoneScreenshot(page, 'player-reported-mm');
    shared.reportedEn = question!.en;
    // The player keeps the page for (c).
    shared.player = { page, context };
  });

  it('(c) the editor retires the reported question, and the player finds the thanks in Myanmar', async () => {
    const { editor, player, reportedEn } = shared;
    if (!editor || !player || !reportedEn) throw new Error('journeys (a) and (b) did not run');
    const page = await newDeskPage(browser);
    await signIn(page, editor);
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.reports })
      .click();
    await page.getByRole('heading', { name: en.reports.title, level: 1 }).waitFor();
    const reported = page.getByRole('row').filter({ hasText: reportedEn });
    await reported.waitFor();
    expect(await reported.textContent()).toContain(`${en.reports.types.wrong_answer}: 1`);
    await reported.getByText(en.reports.reporterCount_one.replace('{{count}}', '1')).click();
    await reported.getByText(/Aung Aung/).waitFor();
    await screenshot(page, 'console-reports-en');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'console-reports-768-en');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Fix opens on the question as it stands and asks why first; its reader hears the reason's
    // hint with the field, as in every other reason dialog.
    await reported.getByRole('button', { name: en.reports.fix }).click();
    const fix = page.getByRole('dialog', { name: en.reports.fixTitle });
    expect(await fix.getByLabel(en.reports.questionEn).inputValue()).toBe(reportedEn);
    await fix.getByRole('button', { name: en.reports.saveFix }).click();
    const reason = fix.getByLabel(en.reason.label, { exact: true });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    const description = await reason.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(en.reason.hint);
    await screenshot(page, 'console-reports-fix-en');
    await fix.getByRole('button', { name: en.reason.cancel }).click();
    await fix.waitFor({ state: 'hidden' });

    await reported.getByRole('button', { name: en.reports.retire }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.reason.label).fill('The answer key was wrong');
    await screenshot(page, 'console-reports-retire-en');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: reportedEn }).count()).toBe(0);

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: consoleMm.reports.title, level: 1 }).waitFor();
    await screenshot(page, 'console-reports-mm');
    await page.context().close();

    await player.page.goto('/notifications');
    const told = renderNotification(
      { kind: 'question_report_thanks', title: '', body: '', data: { outcome: 'retired' } },
      'mm',
    );
    const thanks = player.page.getByTestId('notification').filter({ hasText: told.title });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(told.body);
    await phoneScreenshot(player.page, 'player-thanks-mm');
    await player.context.close();
  });
});
