import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsolePack } from '@contract/console-events';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  consoleScreenshot as shot,
  DEV_ADMIN,
  newDeskPage,
  newStaff,
  signIn,
} from './console-fixtures';
import { newPhonePage, signInThroughMicrosite, useBrowser } from './fixtures';

const browser = await useBrowser();

/** Nothing wider than the window: no sideways scroll at the desk's width. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the console, clear to an operator', () => {
  it('the overview wraps its cards at 1280 and 768 px, and the favicon is found', async () => {
    const page = await newDeskPage(browser);
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    await signIn(page, DEV_ADMIN);
    await page.getByRole('heading', { name: en.overview.sections }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    await shot(page, 'operator-overview-en-1280');
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(768);
    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.overview.sections }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(768);
    await shot(page, 'operator-overview-mm-768');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    expect((await page.request.get(icon!)).status()).toBe(200);
    expect(missing).toEqual([]);
  }, 120_000);

  it("validation speaks the console's language; an added category is confirmed", async () => {
    const page = await newDeskPage(browser);
    await signIn(page, DEV_ADMIN);
    await page.goto('/console/content');
    const add = page.getByRole('button', { name: en.content.addCategory });
    await add.click();
    const form = page.locator('form.sub-form');
    await form.getByText(en.issues.required).first().waitFor();
    expect(await form.innerText()).not.toMatch(
      /Too small|Too big|Invalid|expected (string|number)/,
    );
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await shot(page, 'operator-category-refused-en-1280');

    const name = `Rivers ${Date.now() % 100_000}`;
    await form.getByLabel(en.content.nameEn).fill(name);
    await form.getByLabel(en.content.slug).fill(`rivers-${Date.now() % 100_000}`);
    await add.click();
    await page
      .getByRole('status')
      .filter({ hasText: en.content.categoryAdded.replace('{{name}}', name) })
      .waitFor();
    await shot(page, 'operator-category-added-en-1280');

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.setViewportSize({ width: 768, height: 900 });
    await page.getByRole('button', { name: mm.content.addCategory }).click();
    await form.getByText(mm.issues.required).first().waitFor();
    expect(await form.innerText()).not.toMatch(
      /Too small|Too big|Invalid|expected|required|lowercase/,
    );
    await shot(page, 'operator-category-refused-mm-768');
  }, 120_000);

  it("the wallet cap's reason is on the amount, highlighted, and the dialog's buttons stay in view", async () => {
    const { page: phone } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(phone, undefined, 'Cap Test');
    const desk = await newDeskPage(browser);
    await signIn(desk, await newStaff(browser, 'support', 'Care shift'));
    await desk.goto('/console/care');
    await desk.getByLabel(en.care.query).fill(msisdn);
    await desk.getByRole('button', { name: en.care.find }).click();
    await desk.getByRole('link', { name: `${en.care.open} Cap Test` }).click();
    await desk.getByRole('heading', { name: /Cap Test/, level: 1 }).waitFor();
    await desk.getByRole('button', { name: en.care.adjust }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(en.care.delta).fill('5000');
    await dialog.getByLabel(en.reason.label).fill('A large goodwill credit');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    const amount = dialog.getByLabel(en.care.delta);
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    const refusal = await dialog.locator('.field-error').allInnerTexts();
    expect(refusal.join(' ')).toContain('Support may move at most 1000');
    expect(await dialog.innerText()).not.toContain(en.errors.validation_failed);
    await shot(desk, 'operator-cap-refused-en-1280');

    // A window too short for the dialog: it scrolls inside, its buttons stay on screen.
    await desk.setViewportSize({ width: 1280, height: 420 });
    const confirm = dialog.getByRole('button', { name: en.reason.confirm });
    const box = await confirm.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(420);

    await desk.setViewportSize({ width: 768, height: 900 });
    await desk.keyboard.press('Escape');
    await desk.getByLabel(en.lang.label).selectOption('mm');
    await desk.getByRole('button', { name: mm.care.adjust }).click();
    await dialog.getByLabel(mm.care.delta).fill('5000');
    await dialog.getByLabel(mm.reason.label).fill('A large goodwill credit');
    await dialog.getByRole('button', { name: mm.reason.confirm }).click();
    await dialog.locator('.field-error').filter({ hasText: mm.care.coins }).waitFor();
    expect(await dialog.locator('.field-error').allInnerTexts()).not.toContain(
      expect.stringMatching(/support may move/),
    );
    await shot(desk, 'operator-cap-refused-mm-768');
  }, 180_000);

  it('an analyst gets a read-only pack screen; an admin clones a tournament', async () => {
    const analyst = await newDeskPage(browser);
    await signIn(analyst, await newStaff(browser, 'analyst', 'Reads the numbers'));
    const res = await analyst.request.get('/api/console/packs');
    const { packs } = ((await res.json()) as { data: { packs: ConsolePack[] } }).data;
    const pack = packs[0]!;
    await analyst.goto(`/console/packs/${pack.id}`);
    await analyst.getByRole('status').filter({ hasText: en.state.readOnly }).waitFor();
    expect(await analyst.getByRole('button', { name: en.packs.save }).count()).toBe(0);
    expect(await analyst.getByLabel(en.packs.reason).isDisabled()).toBe(true);
    await shot(analyst, 'operator-pack-read-only-en-1280');
    // Money by its code, in both languages alike.
    await analyst.goto('/console/packs');
    const price = analyst.getByRole('cell', { name: new RegExp(`${pack.currency}$`) }).first();
    await price.waitFor();
    expect(await analyst.locator('main').innerText()).not.toMatch(/৳|MMK/);
    await analyst.getByLabel(en.lang.label).selectOption('mm');
    await analyst.getByRole('heading', { name: mm.packs.title, level: 1 }).waitFor();
    await analyst.setViewportSize({ width: 768, height: 900 });
    await price.waitFor();
    expect(await analyst.locator('main').innerText()).not.toMatch(/৳|MMK/);
    await shot(analyst, 'operator-packs-mm-768');

    const admin = await newDeskPage(browser);
    await signIn(admin, DEV_ADMIN);
    await admin.goto('/console/tournaments');
    const clone = admin.getByRole('link', { name: new RegExp(`^${en.tournaments.clone}: `) });
    await clone.first().waitFor();
    await clone.first().click();
    await admin.getByText(en.tournaments.cloneHint).waitFor();
    // The source's texts and rules come along; the start is for the operator to choose.
    expect(await admin.getByLabel(en.tournaments.name, { exact: true }).inputValue()).not.toBe('');
    expect(await admin.getByLabel(en.tournaments.start).inputValue()).toBe('');
    await shot(admin, 'operator-tournament-clone-en-1280');
    await admin.getByLabel(en.lang.label).selectOption('mm');
    await admin.setViewportSize({ width: 768, height: 900 });
    await admin.getByText(mm.tournaments.cloneHint).waitFor();
    await shot(admin, 'operator-tournament-clone-mm-768');
  }, 180_000);
});
