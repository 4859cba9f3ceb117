import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { newDeskPage, newStaff, consoleScreenshot as screenshot, signIn } from './console-fixtures';
import { useBrowser } from './fixtures';

const browser = await useBrowser();

describe('the question bank', () => {
  it('an analyst searches every topic, reads served and right-rate, exports, and reads it in Myanmar at 768 px', async () => {
    const analyst = await newStaff(browser, 'analyst', 'Reads the question bank');
    const page = await newDeskPage(browser);
    await signIn(page, analyst);
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.content })
      .click();
    await page.getByRole('link', { name: en.content.openBank }).click();
    await page.getByRole('heading', { name: en.content.bank, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: en.content.bank });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining([en.content.topic, en.content.served, en.content.correctRate]),
    );
    // Every rate is a percentage, or a dash for a question no game has served.
    const rates = await table.locator('tbody tr td:last-child').allTextContents();
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) expect(rate).toMatch(/^(—|\d+(\.\d)?%)$/);

    await page
      .getByLabel(en.content.topic, { exact: true })
      .selectOption({ label: 'World Capitals' });
    await page.getByRole('button', { name: en.audit.apply }).click();
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['World Capitals']));
    await screenshot(page, 'console-question-bank-en');

    // A shared link opens with its topic named in the filter, also when the topics answer after
    // the list (held back here): loading until then, not "All" over a filtered list.
    const topicsUrl = '**/api/console/content/topics?*';
    let release = () => {};
    const topicsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(topicsUrl, async (route) => {
      await topicsHeld;
      await route.continue();
    });
    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    const topicFilter = page.getByLabel(en.content.topic, { exact: true });
    expect(await topicFilter.isDisabled()).toBe(true);
    const topicsAnswered = page.waitForResponse(topicsUrl);
    release();
    await topicsAnswered;
    await page.unroute(topicsUrl);
    await expect
      .poll(() => topicFilter.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent))
      .toBe('World Capitals');
    expect(await topicFilter.isDisabled()).toBe(false);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.csv.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('question-bank.csv');
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\n')[0]).toContain('served,correct,correct_rate');

    await page.getByLabel(en.content.bankSearch).fill('no question says this zqxj');
    await page.getByRole('button', { name: en.audit.apply }).click();
    await page.getByText(en.content.noBankQuestions).waitFor();
    await screenshot(page, 'console-question-bank-empty-en');

    await page.getByRole('button', { name: en.audit.clear }).click();
    // The form shows what the list uses: cleared, not the last search typed.
    await expect.poll(() => page.getByLabel(en.content.bankSearch).inputValue()).toBe('');
    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.content.bank, level: 1 }).waitFor();
    await page.setViewportSize({ width: 768, height: 900 });
    const mmTable = page.getByRole('table', { name: mm.content.bank });
    await mmTable.waitFor();
    expect(await mmTable.getByRole('columnheader').allTextContents()).toContain(mm.content.served);
    // Nothing pushes the page sideways at the narrow desk width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await screenshot(page, 'console-question-bank-768-mm');
    await page.context().close();
  });
});
