import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import { inLanguage, newPhonePage, screenshot, uniqueMsisdn, useBrowser } from './fixtures';

const browser = await useBrowser();

async function signInSubscribed(page: Page, lang: 'en' | 'mm') {
  await inLanguage(page, lang);
  await page.goto('/dev/microsite');
  await page.getByLabel('Mobile number').fill(uniqueMsisdn());
  await page.getByLabel('Name (optional)').fill('Mya Lifecycle');
  await page.getByLabel(/Subscribe to the daily and mega packs/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * The id of a scheduled tournament that has not started yet. No list shows those (a new-tournament
 * notice links to one), so the page's own session asks the details of the first few ids.
 */
async function upcomingTournamentId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    for (let id = 1; id <= 60; id++) {
      const res = await fetch('/api/v2.0/tournament/details', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ tournament_id: id }),
      });
      if (!res.ok) continue;
      const body = (await res.json()) as { data: { tournament: { status: string } } };
      if (body.data.tournament.status === 'upcoming') return id;
    }
    throw new Error('no upcoming tournament scheduled');
  });
}

const finishedCall = (url: URL) => url.pathname === '/api/v2.0/tournament/finished';
const reply = (status: number, data: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ status_code: status, success: status < 400, message: '', data }),
});

describe('tournament lifecycle', () => {
  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)('upcoming, ended and the leaderboard winners (%s)', async (lang, t) => {
    const { page, context } = await newPhonePage(browser);
    await signInSubscribed(page, lang);
    const digit = lang === 'en' ? '[0-9]' : '[၀-၉]';

    // Upcoming: when it starts, the rules, no Play and no chance to spend.
    await page.goto(`/tournament-details?tournament_id=${await upcomingTournamentId(page)}`);
    const clock = page.getByTestId('time-left');
    await clock.waitFor();
    expect(await clock.getAttribute('data-status')).toBe('upcoming');
    const startsIn = t.tournament.startsIn.replace('{{time}}', '');
    expect(await clock.textContent()).toContain(startsIn.trim());
    expect(await clock.textContent()).toMatch(new RegExp(digit));
    expect(await page.getByTestId('play-state').textContent()).toBe(
      t.tournamentDetails.opensAtStart,
    );
    expect(await page.getByRole('button', { name: t.tournamentDetails.playNow }).count()).toBe(0);
    const rules = page.getByTestId('rules');
    await rules.getByRole('heading', { name: t.tournamentDetails.rules }).waitFor();
    expect(await rules.getByText(t.tournamentDetails.noticeQuestions).isVisible()).toBe(true);
    expect(await rules.getByText(t.tournamentDetails.noticeChances).isVisible()).toBe(true);
    expect(await page.getByTestId('player-count').textContent()).toBe(
      t.tournamentDetails.entered_zero,
    );
    await screenshot(page, `tournament-upcoming-${lang}`);
    await page.getByTestId('rules').scrollIntoViewIfNeeded();
    await screenshot(page, `tournament-upcoming-rules-${lang}`);

    // Leaderboard: running ones with their top, then the ended ones with their winners.
    await page.goto('/leaderboard');
    await page.getByTestId('leaderboard-row').first().waitFor();
    await page.getByRole('heading', { name: t.leaderboard.running }).waitFor();
    await screenshot(page, `leaderboard-running-${lang}`);
    const finished = page.getByTestId('finished-tournaments');
    await finished.getByRole('heading', { name: t.leaderboard.finished }).waitFor();
    // Other journeys end tournaments of their own meanwhile, some with fewer than three players:
    // the row looked at is the newest with a whole podium.
    const row = finished
      .getByTestId('finished-row')
      .filter({ has: page.getByTestId('podium').getByRole('listitem').nth(2) })
      .first();
    await row.waitFor();
    const podium = row.getByTestId('podium');
    expect(await podium.getByRole('listitem').count()).toBe(3);
    const points = t.leaderboard.points.replace('{{points}}', '').trim();
    expect(await podium.getByRole('listitem').first().textContent()).toContain(points);
    expect(await podium.getByRole('listitem').first().textContent()).toMatch(
      new RegExp(`${digit}+`),
    );
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `leaderboard-finished-${lang}`);

    // Ended: the winner and the final ranking, not "playing" nor Play.
    const winnerName = await podium.getByTestId('podium-name').first().textContent();
    await row.click();
    await page.waitForURL('**/tournament-details?tournament_id=*');
    const winner = page.getByTestId('winner');
    await winner.waitFor();
    expect(await winner.textContent()).toContain(winnerName);
    expect(await page.getByTestId('time-left').getAttribute('data-status')).toBe('ended');
    expect(await page.getByTestId('play-state').textContent()).toBe(t.tournamentDetails.ended);
    await page.getByRole('heading', { name: t.tournamentDetails.finalRanking }).waitFor();
    expect(await page.getByRole('button', { name: t.tournamentDetails.playNow }).count()).toBe(0);
    await screenshot(page, `tournament-ended-${lang}`);
    await context.close();
  });

  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    "the leaderboard's ended list loads, is empty or fails on its own (%s)",
    async (lang, t) => {
      const { page, context } = await newPhonePage(browser);
      await signInSubscribed(page, lang);
      const finished = page.getByTestId('finished-tournaments');

      await page.route(finishedCall, () => undefined);
      await page.goto('/leaderboard');
      await page.getByTestId('leaderboard-row').first().waitFor();
      expect(await finished.locator('[aria-busy="true"]').count()).toBeGreaterThan(0);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route(finishedCall, (route: Route) =>
        route.fulfill(reply(200, { tournaments: [] })),
      );
      await page.goto('/leaderboard');
      await finished.getByRole('heading', { name: t.leaderboard.noFinished }).waitFor();
      await page.getByTestId('leaderboard-row').first().waitFor();
      await finished.scrollIntoViewIfNeeded();
      await screenshot(page, `leaderboard-finished-empty-${lang}`);

      let calls = 0;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route(finishedCall, (route: Route) =>
        ++calls === 1 ? route.fulfill(reply(500, null)) : route.continue(),
      );
      await page.goto('/leaderboard');
      const retry = finished.getByRole('button', { name: t.common.retry });
      await retry.waitFor();
      // The running list above still shows: one failing section does not blank the screen. The
      // two lists load side by side, so the failure can come first: wait for the rows.
      await page.getByTestId('leaderboard-row').first().waitFor();
      await retry.waitFor();
      await finished.scrollIntoViewIfNeeded();
      await screenshot(page, `leaderboard-finished-error-${lang}`);
      await retry.click();
      await finished.getByTestId('finished-row').first().waitFor();
      await context.close();
    },
  );
});
