import sharp from 'sharp';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserReply } from '../../contract/users';
import { en } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  storedLanguage,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

const MYANMAR_DIGIT = /[၀-၉]/;

/** The request the page makes to an API path, once it has answered. */
const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && r.url().endsWith(`/api/${path}`));

/**
 * The seeded promotions always fill the notifications screen: for the empty state's screenshot
 * only, both of its lists come back empty in the browser. The player's own list too: another
 * journey on the same server may send every player an announcement at any moment.
 */
async function showEmptyNotifications(page: Page) {
  const empty = (data: unknown) => (route: Route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ status_code: 200, success: true, message: 'OK', data }),
    });
  await page.route('**/api/v2.0/promotions', empty({ promotions: [] }));
  await page.route('**/api/v2.0/notifications', empty({ notifications: [], unread_count: 0 }));
  await page.reload();
}

describe('profile, settings and notifications', () => {
  it('edits the profile with a real picture, which is still there after a reload', async () => {
    const { page, context } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(page, undefined, 'Mya Profile');

    await page.goto('/profile');
    await page.getByTestId('profile-name').getByText('Mya Profile').waitFor();
    expect(await page.getByTestId('profile-phone').textContent()).toBe(msisdn);
    expect(await page.getByTestId('profile-win').textContent()).toBe('0');
    // Where the player stands, as GET /user has it: level, points and the wallet.
    const me = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token?: string };
      const res = await fetch('/api/v2.0/user', {
        headers: { authorization: `Bearer ${auth.token}` },
      });
      return ((await res.json()) as { data: UserReply }).data;
    });
    for (const [id, value] of [
      ['profile-level', me.user.level],
      ['profile-points', me.user.points],
      ['profile-coins', me.wallet.coins],
      ['profile-gems', me.wallet.gems],
    ] as const) {
      expect(await page.getByTestId(id).textContent()).toBe(value.toLocaleString('en-US'));
    }
    expect(me.wallet.coins).toBeGreaterThan(0);
    await page.getByTestId('bcs-count').waitFor();
    await page.getByRole('tab', { name: en.profile.thisMonth }).click();
    expect(
      await page.getByRole('tab', { name: en.profile.thisMonth }).getAttribute('aria-selected'),
    ).toBe('true');
    await screenshot(page, 'profile-en');

    await page.getByRole('link', { name: en.profile.edit }).click();
    await page.waitForURL('**/edit-profile?**');
    const query = new URL(page.url()).searchParams;
    expect([...query.keys()].sort()).toEqual(['email', 'id', 'image', 'name', 'phone']);
    expect(query.get('phone')).toBe(msisdn);

    // Refused before sending: not an image, and an image over 1 MiB.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/update-avatar')) uploads++;
    });
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    expect(await page.getByTestId('avatar-error').textContent()).toBe(en.editProfile.wrongType);
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1_048_577, 1),
    });
    expect(await page.getByTestId('avatar-error').textContent()).toBe(en.editProfile.tooLarge);
    expect(uploads).toBe(0);

    // A real picture is uploaded on pick.
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#e53935' },
    })
      .png()
      .toBuffer();
    const uploaded = answered(page, 'POST', 'v2.0/user/update-avatar');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await page.getByText(en.editProfile.uploaded).waitFor();

    // Field errors: empty name, then a malformed email.
    const name = page.getByLabel(en.editProfile.fullName);
    // The form stops where the server's name rule does (game-rules: 1 to 50 characters).
    expect(await name.getAttribute('maxlength')).toBe('50');
    const email = page.getByLabel(en.editProfile.email);
    expect(await page.getByLabel(en.editProfile.mobile).getAttribute('readonly')).not.toBeNull();
    await name.fill('');
    await page.getByRole('button', { name: en.editProfile.save }).click();
    await page.getByText(en.editProfile.nameRequired).waitFor();
    await page.getByText(en.editProfile.emailRequired).waitFor();
    await name.fill('Mya Edited');
    await email.fill('mya@');
    await page.getByRole('button', { name: en.editProfile.save }).click();
    await page.getByText(en.editProfile.emailInvalid).waitFor();
    await screenshot(page, 'edit-profile-en');
    await email.fill('mya@example.com');
    await page.getByRole('button', { name: en.editProfile.save }).click();
    await page.waitForURL('**/profile');

    await page.reload();
    await page.getByTestId('profile-name').getByText('Mya Edited').waitFor();
    const avatar = page.locator('main img[src^="/media/avatars/"]');
    await avatar.waitFor();
    const loaded = await avatar.evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise((r) => (img.onload = () => r(img.naturalWidth))),
    );
    expect(loaded).toBe(256);

    // The side menu follows the current profile, not the name stored at sign-in.
    await page.getByRole('button', { name: en.common.openMenu }).first().click();
    const menu = page.getByRole('dialog', { name: en.nav.menu });
    await expect.poll(() => menu.getByTestId('sidebar-name').textContent()).toBe('Mya Edited');
    await menu.locator('img[src^="/media/avatars/"]').waitFor();
    await screenshot(page, 'sidebar-renamed-en');
    await context.close();
  });

  it('keeps a toggled setting and the volume after a reload; shows notifications', async () => {
    const { page, context } = await newPhonePage(browser, {}, { music: true });
    await signInThroughMicrosite(page);
    await page.goto('/settings');
    const daily = page.getByTestId('setting-daily_updates');
    await daily.waitFor();
    expect(await daily.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('setting-new_topics').getAttribute('aria-checked')).toBe('true');
    const saved = answered(page, 'POST', 'v2.0/settings');
    await daily.click();
    expect((await saved).status()).toBe(200);
    expect(await daily.getAttribute('aria-checked')).toBe('true');

    // Music starts gently on a first visit (it plays from the first tap), sound at full.
    const audio = page.getByTestId('music');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.volume)).toBe(0.35);
    expect(await page.getByTestId('music-slider').inputValue()).toBe('35');
    expect(await page.getByTestId('sound-slider').inputValue()).toBe('100');
    await page.getByTestId('sound-switch').click();
    expect(await page.getByTestId('sound-slider').inputValue()).toBe('0');
    await page.getByTestId('music-slider').fill('40');
    await screenshot(page, 'settings-en');

    await page.reload();
    await page.getByTestId('setting-daily_updates').waitFor();
    expect(await page.getByTestId('setting-daily_updates').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByTestId('sound-switch').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('music-slider').inputValue()).toBe('40');
    expect(await page.getByTestId('music-switch').getAttribute('aria-checked')).toBe('true');

    await page.goto('/notifications');
    await page.getByTestId('notification').first().waitFor();
    // The seeded promotions are listed with their localised time.
    expect(await page.getByText(en.notifications.promotion).count()).toBeGreaterThan(0);
    // A time reads '…' until app-config names the operator's zone (the phone's would be wrong).
    await expect
      .poll(() => page.getByTestId('notification-time').first().textContent())
      .toMatch(/\d/);
    await screenshot(page, 'notifications-en');
    await showEmptyNotifications(page);
    await page.getByText(en.notifications.emptyTitle).waitFor();
    await screenshot(page, 'notifications-empty-en');
    await context.close();
  });

  it('plays looped music only once music is on: nothing fetched at 0, the volume followed, paused when hidden', async () => {
    // Music off until the player turns it on (newPhonePage's default).
    const { page, context } = await newPhonePage(browser);
    const tracks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.mp3')) tracks.push(r.url());
    });
    await signInThroughMicrosite(page);
    await page.goto('/settings');
    const music = page.getByTestId('music-switch');
    await music.waitFor();
    expect(await music.getAttribute('aria-checked')).toBe('false');
    // Taps with music at 0: no track is asked for. The tap's own save answering shows the page
    // handled it; a track asked for on a tap would have been asked for before that.
    const saved = answered(page, 'POST', 'v2.0/settings');
    await page.getByTestId('setting-daily_updates').click();
    await page.getByRole('heading', { level: 1 }).click();
    await saved;
    expect(tracks).toHaveLength(0);
    expect(await page.getByTestId('music').count()).toBe(0);

    await music.click();
    await expect.poll(() => tracks.length).toBeGreaterThan(0);
    const audio = page.getByTestId('music');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    expect(await audio.evaluate((a: HTMLAudioElement) => [a.loop, a.volume])).toEqual([true, 1]);
    await page.getByTestId('music-slider').fill('40');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.volume)).toBe(0.4);

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await setVisibility('visible');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

    await music.click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    // The track is one small file.
    const size = await page.evaluate(
      async (url) => (await fetch(url)).blob().then((b) => b.size),
      tracks[0]!,
    );
    expect(size).toBeLessThan(50_000);
    await context.close();
  });

  it('switches to Myanmar from settings: dashboard, Myanmar digits everywhere, MMK', async () => {
    const { page, context } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(page, undefined, 'Mg Myanmar');
    await page.goto('/settings');
    const switched = answered(page, 'POST', 'v2.0/switch-user-language');
    await page.getByTestId('language-mm').click();
    expect((await switched).status()).toBe(200);
    await page.waitForURL('**/dashboard');

    await page.goto('/profile');
    const phone = await page.getByTestId('profile-phone').textContent();
    expect(phone).toMatch(MYANMAR_DIGIT);
    expect(phone).not.toMatch(/[0-9]/);
    expect(phone).toHaveLength(msisdn.length);
    expect(await page.getByTestId('profile-win').textContent()).toBe('၀');
    expect(await page.getByTestId('profile-coins').textContent()).toMatch(/^[၀-၉,]+$/);
    await page.getByTestId('bcs-count').waitFor();
    expect(await page.getByTestId('bcs-count').textContent()).not.toMatch(/[0-9]/);
    await screenshot(page, 'profile-mm');

    // The sidebar shows the phone in Myanmar digits too.
    await page.getByRole('button', { name: mm.common.openMenu }).first().click();
    const sidebarPhone = await page.getByTestId('sidebar-phone').textContent();
    expect(sidebarPhone).toMatch(MYANMAR_DIGIT);
    expect(sidebarPhone).not.toMatch(/[0-9]/);
    await page.keyboard.press('Escape');

    await page.goto(`/edit-profile`);
    await page.getByLabel(mm.editProfile.fullName).waitFor();
    expect(await page.getByLabel(mm.editProfile.mobile).inputValue()).not.toMatch(/[0-9]/);
    await page.getByLabel(mm.editProfile.email).fill('');
    await page.getByRole('button', { name: mm.editProfile.save }).click();
    await page.getByText(mm.editProfile.emailRequired).waitFor();
    await screenshot(page, 'edit-profile-mm');

    await page.goto('/notifications');
    // The time reads '…' until the operator's zone is known (app-config), then the time itself.
    const firstTime = page.getByTestId('notification-time').first();
    await expect.poll(() => firstTime.textContent()).toMatch(MYANMAR_DIGIT);
    const time = await firstTime.textContent();
    expect(time).not.toMatch(/[0-9]/);
    await screenshot(page, 'notifications-mm');
    await showEmptyNotifications(page);
    await page.getByText(mm.notifications.emptyTitle).waitFor();
    await screenshot(page, 'notifications-empty-mm');
    await page.unroute('**/api/v2.0/promotions');
    await page.unroute('**/api/v2.0/notifications');

    await page.goto('/settings');
    await page.getByTestId('setting-daily_updates').waitFor();
    expect(await page.getByTestId('sound-slider').inputValue()).toBe('100');
    await screenshot(page, 'settings-mm');

    // Logout clears the user and the settings and goes to /login (then the public home).
    await page.getByRole('button', { name: mm.common.logout }).click();
    await page.waitForURL(/\/(login|quiz-home)/);
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
    expect(await storedLanguage(page)).toBe('mm');

    // The visitor's offer is priced in MMK with Myanmar digits.
    await page.goto('/quiz-home');
    await page.getByRole('link', { name: mm.nav.store }).first().click();
    const offer = page.getByRole('dialog');
    // The dialog opens with the pack's name; its price follows when the offer's reply arrives.
    await expect.poll(() => offer.textContent()).toContain('MMK');
    expect(await offer.textContent()).toMatch(MYANMAR_DIGIT);
    await context.close();
  });
});
