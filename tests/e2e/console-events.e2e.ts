import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { consoleScreenshot as shot, newDeskPage, newStaff, signIn } from './console-fixtures';
import { newPhonePage, OPERATOR_TIME_ZONE, signInThroughMicrosite, useBrowser } from './fixtures';

const browser = await useBrowser();
// The journey server's default (OPERATOR_TIMEZONE is not set for it).

/** The hour on the operator's clock now. */
const operatorHour = () =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: OPERATOR_TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );

/** The operator's wall clock two hours from now, as a datetime-local input takes it. */
function inTwoHours(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: OPERATOR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 2 * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

describe('console tournaments and packs', () => {
  it('an editor schedules a one-off tournament that players then see as upcoming', async () => {
    // The player exists before the announcement goes out, as subscribers do.
    const { page: phone } = await newPhonePage(browser);
    await signInThroughMicrosite(phone);

    const desk = await newDeskPage(browser);
    await signIn(desk, await newStaff(browser, 'editor', 'Runs the tournaments'));

    await desk.getByRole('link', { name: en.nav.tournaments }).first().click();
    await desk.getByRole('heading', { name: en.tournaments.title, level: 1 }).waitFor();
    await desk.getByRole('heading', { name: en.tournaments.templates }).waitFor();
    await shot(desk, 'console-tournaments-en-1280');

    await desk.getByRole('link', { name: en.tournaments.newOneOff }).click();
    await desk.getByRole('heading', { name: en.tournaments.createTitle }).waitFor();
    const name = `Evening Special ${Date.now() % 100_000}`;
    await desk.getByLabel(en.tournaments.start).fill(inTwoHours());
    await desk.getByLabel(en.tournaments.name, { exact: true }).fill(name);
    await desk.getByLabel(`${en.tournaments.name} (${en.tournaments.myanmar})`).fill('ညနေ အထူးပြိုင်ပွဲ');
    await desk.getByLabel(en.tournaments.prize, { exact: true }).fill('500 LKR top-up');
    await desk.getByLabel(en.tournaments.questionCount, { exact: true }).fill('5');
    const topics = desk.getByLabel(en.tournaments.topics);
    await topics.locator('option').first().waitFor({ state: 'attached' });
    await topics.selectOption({ index: 0 });
    await desk.getByLabel(en.tournaments.reason).fill('Weekend promotion');
    await shot(desk, 'console-tournament-new-en-1280');
    await desk.getByRole('button', { name: en.tournaments.save }).click();

    await desk.getByRole('heading', { name: en.tournaments.calendar }).waitFor();
    await desk.getByText(name).waitFor();
    await shot(desk, 'console-tournaments-calendar-en-1280');

    // The player's app at 360 px: announced, and upcoming on its details screen. Between 00:00
    // and 08:00 operator time the announcement waits for 08:00 (game-rules, quiet hours; tested
    // with set clocks in quiet-hours.api.test.ts), so then the player opens the details directly.
    const edit = desk.getByRole('link', { name: new RegExp(`^${en.tournaments.edit}: ${name}`) });
    const tournamentId = /tournaments\/(\d+)\/edit/.exec(
      (await edit.getAttribute('href')) ?? '',
    )![1];
    if (operatorHour() >= 8) {
      await phone.goto('/notifications');
      const notice = phone.getByText(name).first();
      await notice.waitFor();
      await shot(phone, 'player-notification-upcoming-360');
      await notice.click();
      await phone.waitForURL(`**/tournament-details?tournament_id=${tournamentId}`);
    } else {
      await phone.goto(`/tournament-details?tournament_id=${tournamentId}`);
    }
    const clock = phone.getByTestId('time-left');
    await clock.waitFor();
    expect(await clock.getAttribute('data-status')).toBe('upcoming');
    expect(await clock.textContent()).toMatch(/Starts in/);
    await shot(phone, 'player-tournament-upcoming-360');

    // Editing before the start, then the same screens at 768 px and in Myanmar.
    await edit.click();
    await desk.getByRole('heading', { name: en.tournaments.editTitle }).waitFor();
    await shot(desk, 'console-tournament-edit-en-1280');

    const narrow = await newDeskPage(browser, 768);
    await narrow.context().addCookies(await desk.context().cookies());
    await narrow.goto('/console/tournaments');
    await narrow.getByText(name).waitFor();
    await shot(narrow, 'console-tournaments-en-768');

    await desk.goto('/console/tournaments');
    await desk.getByLabel(en.lang.label).selectOption('mm');
    await desk.getByRole('heading', { name: mm.tournaments.title, level: 1 }).waitFor();
    await desk.getByText(name).waitFor();
    await shot(desk, 'console-tournaments-mm-1280');
    // Days, clock times and counts in Myanmar digits: the calendar once wrote Latin ones.
    const calendar = await desk.locator('.day h3, .day .time').allTextContents();
    expect(calendar.length).toBeGreaterThan(0);
    for (const text of calendar) expect(text).not.toMatch(/[0-9]/);
    expect(calendar.join(' ')).toMatch(/[၀-၉]/);

    await desk.getByRole('link', { name: mm.nav.packs }).first().click();
    await desk.getByRole('heading', { name: mm.packs.title, level: 1 }).waitFor();
    await desk.getByRole('table').waitFor();
    await shot(desk, 'console-packs-mm-1280');
    // Prices and subscriber counts in Myanmar digits too.
    const figures = await desk
      .getByRole('table')
      .locator('tbody td:nth-child(2), tbody td:nth-child(4)')
      .allTextContents();
    expect(figures.length).toBeGreaterThan(0);
    for (const text of figures) expect(text).not.toMatch(/[0-9]/);
    await desk.getByLabel(mm.lang.label).selectOption('en');
    await desk
      .getByRole('link', { name: new RegExp(`^${en.packs.edit}: `) })
      .first()
      .click();
    await desk.getByLabel(en.packs.priceMinor).waitFor();
    await shot(desk, 'console-pack-edit-en-1280');
    // Two apps, three widths and two languages, each screen held to axe.
  }, 240_000);
});
