import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contract/staff-roles';
import { sectionsOf } from '../../web/console/api/sections';
import { codesEn } from '../../web/console/i18n/codes';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import {
  consoleScreenshot as screenshot,
  DESK_TIME_ZONE,
  DEV_ADMIN,
  newDeskPage,
  newStaff,
  OPERATOR_TIME_ZONE,
  signIn,
} from './console-fixtures';
import { baseURL, useBrowser } from './fixtures';

const browser = await useBrowser();

const nav = (page: Page, label = en.nav.label) => page.getByRole('navigation', { name: label });
const navLinks = (page: Page) => nav(page).getByRole('link').allTextContents();
// The sections each role's menu lists, as the console declares them (web/console/api/session.ts).
const navOf = (role: StaffRole) => sectionsOf(role).map((s) => en.nav[s.key]);

describe('operator console', () => {
  it('the dev admin invites an editor, who sees only their sections; the audit log shows both changes', async () => {
    const admin = await newDeskPage(browser);
    await admin.goto('/console');
    await admin.waitForURL('**/console/sign-in');
    await screenshot(admin, 'console-sign-in-en');

    await signIn(admin, { ...DEV_ADMIN, password: 'wrong-password' }, { landing: false });
    await admin.getByRole('alert').filter({ hasText: en.errors.invalid_credentials }).waitFor();
    await admin.getByLabel(en.signIn.password).fill('dev-console-password');
    await admin.getByRole('button', { name: en.signIn.submit }).click();
    await admin.getByRole('heading', { name: en.overview.title }).waitFor();
    expect(await navLinks(admin)).toEqual(navOf('admin'));

    await nav(admin).getByRole('link', { name: en.nav.staff }).click();
    await admin.getByRole('heading', { name: en.staff.title, level: 1 }).waitFor();
    const email = `editor-${Date.now()}@staff.test`;
    await admin.getByLabel(en.staff.email).fill(email);
    await admin.getByLabel(en.staff.role).selectOption('editor');
    await admin.getByLabel(en.reason.label).fill('New content editor');
    await admin.getByRole('button', { name: en.staff.send }).click();
    const password = await admin.getByTestId('one-time-password').textContent();
    expect(password).toMatch(/^[\w-]{20}$/);
    await admin.getByRole('cell', { name: email }).waitFor();
    await screenshot(admin, 'console-staff-en');

    // A one-time password opens nothing but the form that replaces it.
    const editor = await newDeskPage(browser);
    await signIn(editor, { email, password: password! }, { landing: false });
    await editor.getByRole('heading', { name: en.password.title }).waitFor();
    expect(await nav(editor).count()).toBe(0);
    await editor.getByLabel(en.password.current).fill(password!);
    await editor.getByLabel(en.password.new).fill('short');
    await editor.getByRole('button', { name: en.password.submit }).click();
    await editor.locator('#password-new_password-error').waitFor();
    await editor.getByLabel(en.password.new).fill('an editor of my own choosing');
    await screenshot(editor, 'console-password-required-en');
    await editor.getByRole('button', { name: en.password.submit }).click();
    await editor.getByRole('heading', { name: en.overview.title }).waitFor();
    expect(await navLinks(editor)).toEqual(navOf('editor'));
    expect(await navLinks(editor)).not.toContain(en.nav.staff);
    await editor.goto('/console/staff');
    await editor.getByRole('heading', { name: en.overview.title }).waitFor();
    expect(new URL(editor.url()).pathname).toMatch(/^\/console\/?$/);
    await screenshot(editor, 'console-editor-en');

    // The admin changes the editor's role, giving the reason the dialog asks for.
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: en.staff.changeRole }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(en.staff.role).selectOption('analyst');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await dialog.getByText(/Enter at least 3 characters/).waitFor();
    await dialog.getByLabel(en.reason.label).fill('Moves to reporting');
    await screenshot(admin, 'console-reason-dialog-en');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await row.getByRole('cell', { name: en.roles.analyst }).waitFor();

    await nav(admin).getByRole('link', { name: en.nav.audit }).click();
    await admin.getByLabel(en.audit.target).fill('staff:');
    await admin.getByLabel(en.audit.staff).fill('admin@example.com');
    await admin.getByRole('button', { name: en.audit.apply }).click();
    const entries = admin.getByRole('row').filter({ hasText: 'staff:' });
    // Actions read as words (web/console/i18n/codes.ts), not as their stored codes.
    await entries.filter({ hasText: codesEn.action['staff.role']! }).first().waitFor();
    const mine = admin
      .getByRole('row')
      .filter({ hasText: /Moves to reporting|New content editor/ });
    expect(await mine.count()).toBe(2);
    await expect(mine.nth(0).textContent()).resolves.toContain(codesEn.action['staff.role']);
    await expect(mine.nth(1).textContent()).resolves.toContain(codesEn.action['staff.create']);
    await screenshot(admin, 'console-audit-en');

    // One clock: the desk's browser runs in another zone (DESK_TIME_ZONE), the console writes the
    // operator's, and says once, in its header, which that is.
    await admin.getByText(en.app.timeZone.replace('{{zone}}', OPERATOR_TIME_ZONE)).waitFor();
    const listed = await admin.context().request.get('/api/console/audit?target=staff:');
    const entry = (
      (await listed.json()) as { data: { entries: { at: string; reason: string }[] } }
    ).data.entries.find((e) => e.reason === 'Moves to reporting');
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
        .format(new Date(entry!.at))
        .replace(/\s?[AP]M$/, '');
    const rowText = (await mine.nth(0).textContent()) ?? '';
    expect(rowText).toMatch(new RegExp(`\\b${clock(OPERATOR_TIME_ZONE)}\\s?[AP]M`));
    expect(rowText).not.toMatch(new RegExp(`\\b${clock(DESK_TIME_ZONE)}\\s?[AP]M`));

    // Clear empties the fields as well as the address: they show what the list uses.
    await admin.getByRole('button', { name: en.audit.clear }).click();
    await admin.waitForURL((url) => url.search === '');
    expect(await admin.getByLabel(en.audit.target).inputValue()).toBe('');
    expect(await admin.getByLabel(en.audit.staff).inputValue()).toBe('');

    // The same screens in Myanmar, and the audit log at the narrowest desk width.
    await admin.getByLabel(en.lang.label).selectOption('mm');
    await admin.getByRole('heading', { name: mm.audit.title }).waitFor();
    await screenshot(admin, 'console-audit-mm');
    await nav(admin, mm.nav.label).getByRole('link', { name: mm.nav.staff }).click();
    await admin.getByRole('heading', { name: mm.staff.title, level: 1 }).waitFor();
    await screenshot(admin, 'console-staff-mm');
    await admin.setViewportSize({ width: 768, height: 900 });
    await nav(admin, mm.nav.label).getByRole('link', { name: mm.nav.audit }).click();
    await admin.getByRole('heading', { name: mm.audit.title }).waitFor();
    await screenshot(admin, 'console-audit-768-mm');

    await editor.getByRole('button', { name: en.nav.signOut }).click();
    await editor.waitForURL('**/console/sign-in');
    await editor.getByLabel(en.lang.label).selectOption('mm');
    await editor.getByRole('heading', { name: mm.signIn.title }).waitFor();
    await screenshot(editor, 'console-sign-in-mm');
  }, 180_000);

  it('an admin sees the addresses failed sign-ins delay, and lifts them, at 768 px in English and Myanmar', async () => {
    const member = await newStaff(browser, 'analyst', 'Sign-in delay journey');
    const attacker = await browser.newContext({ baseURL: baseURL() });
    for (let i = 0; i < 5; i++) {
      const res = await attacker.request.post('/api/console/session', {
        data: { email: member.email, password: 'a wrong guess' },
      });
      expect(res.status()).toBe(401);
    }
    const admin = await newDeskPage(browser, 768);
    await signIn(admin, DEV_ADMIN);
    await nav(admin).getByRole('link', { name: en.nav.staff }).click();
    const row = admin.getByRole('row').filter({ hasText: member.email });
    await row.getByText('127.0.0.1').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await screenshot(admin, 'console-staff-delay-768-en');

    await admin.getByLabel(en.lang.label).selectOption('mm');
    await admin.getByRole('heading', { name: mm.staff.title, level: 1 }).waitFor();
    await row.getByRole('button', { name: mm.staff.unlock }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(mm.reason.label).fill('Called from the office');
    await screenshot(admin, 'console-staff-unlock-768-mm');
    await dialog.getByRole('button', { name: mm.reason.confirm }).click();
    await row.getByText(mm.staff.noDelays).waitFor();
    expect(await row.getByRole('button', { name: mm.staff.unlock }).count()).toBe(0);

    const again = await attacker.request.post('/api/console/session', {
      data: { email: member.email, password: member.password },
    });
    expect(again.status()).toBe(200);
    await attacker.close();
  }, 120_000);

  it('shows the audit log loading, empty and failing, each accessible', async () => {
    const page = await newDeskPage(browser);
    await signIn(page, DEV_ADMIN);
    await page.getByRole('heading', { name: en.overview.title }).waitFor();

    await page.goto('/console/audit?target=no-such-target');
    await page.getByText(en.audit.empty).waitFor();
    await screenshot(page, 'console-audit-empty');

    await page.route('**/api/console/audit**', () => undefined);
    await page.goto('/console/audit?target=held');
    await page.getByRole('status').filter({ hasText: en.state.loading }).waitFor();
    await screenshot(page, 'console-audit-loading');
    await page.unroute('**/api/console/audit**');

    await page.route('**/api/console/audit**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 500,
          success: false,
          message: 'Internal Server Error',
          data: { code: 'internal_error' },
        }),
      }),
    );
    await page.goto('/console/audit?target=broken');
    await page.getByRole('button', { name: en.state.retry }).waitFor();
    await screenshot(page, 'console-audit-error');
    await page.unroute('**/api/console/audit**');

    // The session ends while a filtered page is open: signing in again returns to that page.
    await page.goto('/console/audit?target=no-such-target');
    await page.getByText(en.audit.empty).waitFor();
    await page.context().clearCookies();
    await page.getByLabel(en.audit.target).fill('elsewhere');
    await page.getByRole('button', { name: en.audit.apply }).click();
    await page.waitForURL('**/console/sign-in');
    await page.getByLabel(en.signIn.email).fill(DEV_ADMIN.email);
    await page.getByLabel(en.signIn.password).fill(DEV_ADMIN.password);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    await page.waitForURL('**/console/audit?target=elsewhere');
    await page.getByText(en.audit.empty).waitFor();
  });
});
