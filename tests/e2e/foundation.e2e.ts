import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

describe('from the operator microsite to the dashboard', () => {
  it('signs in, shows seeded tournaments, survives a reload and logs out', async () => {
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page, undefined, 'Rahim Uddin');
    await expect
      .poll(() => page.getByTestId('tournament-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await expect.poll(() => page.getByText('Rahim Uddin').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().textContent())
      .toContain('500');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard-en');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('tournament-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('button', { name: /log ?out/i }).click();
    // /login sends a visitor straight on to /quiz-home (spec), so either may be seen.
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/quiz-home');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).toBeNull();
    await page.goto('/store');
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/quiz-home');
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    'says a used or bad sign-in link cannot be used, and how to open the app again (%s)',
    async (lang, t: Translations) => {
      const first = await newPhonePage(browser);
      let link = '';
      first.page.on('request', (r) => {
        if (r.isNavigationRequest() && r.url().includes('access_token=')) link = r.url();
      });
      await signInThroughMicrosite(first.page);
      await first.context.close();

      const { page, context } = await newPhonePage(browser);
      await inLanguage(page, lang);
      await page.goto(link);
      const card = page.getByTestId('login-link-refused');
      await card.getByRole('heading', { name: t.errors.token_replayed }).waitFor();
      await card.getByText(t.login.howToOpen).waitFor();
      const microsite = card.getByRole('link', { name: t.login.openMicrosite });
      await microsite.waitFor();
      expect(await microsite.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).toBeNull();
      await screenshot(page, `login-link-used-${lang}`);

      await page.goto('/login?access_token=forged');
      await card.getByRole('heading', { name: t.errors.token_invalid }).waitFor();
      await card.getByRole('link', { name: t.login.continueHome }).click();
      await page.waitForURL('**/quiz-home');
      await context.close();
    },
  );

  it('sends a signed-out visit of a protected page to /login, and on to /quiz-home', async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto('/store');
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/quiz-home');
    await page.goto('/quiz-home');
    await expect
      .poll(() => page.getByTestId('tournament-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'quiz-home-en');
    await page.getByTestId('tournament-card').first().click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/10\s*LKR/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A footer tab is a subscriber feature too: the visitor gets the same offer, not the page.
    await page.getByRole('link', { name: 'Store' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/quiz-home');
    await page.keyboard.press('Escape');

    // Mega tournaments are shown in reverse order of the API's list (product-spec §2).
    const api = await page.evaluate(async () => {
      const res = await fetch('/api/public/tournament/mega');
      const body = (await res.json()) as { data: { tournaments: Array<{ name: string }> } };
      return body.data.tournaments.map((t) => t.name);
    });
    const mega = page
      .getByRole('region', { name: 'Mega Tournaments' })
      .getByTestId('tournament-card');
    await expect.poll(() => mega.count()).toBe(api.length);
    expect(await mega.first().textContent()).toContain(api[api.length - 1]);
    await context.close();
  });

  it('shows the 404 page for unknown paths', async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto('/nowhere');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found-en');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((u) => u.pathname !== '/nowhere');
    await context.close();
  });

  it('shows Myanmar digits on the dashboard in Myanmar', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, 'mm');
    await signInThroughMicrosite(page, undefined, 'Aung Aung');
    await expect
      .poll(() => page.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('၅၀၀');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard-mm');
    await context.close();
  });
});
