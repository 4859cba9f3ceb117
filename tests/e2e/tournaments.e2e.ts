import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import { newPhonePage, screenshot, uniqueMsisdn, useBrowser } from './fixtures';

const browser = await useBrowser();

/** Signs in through the microsite with its development "subscribe to the packs" box ticked. */
async function signInSubscribed(page: Page) {
  await page.goto('/dev/microsite');
  await page.getByLabel('Mobile number').fill(uniqueMsisdn());
  await page.getByLabel('Name (optional)').fill('Karim Tournament');
  await page.getByLabel(/Subscribe to the daily and mega packs/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
}

const coins = async (page: Page) =>
  Number(await page.getByTestId('play-coins').first().textContent());
const gems = async (page: Page) =>
  Number(await page.getByTestId('play-gems').first().textContent());

/**
 * Answers the question on screen with `pick` and waits until the next one is served (its number
 * changes) or the result shows. A refusal on the way fails with its text instead of a timeout.
 */
async function answer(page: Page, t: Translations, pick = page.getByTestId('option').first()) {
  const before = await page.getByTestId('question-number').textContent();
  await pick.click();
  await page.waitForFunction(
    ([number, title]) => {
      if (document.querySelector('[role="alert"]')) return true;
      const shown = document.querySelector('[data-testid="question-number"]')?.textContent;
      const result = [...document.querySelectorAll('dialog h2')].some(
        (h) => h.textContent === title,
      );
      return result || (shown !== undefined && shown !== number);
    },
    [before, t.tournamentPlay.resultTitle] as const,
  );
  const alert = page.getByRole('alert');
  if ((await alert.count()) > 0) throw new Error(`refused: ${await alert.first().textContent()}`);
}

const resultOpen = (page: Page, t: Translations) =>
  page.getByRole('dialog', { name: t.tournamentPlay.resultTitle }).isVisible();

describe('tournaments', () => {
  it('a subscribed player plays a tournament to the end with one lifeline of each kind', async () => {
    const t = en;
    const { page, context } = await newPhonePage(browser);
    await signInSubscribed(page);

    // Leaderboard: Daily is the first tab; a row opens the details.
    await page.goto('/leaderboard');
    const daily = page.getByRole('tab', { name: t.leaderboard.daily });
    expect(await daily.getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('leaderboard-row').first().waitFor();
    await page.getByTestId('leaderboard-row').first().click();
    await page.waitForURL('**/tournament-details?tournament_id=*');

    await page.getByTestId('player-count').waitFor();
    await page.getByRole('heading', { name: t.tournamentDetails.rules }).waitFor();
    // The rules' third fact: total chances; none played yet.
    const chances = Number(await page.getByTestId('rules').locator('dd').nth(2).textContent());
    expect(await page.getByTestId('rules').locator('dd').nth(3).textContent()).toBe('0');
    await page.getByTestId('time-left').waitFor();
    await page.getByRole('heading', { name: t.tournamentDetails.recentBest }).waitFor();
    await screenshot(page, 'tournament-details-en');

    await page.getByRole('button', { name: t.tournamentDetails.playNow }).click();
    const notice = page.getByRole('dialog', { name: t.tournamentDetails.noticeTitle });
    await notice.getByText(t.tournamentDetails.noticeQuestions).waitFor();
    expect(await notice.getByText(t.tournamentDetails.noticeChances).isVisible()).toBe(true);
    expect(await notice.getByText(t.tournamentDetails.noticePlayed).isVisible()).toBe(true);
    await screenshot(page, 'tournament-notice-en');
    await notice.getByRole('button', { name: t.tournamentDetails.start }).click();

    await page.waitForURL(/\/tournament-play\/\d+\?.*game=\d+/);
    await page.getByTestId('question-text').waitFor();
    await page.getByTestId('countdown').waitFor();
    await screenshot(page, 'tournament-play-en');

    // Fifty-fifty: two options fewer, its coins charged once.
    // Questions have 2 to 4 options: use fifty-fifty on one with four.
    while ((await page.getByTestId('option').count()) < 4) await answer(page, t);
    const coinsBefore = await coins(page);
    await page.getByTestId('fifty-fifty').click();
    await expect.poll(() => page.getByTestId('option').count()).toBe(2);
    await expect.poll(() => coins(page)).toBeLessThan(coinsBefore);
    expect(await page.getByTestId('fifty-fifty').isDisabled()).toBe(true);
    await screenshot(page, 'tournament-fifty-fifty-en');
    await answer(page, t);

    // Reload mid-attempt: the same attempt, the same question, its clock still running.
    const url = page.url();
    const text = await page.getByTestId('question-text').textContent();
    const numberBefore = await page.getByTestId('question-number').textContent();
    await page.reload();
    await page.getByTestId('question-text').waitFor();
    expect(page.url()).toBe(url);
    expect(await page.getByTestId('question-text').textContent()).toBe(text);
    expect(await page.getByTestId('question-number').textContent()).toBe(numberBefore);

    // Get-answer: the right option is shown, a gem charged.
    const gemsBefore = await gems(page);
    await page.getByTestId('get-answer').click();
    const revealed = page.locator('[data-testid="option"][data-state="correct"]');
    await revealed.waitFor();
    await expect.poll(() => gems(page)).toBe(gemsBefore - 1);
    await screenshot(page, 'tournament-get-answer-en');
    await answer(page, t, revealed);

    // The rest, to the end.
    for (let i = 0; i < 80 && !(await resultOpen(page, t)); i++) await answer(page, t);
    const result = page.getByRole('dialog', { name: t.tournamentPlay.resultTitle });
    await result.getByText(t.tournamentPlay.thanks).waitFor();
    expect(await result.getByText(/\d+ \/ \d+ correct/).isVisible()).toBe(true);
    await screenshot(page, 'tournament-result-en');
    expect(await result.getByRole('link', { name: t.tournamentPlay.goHome }).isVisible()).toBe(
      true,
    );

    // Play again starts the next attempt (a chance is left and the tournament runs).
    const firstGame = new URL(page.url()).searchParams.get('game');
    const left = chances - 1;
    const again = result.getByRole('link', {
      name: `Play again (${left} ${left === 1 ? 'chance' : 'chances'} left)`,
    });
    await again.waitFor();
    await again.click();
    await page.waitForURL((u) => {
      const game = u.searchParams.get('game');
      return game !== null && game !== firstGame;
    });
    await page.getByTestId('question-text').waitFor();
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)('shows the leaderboard tabs with dates and the details (%s)', async (lang, t) => {
    const { page, context } = await newPhonePage(browser);
    await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
    await signInSubscribed(page);
    await page.goto('/leaderboard');
    const date = lang === 'en' ? '\\d{4}-\\d{2}-\\d{2}' : '[၀-၉]{4}-[၀-၉]{2}-[၀-၉]{2}';
    const dates = page.getByTestId('leaderboard-dates').first();
    await dates.waitFor();
    expect(await dates.textContent()).toMatch(new RegExp(`^${date}.+${date}$`));
    await screenshot(page, `leaderboard-daily-${lang}`);

    const dailyNames = await page.getByTestId('leaderboard-row').allTextContents();
    await page.getByRole('tab', { name: t.leaderboard.mega }).click();
    expect(
      await page.getByRole('tab', { name: t.leaderboard.mega }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByTestId('leaderboard-row').first().waitFor();
    const megaNames = await page.getByTestId('leaderboard-row').allTextContents();
    expect(megaNames.some((name) => dailyNames.includes(name))).toBe(false);
    await screenshot(page, `leaderboard-mega-${lang}`);

    await page.getByTestId('leaderboard-row').first().click();
    await page.waitForURL('**/tournament-details?tournament_id=*');
    await page.getByRole('button', { name: t.tournamentDetails.playNow }).waitFor();
    await screenshot(page, `tournament-details-mega-${lang}`);
    await page.getByRole('button', { name: t.tournamentDetails.playNow }).click();
    const notice = page.getByRole('dialog', { name: t.tournamentDetails.noticeTitle });
    await notice.waitFor();
    await screenshot(page, `tournament-notice-${lang}`);

    await notice.getByRole('button', { name: t.tournamentDetails.start }).click();
    await page.getByTestId('question-text').waitFor();
    // The attempt's clock runs on between questions: reporting waits for the result.
    expect(await page.getByRole('button', { name: t.game.report, exact: true }).count()).toBe(0);
    while ((await page.getByTestId('option').count()) < 4) await answer(page, t);
    await page.getByTestId('fifty-fifty').click();
    await expect.poll(() => page.getByTestId('option').count()).toBe(2);
    await screenshot(page, `tournament-play-${lang}`);
    for (let i = 0; i < 80 && !(await resultOpen(page, t)); i++) await answer(page, t);
    const result = page.getByRole('dialog', { name: t.tournamentPlay.resultTitle });
    await result.getByText(t.tournamentPlay.thanks).waitFor();
    // A mega tournament has chances to spare after one attempt.
    const digit = lang === 'en' ? '[0-9]' : '[၀-၉]';
    const playAgain = t.tournamentPlay.playAgain_other.replace('{{chances}}', `${digit}+`);
    await result
      .getByRole('link', { name: new RegExp(`^${playAgain.replace(/[()]/g, '\\$&')}$`) })
      .waitFor();
    await screenshot(page, `tournament-result-${lang}`);
    // See ranking leads to this tournament's whole ranking; it is followed once the report is done.
    const ranking = await result
      .getByRole('link', { name: t.tournamentPlay.seeRanking })
      .getAttribute('href');
    expect(ranking).toMatch(/^\/ranking-best-all\?type=tournament&tournament_id=\d+$/);

    await page.keyboard.press('Escape');
    const played = page.getByTestId('played-question');
    await expect.poll(() => played.count()).toBeGreaterThan(1);
    const flag = played.first().getByRole('button', { name: t.game.report, exact: true });
    // Each flag is described by its question, so a screen reader tells them apart.
    const described = await flag.evaluate(
      (b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(await played.first().textContent()).toContain(described);
    await flag.click();
    const report = page.getByRole('dialog', { name: t.report.title });
    await report.getByRole('radio', { name: t.report.wrongQuestion }).check();
    await report.getByRole('button', { name: t.report.send }).click();
    await report.getByRole('button', { name: t.game.reported }).waitFor();
    await page.keyboard.press('Escape');
    await played.first().getByRole('button', { name: t.game.reported }).waitFor();
    await screenshot(page, `tournament-result-report-${lang}`);
    await page.goto(ranking ?? '');
    await page.getByTestId('ranking-row').first().waitFor();
    await context.close();
  });

  it('shows why an unsubscribed player cannot play, and the way to the store', async () => {
    const t = en;
    const { page, context } = await newPhonePage(browser);
    await page.goto('/dev/microsite');
    await page.getByLabel('Mobile number').fill(uniqueMsisdn());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/leaderboard');
    await page.getByTestId('leaderboard-row').first().click();
    await page.getByTestId('play-state').waitFor();
    expect(await page.getByRole('button', { name: t.tournamentDetails.playNow }).count()).toBe(0);
    await page.getByRole('link', { name: t.tournamentDetails.subscribe }).click();
    await page.waitForURL('**/store');
    await context.close();
  });
});
