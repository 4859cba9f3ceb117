import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/modules/console/totp';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  consoleScreenshot as screenshot,
  DEV_ADMIN,
  newDeskPage,
  newStaff,
  signIn,
} from './console-fixtures';
import { baseURL, useBrowser } from './fixtures';

const browser = await useBrowser();

/** The text a QR code on the page carries, read back from its pixels as a phone camera would. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const nav = (page: Page, label = en.nav.label) => page.getByRole('navigation', { name: label });

/** The member of both journeys: the first sets up their account, the second is an admin's. */
const shared: { member?: { email: string; password: string }; page?: Page } = {};

describe('staff accounts', () => {
  it('a member sees where they are signed in and ends another session, enrols with a QR code, and is told why a password is too weak, in English and Myanmar', async () => {
    const member = await newStaff(browser, 'support', 'Staff accounts journey');
    shared.member = member;
    const page = await newDeskPage(browser);
    await signIn(page, member);
    // Another browser, signed in as the same member.
    const other = await browser.newContext({ baseURL: baseURL() });
    const opened = await other.request.post('/api/console/session', { data: member });
    expect(opened.status()).toBe(200);

    await nav(page).getByRole('link', { name: en.nav.account }).click();
    await page.getByRole('heading', { name: en.account.title, level: 1 }).waitFor();
    const sessions = page.getByRole('table', { name: en.account.sessionsCaption });
    // This one, the other browser's, and the one that replaced the one-time password.
    await expect.poll(() => sessions.getByRole('row').count()).toBe(4);
    const current = sessions.locator('tr[aria-current="true"]');
    expect(await current.textContent()).toContain(en.account.thisSession);
    expect(await current.textContent()).toContain('127.0.0.1');
    await screenshot(page, 'console-account-sessions-en');

    // The newest other session is the other browser's: ended, it opens nothing.
    await sessions
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: en.account.endSession }) })
      .first()
      .getByRole('button', { name: en.account.endSession })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: en.account.sessionsEnded.replace('{{count}}', '1') })
      .waitFor();
    expect((await other.request.get('/api/console/me')).status()).toBe(401);
    await page.getByRole('button', { name: en.account.endOthers }).click();
    await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
    await page.getByText(en.account.noOtherSessions).waitFor();
    await other.close();

    // Enrolment: the QR code carries the otpauth URI the link beside it opens.
    await page.getByRole('button', { name: en.account.start }).click();
    const qr = page.getByRole('img', {
      name: en.account.qrLabel.replace('{{email}}', member.email),
    });
    await qr.waitFor();
    const uri = await page.getByRole('link', { name: en.account.uri }).getAttribute('href');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(await decodeQr(page, 'svg.totp-qr')).toBe(uri);
    await screenshot(page, 'console-account-qr-en');
    await page.setViewportSize({ width: 768, height: 900 });
    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByText(mm.account.qr).waitFor();
    expect(await decodeQr(page, 'svg.totp-qr')).toBe(uri);
    await screenshot(page, 'console-account-qr-768-mm');
    const secret = new URL(uri!).searchParams.get('secret')!;
    await page.getByLabel(mm.signIn.totp).fill(totpCode(member.email, secret, new Date()));
    await page.getByRole('button', { name: mm.account.confirm }).click();
    await page.getByRole('status').filter({ hasText: mm.account.totpOn }).waitFor();

    // A weak password: refused by the server, with why, in the language on screen.
    await page.getByLabel(mm.password.current).fill(member.password);
    await page.getByLabel(mm.password.new).fill('aaaaaaaaaaaa');
    await page.getByRole('button', { name: mm.password.submit }).click();
    const why = page.locator('#password-new_password-error');
    await why.waitFor();
    expect(await why.textContent()).toBe(
      `${mm.errors.password_too_weak} ${mm.weakness.simpleRepeat}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await screenshot(page, 'console-account-weak-password-768-mm');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel(mm.lang.label).selectOption('en');
    await expect
      .poll(() => why.textContent())
      .toBe(`${en.errors.password_too_weak} ${en.weakness.simpleRepeat}`);
    await screenshot(page, 'console-account-weak-password-en');
    shared.page = page;
  }, 120_000);

  it("an admin resets a member's second factor and password, each signing them out, and is told an invited email has an account, at 768 px in Myanmar and 1280 in English", async () => {
    const { member, page: memberPage } = shared;
    if (!member || !memberPage) throw new Error('the first journey did not run');
    const admin = await newDeskPage(browser, 768);
    await signIn(admin, DEV_ADMIN);
    await admin.getByLabel(en.lang.label).selectOption('mm');
    await nav(admin, mm.nav.label).getByRole('link', { name: mm.nav.staff }).click();
    await admin.getByRole('heading', { name: mm.staff.title, level: 1 }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: mm.staff.resetTotp }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(mm.reason.resetTotpHint).waitFor();
    await dialog.getByLabel(mm.reason.label).fill('Lost their phone');
    await screenshot(admin, 'console-staff-reset-totp-768-mm');
    await dialog.getByRole('button', { name: mm.reason.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: mm.staff.resetTotp }).count()).toBe(0);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await screenshot(admin, 'console-staff-768-mm');
    // The member's open page finds its session over.
    await memberPage.reload();
    await memberPage.waitForURL('**/console/sign-in**');

    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByLabel(mm.lang.label).selectOption('en');
    await row.getByRole('button', { name: en.staff.resetPassword }).click();
    await dialog.getByLabel(en.reason.label).fill('Forgot their password');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    const issued = admin
      .getByRole('status')
      .filter({ hasText: en.staff.newPassword.replace('{{email}}', member.email) });
    await issued.waitFor();
    const oneTime = await issued.getByTestId('one-time-password').textContent();
    expect(oneTime).toMatch(/^[\w-]{20}$/);
    expect(await issued.textContent()).toContain(en.staff.expiresNote.split('{{at}}')[0]);
    expect(await row.textContent()).toContain(en.staff.oneTimeUntil.split('{{at}}')[0]);
    await screenshot(admin, 'console-staff-reset-password-en');

    // The old password no longer opens the account; the one-time one opens only its own change.
    await signIn(memberPage, member, { landing: false });
    await memberPage
      .getByRole('alert')
      .filter({ hasText: en.errors.invalid_credentials })
      .waitFor();
    await signIn(memberPage, { ...member, password: oneTime! }, { landing: false });
    await memberPage.getByRole('heading', { name: en.password.title }).waitFor();
    await memberPage.getByLabel(en.password.current).fill(oneTime!);
    await memberPage.getByLabel(en.password.new).fill('password1234');
    await memberPage.getByRole('button', { name: en.password.submit }).click();
    await memberPage
      .locator('#password-new_password-error')
      .filter({ hasText: en.weakness.similarToCommon })
      .waitFor();
    await memberPage.getByLabel(en.password.new).fill('monsoon tram violet lantern');
    await memberPage.getByRole('button', { name: en.password.submit }).click();
    await memberPage.getByRole('heading', { name: en.overview.title }).waitFor();

    // The member signed in again: the admin ends that session too.
    await admin.reload();
    await row.getByRole('button', { name: en.staff.endSessions }).click();
    await dialog.getByLabel(en.reason.label).fill('Shared screen in the office');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await memberPage.reload();
    await memberPage.waitForURL('**/console/sign-in**');

    // The same email invited again: said plainly.
    await admin.getByLabel(en.staff.email).fill(member.email);
    await admin.getByLabel(en.reason.label).fill('Invited twice');
    await admin.getByRole('button', { name: en.staff.send }).click();
    await admin.getByRole('alert').filter({ hasText: en.errors.staff_email_taken }).waitFor();
    await screenshot(admin, 'console-staff-email-taken-en');
    await admin.getByLabel(en.lang.label).selectOption('mm');
    await admin.getByRole('alert').filter({ hasText: mm.errors.staff_email_taken }).waitFor();
  }, 120_000);
});
