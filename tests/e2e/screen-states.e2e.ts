import type { Page, Route } from 'playwright-core';
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

const api = (path: string) => (url: URL) => url.pathname === `/api/${path}`;
const envelope = (status: number, data: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({
    status_code: status,
    success: status < 400,
    message: status < 400 ? 'OK' : 'Internal Server Error',
    data,
  }),
});
const ok = (data: unknown) => envelope(200, data);
const broken = envelope(500, null);
/** Matches a translation whatever values fill its {{placeholders}}. */
const filledIn = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );
/** Never answered while the screen is looked at: its loading state. */
const held = 'held';

interface Case {
  name: string;
  path: string;
  replies: Record<string, ReturnType<typeof envelope> | typeof held>;
  /** What the screen must show in that state. */
  shows: (t: Translations) => string | RegExp;
  /** A tap that opens what is under test (a modal, the menu). */
  open?: (page: Page, t: Translations) => Promise<void>;
}

const cases: Case[] = [
  {
    name: 'topic-list-loading',
    path: '/topic-list',
    replies: { 'v2.0/top-topics': held },
    shows: (t) => t.pages.topicList,
  },
  {
    name: 'topic-list-empty',
    path: '/topic-list',
    replies: { 'v2.0/top-topics': ok({ topics: [] }) },
    shows: (t) => t.topic.noTopics,
  },
  {
    name: 'topic-list-error',
    path: '/topic-list',
    replies: { 'v2.0/top-topics': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'category-list-empty',
    path: '/category-list',
    replies: { 'v2.0/categories': ok({ category_list: [] }) },
    shows: (t) => t.topic.noCategories,
  },
  {
    name: 'category-list-error',
    path: '/category-list',
    replies: { 'v2.0/categories': broken },
    shows: (t) => t.common.errorBody,
  },
  {
    name: 'topic-details-loading',
    path: '/topic-details?topic_id=1',
    replies: { 'v2.0/topic': held },
    shows: (t) => t.pages.topicDetails,
  },
  {
    name: 'topic-details-not-found',
    path: '/topic-details?topic_id=99999999',
    replies: {},
    shows: (t) => t.topic.notFound,
  },
  {
    name: 'topic-details-error',
    path: '/topic-details?topic_id=1',
    replies: { 'v2.0/topic': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'game-not-found',
    path: '/game-play/1?game=99999999',
    replies: {},
    shows: (t) => t.game.startFailed,
  },
  {
    name: 'game-error',
    path: '/game-play/1?game=5',
    replies: { 'v2.0/gameplay/5': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'ranking-empty',
    path: '/ranking-best-all?type=topic&topic_id=1',
    replies: { 'v2.0/topic/ranking': ok({ ranking: [], page: 1, page_count: 1 }) },
    shows: (t) => t.ranking.emptyHint,
  },
  {
    name: 'ranking-error',
    path: '/ranking-best-all?type=topic&topic_id=1',
    replies: { 'v2.0/topic/ranking': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'leaderboard-loading',
    path: '/leaderboard',
    replies: { 'v2.0/tournament/running': held },
    shows: (t) => t.leaderboard.daily,
  },
  {
    name: 'leaderboard-empty',
    path: '/leaderboard',
    replies: { 'v2.0/tournament/running': ok({ tournaments: [] }) },
    shows: (t) => t.home.noTournaments,
  },
  {
    name: 'leaderboard-error',
    path: '/leaderboard',
    replies: { 'v2.0/tournament/running': broken },
    shows: (t) => t.common.errorTitle,
  },
  // The lists beside the running ones keep their own states, compact, while the rest still shows.
  {
    name: 'leaderboard-upcoming-empty',
    path: '/leaderboard',
    replies: { 'v2.0/tournament/upcoming': ok({ tournaments: [] }) },
    shows: (t) => t.leaderboard.noUpcoming,
  },
  {
    name: 'leaderboard-finished-error',
    path: '/leaderboard',
    replies: { 'v2.0/tournament/finished': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'tournament-details-loading',
    path: '/tournament-details?tournament_id=1',
    replies: { 'v2.0/tournament/details': held },
    shows: (t) => t.pages.tournamentDetails,
  },
  {
    name: 'tournament-details-not-found',
    path: '/tournament-details?tournament_id=99999999',
    replies: {},
    shows: (t) => t.tournamentDetails.notFound,
  },
  {
    name: 'tournament-details-error',
    path: '/tournament-details?tournament_id=1',
    replies: { 'v2.0/tournament/details': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'tournament-play-not-found',
    path: '/tournament-play/1?game=99999999',
    replies: {},
    shows: (t) => t.tournamentPlay.startFailed,
  },
  {
    name: 'tournament-play-error',
    path: '/tournament-play/1?game=5',
    replies: { 'v2.0/tournament/game/5': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'tournament-ranking-empty',
    path: '/ranking-best-all?type=tournament&tournament_id=1',
    replies: {
      'v2.0/tournament/ranking': ok({ ranking: [], page: 1, page_count: 1, total: 0 }),
    },
    shows: (t) => t.ranking.emptyHint,
  },
  {
    name: 'tournament-ranking-error',
    path: '/ranking-best-all?type=tournament&tournament_id=1',
    replies: { 'v2.0/tournament/ranking': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    // Whether to ask for a wallet number depends on the player: no choice before that is known.
    name: 'payment-method-user-error',
    path: '/payment-method?payment_id=1',
    replies: { 'v2.0/user': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    // Promotions that fail hide nothing else: the notifications (here none) still show.
    name: 'notifications-promotions-error',
    path: '/notifications',
    replies: {
      'v2.0/notifications': ok({ notifications: [], unread_count: 0 }),
      'v2.0/promotions': broken,
    },
    shows: (t) => t.notifications.emptyTitle,
  },
  {
    name: 'friends-loading',
    path: '/friends',
    replies: { 'v2.0/friends': held },
    shows: (t) => t.friends.tabIncoming,
  },
  {
    name: 'friends-incoming-empty',
    path: '/friends?type=incoming_requests',
    replies: { 'v2.0/friends': ok({ friend_list: [], pending: 0 }) },
    shows: (t) => t.friends.noIncoming,
  },
  {
    name: 'friends-sent-empty',
    path: '/friends?type=outgoing_requests',
    replies: { 'v2.0/friends': ok({ friend_list: [], pending: 0 }) },
    shows: (t) => t.friends.noOutgoing,
  },
  {
    name: 'friends-error',
    path: '/friends',
    replies: { 'v2.0/friends': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'find-friends-error',
    path: '/find-friends?q=rahim',
    replies: { 'v2.0/friends/search': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'select-friends-empty',
    path: '/select-friends',
    replies: { 'v2.0/friends': ok({ friend_list: [], pending: 0 }) },
    shows: (t) => t.selectFriends.empty,
  },
  {
    name: 'select-friends-error',
    path: '/select-friends',
    replies: { 'v2.0/friends': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'challenge-list-loading',
    path: '/challenge-list',
    replies: { 'v2.0/challenge/list': held },
    shows: (t) => t.pages.challengeList,
  },
  {
    name: 'challenge-list-error',
    path: '/challenge-list',
    replies: { 'v2.0/challenge/list': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'challenge-friend-not-a-friend',
    path: '/challenge-friend?friend_id=99999999',
    replies: { 'v2.0/friends': ok({ friend_list: [], pending: 0 }) },
    shows: (t) => t.challengeFriend.noFriend,
  },
  {
    name: 'challenge-friend-error',
    path: '/challenge-friend?friend_id=1',
    replies: { 'v2.0/friends': broken },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'dashboard-loading',
    path: '/dashboard',
    replies: {
      'v2.0/tournament/daily': held,
      'v2.0/tournament/mega': held,
      'v2.0/topics': held,
      'v2.0/user': held,
    },
    shows: (t) => t.home.trialQuizzes,
  },
  {
    name: 'dashboard-empty',
    path: '/dashboard',
    replies: {
      'v2.0/tournament/daily': ok({ tournaments: [] }),
      'v2.0/tournament/mega': ok({ tournaments: [] }),
      'v2.0/topics': ok({ topics: [] }),
    },
    shows: (t) => t.home.noTopics,
  },
  {
    name: 'dashboard-error',
    path: '/dashboard',
    replies: {
      'v2.0/tournament/daily': broken,
      'v2.0/tournament/mega': broken,
      'v2.0/topics': broken,
      'v2.0/user': broken,
    },
    shows: (t) => t.common.errorTitle,
  },
  {
    name: 'coin-help-error',
    path: '/dashboard',
    replies: { 'public/app-config': broken },
    shows: (t) => t.common.errorTitle,
    open: async (page, t) => {
      await page.getByRole('button', { name: filledIn(t.wallet.label) }).click();
    },
  },
  {
    name: 'menu-links-error',
    path: '/dashboard',
    replies: { 'public/app-config': broken },
    shows: (t) => t.nav.help,
    open: async (page, t) => {
      await page.getByRole('button', { name: t.common.openMenu }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: t.common.retry }).waitFor();
    },
  },
];

async function showState(page: Page, t: Translations, state: Case) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const [path, reply] of Object.entries(state.replies)) {
    await page.route(api(path), (route: Route) =>
      reply === held ? undefined : route.fulfill(reply),
    );
  }
  await page.goto(state.path);
  await state.open?.(page, t);
  const shown = page.getByText(state.shows(t)).first();
  await shown.waitFor();
  // A list below the fold (the leaderboard's ended tournaments) is photographed where it is.
  await shown.scrollIntoViewIfNeeded();
}

describe.each([
  ['en', en],
  ['mm', mm],
] as const)('every screen keeps its loading, empty and error states at 360 px (%s)', (lang, t) => {
  it('shows each state in the language and offers Retry on errors', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, lang);
    await signInThroughMicrosite(page);
    for (const state of cases) {
      await showState(page, t, state);
      if (state.name.endsWith('-loading')) {
        expect(await page.locator('[aria-busy="true"]').count(), state.name).toBeGreaterThan(0);
      }
      if (state.name.endsWith('-error') && !state.open) {
        expect(await page.getByRole('alert').count(), state.name).toBeGreaterThan(0);
        expect(
          await page.getByRole('button', { name: t.common.retry }).count(),
          state.name,
        ).toBeGreaterThan(0);
      }
      await screenshot(page, `state-${state.name}-${lang}`);
    }
    await context.close();
    // About forty screens, each loaded and photographed: more than the default minute on a busy machine.
  }, 180_000);

  it('shows the subscription offer failing to load to a visitor', async () => {
    const { page, context } = await newPhonePage(browser);
    await inLanguage(page, lang);
    await page.route(api('public/app-config'), (route: Route) => route.fulfill(broken));
    await page.goto('/quiz-home');
    await page.getByRole('link', { name: t.nav.leaderboard }).click();
    await page.getByRole('dialog').getByRole('heading', { name: t.common.errorTitle }).waitFor();
    await screenshot(page, `state-subscription-error-${lang}`);
    await context.close();
  });
});

describe('Retry on an error state', () => {
  it('reads again and shows the data', async () => {
    const { page, context } = await newPhonePage(browser);
    await signInThroughMicrosite(page);
    let calls = 0;
    await page.route(api('v2.0/categories'), (route: Route) =>
      ++calls === 1 ? route.fulfill(broken) : route.continue(),
    );
    await page.goto('/category-list');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('favourite-star').first().waitFor();
    expect(calls).toBe(2);
    await context.close();
  });
});
