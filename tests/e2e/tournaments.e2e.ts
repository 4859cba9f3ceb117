import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  screenshot,
  uniqueMsisdn,
  useBrowser,
  verdictSeen,
} from './fixtures';

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
 * changes) or the result shows. The verdict holds the answered question for a second: Next skips
 * it. A refusal on the way fails with its text instead of a timeout.
 */
async function answer(page: Page, t: Translations, pick = page.getByTestId('option').first()) {
  const before = await page.getByTestId('question-number').textContent();
  await pick.click();
  const moved = ([number, titles]: readonly [string | null, readonly string[]]) => {
    if (document.querySelector('[role="alert"]')) return true;
    const shown = document.querySelector('[data-testid="question-number"]')?.textContent;
    const result = [...document.querySelectorAll('dialog h2')].some((h) =>
      titles.includes(h.textContent ?? ''),
    );
    const verdict = document.querySelector('[data-testid="verdict"]');
    return result || (!verdict && shown !== undefined && shown !== number);
  };
  const titles = [t.tournamentPlay.resultTitle, t.tournamentPlay.timeUpTitle] as const;
  await page
    .getByTestId('verdict')
    .getByRole('button', { name: t.game.next })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await page.waitForFunction(moved, [before, titles] as const);
  const alert = page.getByRole('alert');
  if ((await alert.count()) > 0) throw new Error(`refused: ${await alert.first().textContent()}`);
}

/**
 * Answers the question on screen and checks its verdict: the question stays for a second with
 * the pick marked right or wrong and the running score, never which option was right; then the
 * next question comes by itself.
 */
async function answerAndSeeVerdict(page: Page, t: Translations, lang: 'en' | 'mm') {
  const before = await page.getByTestId('question-number').textContent();
  await page.getByTestId('option').first().click();
  const seen = await verdictSeen(page);
  expect(seen.questionNumber).toBe(before);
  const right = seen.correct === 'true';
  expect(seen.text).toContain(right ? t.game.correct : t.game.wrong);
  expect(seen.states[0]).toBe(right ? 'correct' : 'wrong');
  expect(seen.states.filter((state) => state === 'correct')).toHaveLength(right ? 1 : 0);
  const score = t.tournamentPlay.score.replace('{{score}}', '');
  const digits = lang === 'en' ? '[0-9]+' : '[၀-၉]+';
  expect(seen.score).toMatch(new RegExp(`^${score}${digits}$`));
  await screenshot(page, `tournament-verdict-${lang}`);
  await page.getByTestId('verdict').waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('question-number').textContent()).not.toBe(before);
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
    await answerAndSeeVerdict(page, t, 'en');

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
    // The rank is the best attempt's, and says so.
    expect(await result.getByTestId('best-attempt').textContent()).toMatch(
      /^Your best attempt: rank #[\d,]+ with [\d,]+ points$/,
    );
    expect(await result.getByTestId('time-up').count()).toBe(0);
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
    await inLanguage(page, lang);
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
    await answerAndSeeVerdict(page, t, lang);
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
    const best = t.tournamentPlay.bestAttempt
      .replace('{{position}}', `${digit}+`)
      .replace('{{points}}', `(${digit}|,)+`);
    expect(await result.getByTestId('best-attempt').textContent()).toMatch(new RegExp(`^${best}$`));
    await screenshot(page, `tournament-result-${lang}`);
    const playUrl = page.url();
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

    // An attempt that ended by time says so. The shortest attempt lasts minutes, so the
    // server's own reply for this one is read as if its clock had run out.
    await page.route('**/api/v2.0/tournament/game/*', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as { data: { result: { timed_out: boolean } | null } };
      if (body.data.result) body.data.result.timed_out = true;
      await route.fulfill({ response: reply, json: body });
    });
    await page.goto(playUrl);
    const timeUp = page.getByRole('dialog', { name: t.tournamentPlay.timeUpTitle });
    await timeUp.getByTestId('time-up').waitFor();
    expect(await timeUp.getByTestId('time-up').textContent()).toBe(t.tournamentPlay.timeUpHint);
    await timeUp.getByTestId('best-attempt').waitFor();
    await screenshot(page, `tournament-time-up-${lang}`);
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    'finds a tournament that starts within 24 hours and sets a reminder (%s)',
    async (lang, t) => {
      const { page, context } = await newPhonePage(browser);
      await inLanguage(page, lang);
      await signInSubscribed(page);
      const startsIn = t.tournament.startsIn.replace('{{time}}', '').trim();

      // The dashboard's daily carousel: after the running ones, what starts next, with "Starts in".
      const card = page.getByTestId('tournament-card').filter({ hasText: startsIn }).first();
      await card.waitFor({ state: 'attached' });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `dashboard-upcoming-${lang}`);

      // The leaderboard's "Starting soon": Remind me, which the server keeps.
      await page.goto('/leaderboard');
      const upcoming = page.getByTestId('upcoming-tournaments');
      await upcoming.getByRole('heading', { name: t.leaderboard.upcoming }).waitFor();
      const row = upcoming
        .getByTestId('upcoming-row')
        .filter({ has: page.getByTestId('remind-me') })
        .first();
      await row.waitFor();
      expect(await row.getByTestId('starts-in').textContent()).toContain(startsIn);
      const remind = row.getByTestId('remind-me');
      expect(await remind.getAttribute('aria-pressed')).toBe('false');
      expect(await remind.textContent()).toBe(t.reminder.remindMe);
      // Found again by its address: the link's text holds the minutes left, which tick on.
      const href = await row.getByRole('link').getAttribute('href');
      await remind.click();
      await expect.poll(() => remind.getAttribute('aria-pressed')).toBe('true');
      expect(await remind.textContent()).toBe(t.reminder.on);
      await expect.poll(() => remind.isDisabled()).toBe(false);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `leaderboard-upcoming-${lang}`);
      await page.reload();
      const again = upcoming
        .getByTestId('upcoming-row')
        .filter({ has: page.locator(`a[href="${href}"]`) })
        .getByTestId('remind-me');
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');

      // Its details: when it starts, no Play, the reminder on; turned off there.
      await upcoming
        .getByTestId('upcoming-row')
        .filter({ has: page.locator(`a[href="${href}"]`) })
        .getByRole('link')
        .click();
      await page.waitForURL('**/tournament-details?tournament_id=*');
      expect(await page.getByTestId('time-left').getAttribute('data-status')).toBe('upcoming');
      const onDetails = page.getByTestId('remind-me');
      await expect.poll(() => onDetails.getAttribute('aria-pressed')).toBe('true');
      await page.getByText(t.reminder.hint).waitFor();
      expect(await page.getByRole('button', { name: t.tournamentDetails.playNow }).count()).toBe(0);
      await onDetails.scrollIntoViewIfNeeded();
      await screenshot(page, `tournament-upcoming-reminder-${lang}`);
      await onDetails.click();
      await expect.poll(() => onDetails.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => onDetails.isDisabled()).toBe(false);
      await page.reload();
      await expect
        .poll(() => page.getByTestId('remind-me').getAttribute('aria-pressed'))
        .toBe('false');
      await context.close();
    },
  );

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    'reviews the answers of an ended tournament the player played (%s)',
    async (lang, t) => {
      const { page, context } = await newPhonePage(browser);
      await inLanguage(page, lang);
      // A demo player with an entry in the last ended daily tournament (server/seed).
      await page.goto('/dev/microsite');
      await page.getByLabel('Mobile number').fill('01700000002');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/dashboard');
      const tournamentId = await page.evaluate(async () => {
        const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as {
          token?: string;
        };
        const headers = {
          'content-type': 'application/json',
          authorization: `Bearer ${auth.token}`,
        };
        const list = (await (
          await fetch('/api/v2.0/tournament/finished?type=DAILY', { headers })
        ).json()) as { data: { tournaments: Array<{ id: number }> } };
        for (const { id } of list.data.tournaments) {
          const res = await fetch('/api/v2.0/tournament/details', {
            method: 'POST',
            headers,
            body: JSON.stringify({ tournament_id: id }),
          });
          const body = (await res.json()) as { data: { tournament: { played: number } } };
          if (body.data.tournament.played > 0) return id;
        }
        throw new Error('the demo player played no ended tournament');
      });

      // Demo entries have no attempts to show: the review says so.
      await page.goto(`/tournament-details?tournament_id=${tournamentId}`);
      const open = page.getByRole('button', { name: t.tournamentDetails.reviewAnswers });
      await open.click();
      const review = page.getByTestId('answer-review');
      await review.getByRole('heading', { name: t.tournamentReview.empty }).waitFor();
      await review.scrollIntoViewIfNeeded();
      await screenshot(page, `tournament-review-empty-${lang}`);

      // A played attempt: each question with the answer given and, when wrong, the right one.
      const option = (id: number, value: string) => ({ id, value });
      const question = (
        no: number,
        text: string,
        options: Array<{ id: number; value: string }>,
      ) => ({
        question_id: 9000 + no,
        question_no: no,
        questions_left: 2 - no,
        type: 'text',
        src_url: null,
        question_value: text,
        options,
        timer: null,
        remaining_time: null,
      });
      const texts =
        lang === 'en'
          ? {
              q1: 'Capital of Japan?',
              q2: 'Largest ocean?',
              a: ['Tokyo', 'Osaka', 'Pacific', 'Indian'],
            }
          : {
              q1: 'ဂျပန်နိုင်ငံ၏ မြို့တော်မှာ အဘယ်နည်း။',
              q2: 'အကြီးဆုံး သမုဒ္ဒရာမှာ အဘယ်နည်း။',
              a: ['တိုကျို', 'အိုဆာကာ', 'ပစိဖိတ်', 'အိန္ဒိယ'],
            };
      await page.route('**/api/v2.0/tournament/review?*', (route) =>
        route.fulfill({
          json: {
            status_code: 200,
            success: true,
            message: '',
            data: {
              tournament_id: tournamentId,
              tournament_name: 'Daily',
              attempts: [
                {
                  game_id: 1,
                  score: 130,
                  total_correct: 1,
                  total_quiz: 2,
                  timed_out: true,
                  finished_at: new Date().toISOString(),
                  questions: [
                    {
                      question: question(1, texts.q1, [
                        option(1, texts.a[0]!),
                        option(2, texts.a[1]!),
                      ]),
                      answer_id: 1,
                      is_correct: true,
                      correct_answer_id: 1,
                    },
                    {
                      question: question(2, texts.q2, [
                        option(3, texts.a[2]!),
                        option(4, texts.a[3]!),
                      ]),
                      answer_id: 4,
                      is_correct: false,
                      correct_answer_id: 3,
                    },
                  ],
                },
              ],
            },
          },
        }),
      );
      await page.reload();
      await page.getByRole('button', { name: t.tournamentDetails.reviewAnswers }).click();
      const wrong = review.locator('[data-testid="reviewed-question"][data-correct="false"]');
      await wrong.waitFor();
      expect(await wrong.getByTestId('correct-answer').textContent()).toBe(
        t.tournamentReview.correctAnswer.replace('{{answer}}', texts.a[2]!),
      );
      expect(await review.getByTestId('reviewed-question').count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await review.scrollIntoViewIfNeeded();
      await screenshot(page, `tournament-review-${lang}`);
      await context.close();
    },
  );

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
