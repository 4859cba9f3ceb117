import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Translations } from '../../web/i18n/en';
import { mm } from '../../web/i18n/mm';
import {
  inLanguage,
  newPhonePage,
  pageApi,
  screenshot,
  signInThroughMicrosite,
  topicIdByName,
  useBrowser,
  userIdOf,
  verdictSeen,
} from './fixtures';

const browser = await useBrowser();

/** The signed-in player's wallet, asked of the API with the page's own session. */
async function coinsOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as { token?: string };
    const res = await fetch('/api/v2.0/user', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    const body = (await res.json()) as { data: { wallet: { coins: number } } };
    return body.data.wallet.coins;
  });
}

/**
 * Answers every question of the challenge game on screen (the first option each time). Each
 * answer's verdict (right or wrong, the correct count so far) holds its question for a second;
 * the first is looked at, the others skipped with Next.
 */
async function playToTheEnd(page: Page, t: Translations, lang: string) {
  await page.getByTestId('question-text').waitFor();
  let correct = 0;
  for (let i = 0; i < 120; i++) {
    const done = page.locator(
      '[data-testid="challenge-waiting"], [data-testid="challenge-result"]',
    );
    if ((await done.count()) > 0) return correct;
    const before = await page.getByTestId('question-number').textContent();
    await page.getByTestId('option').first().click();
    const seen = await verdictSeen(page);
    // Still the question answered, the pick marked; no other option shown as the right one.
    expect(seen.questionNumber).toBe(before);
    const right = seen.correct === 'true';
    if (right) correct++;
    expect(seen.states[0]).toBe(right ? 'correct' : 'wrong');
    expect(seen.states.filter((state) => state === 'correct')).toHaveLength(right ? 1 : 0);
    expect(seen.score).toBe(
      t.challengePlay.correctOf
        .replace('{{correct}}', mmDigits(lang, String(correct)))
        .replace('{{total}}', mmDigits(lang, '10')),
    );
    if (i === 0) await shot(page, 'challenge-verdict', lang);
    await page
      .getByTestId('verdict')
      .getByRole('button', { name: t.game.next })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForFunction((number) => {
      if (document.querySelector('[role="alert"]')) return true;
      if (
        document.querySelector(
          '[data-testid="challenge-waiting"], [data-testid="challenge-result"]',
        )
      )
        return true;
      const shown = document.querySelector('[data-testid="question-number"]')?.textContent;
      return shown !== undefined && shown !== number;
    }, before);
    const alert = page.getByRole('alert');
    if ((await alert.count()) > 0) throw new Error(`refused: ${await alert.first().textContent()}`);
  }
  throw new Error('the game did not end');
}

const shot = (page: Page, name: string, lang: string) => screenshot(page, `${name}-${lang}`);

describe('friends and challenges', () => {
  it.each([
    ['en', en],
    ['mm', mm],
  ] as const)(
    'two players become friends, play a coin-bet challenge and both see the result (%s)',
    async (lang, t: Translations) => {
      const tag = `${lang}${Date.now() % 1e6}`;
      const a = await newPhonePage(browser);
      const b = await newPhonePage(browser);
      for (const { page } of [a, b]) {
        await inLanguage(page, lang);
      }
      // A visitor's menu has no Challenges (a signed-in page).
      await a.page.goto('/quiz-home');
      await a.page.getByRole('button', { name: t.common.openMenu }).first().click();
      const visitorMenu = a.page.getByRole('dialog', { name: t.nav.menu });
      await visitorMenu.getByRole('link', { name: t.nav.home }).waitFor();
      expect(await visitorMenu.getByRole('link', { name: t.nav.challenges }).count()).toBe(0);
      await a.page.keyboard.press('Escape');

      await signInThroughMicrosite(a.page, undefined, `Ayesha ${tag}`);
      await signInThroughMicrosite(b.page, undefined, `Bilal ${tag}`);

      // A: empty friends list, then the header's search icon leads to /find-friends.
      await a.page.goto('/friends');
      await a.page.getByRole('heading', { name: t.friends.noFriends }).waitFor();
      await shot(a.page, 'friends-empty', lang);
      await a.page.getByRole('link', { name: t.common.findFriends }).first().click();
      await a.page.waitForURL('**/find-friends');

      // Nothing found, then B by name (debounced), then B's card: Add Friend → Request Sent.
      const search = a.page.getByRole('searchbox', { name: t.findFriends.label });
      await search.fill(`zz-nobody-${tag}`);
      await a.page.getByRole('heading', { name: t.findFriends.nothingFound }).waitFor();
      await shot(a.page, 'find-friends-nothing', lang);
      await search.fill(`bilal ${tag}`);
      await a.page.getByTestId('search-result').first().waitFor();
      expect(await a.page.getByTestId('search-result').count()).toBe(1);
      await shot(a.page, 'find-friends', lang);
      await a.page.getByTestId('search-result').first().click();
      const card = a.page.getByTestId('player-card');
      await card.waitFor();
      await card.getByText(t.player.tournamentWins).waitFor();
      await shot(a.page, 'player-card', lang);
      await card.getByRole('button', { name: t.player.addFriend }).click();
      await card.getByRole('button', { name: t.player.requestSent }).waitFor();
      await shot(a.page, 'player-card-sent', lang);

      // A's sent tab lists the request with its cancel "x".
      await a.page.goto('/friends?type=outgoing_requests');
      await a.page.getByText(`Bilal ${tag}`).waitFor();
      await shot(a.page, 'friends-sent', lang);

      // B: the pending badge, the request, Accept; the list reloads into friends.
      await b.page.goto('/friends');
      await b.page.getByTestId('pending-badge').waitFor();
      await b.page.getByRole('tab', { name: new RegExp(t.friends.tabIncoming) }).click();
      await b.page.getByText(`Ayesha ${tag}`).waitFor();
      await shot(b.page, 'friends-requests', lang);
      await b.page
        .getByRole('button', { name: t.friends.acceptLabel.replace('{{name}}', `Ayesha ${tag}`) })
        .click();
      await b.page.getByRole('heading', { name: t.friends.noIncoming }).waitFor();
      expect(await b.page.getByTestId('pending-badge').count()).toBe(0);
      await b.page.getByRole('tab', { name: t.friends.tabFriends }).click();
      await b.page.getByText(`Ayesha ${tag}`).waitFor();
      await shot(b.page, 'friends', lang);

      // B: the menu leads to the challenges: none yet; Challenge Now → select-friends → Next
      // appears once one is picked.
      await b.page.getByRole('button', { name: t.common.openMenu }).first().click();
      const menu = b.page.getByRole('dialog', { name: t.nav.menu });
      await menu.getByRole('link', { name: t.nav.challenges }).waitFor();
      await shot(b.page, 'sidenav', lang);
      await menu.getByRole('link', { name: t.nav.challenges }).click();
      await b.page.waitForURL('**/challenge-list');
      await b.page.getByRole('heading', { name: t.challenges.empty }).waitFor();
      await shot(b.page, 'challenge-list-empty', lang);
      await b.page.getByRole('link', { name: t.challenges.challengeNow }).click();
      await b.page.waitForURL('**/select-friends');
      await b.page.getByTestId('select-friend').first().waitFor();
      expect(await b.page.getByRole('link', { name: t.selectFriends.next }).count()).toBe(0);
      await b.page.getByTestId('select-friend').first().click();
      await shot(b.page, 'select-friends', lang);
      await b.page.getByRole('link', { name: t.selectFriends.next }).click();
      await b.page.waitForURL('**/challenge-friend?friend_id=*');
      await b.page.getByText(`Ayesha ${tag}`).waitFor();
      await shot(b.page, 'challenge-friend', lang);

      // Only the counts a topic can fill: a topic of 16-24 questions offers 10 (and 20), never
      // the 30 the server would refuse; the default falls to the largest that fits.
      const { topics } = await pageApi<{
        topics: Array<{ topic_id: number; question_count: number }>;
      }>(b.page, 'v2.0/topics', {});
      const small = topics.find((x) => x.question_count >= 10 && x.question_count < 30)!;
      const fits = Math.floor(small.question_count / 10) * 10;
      await b.page
        .getByRole('combobox', { name: t.challengeFriend.topic })
        .selectOption(String(small.topic_id));
      const count = b.page.getByTestId('question-count');
      await expect.poll(() => count.textContent()).toBe(mmDigits(lang, String(fits)));
      expect(await b.page.getByRole('button', { name: t.challengeFriend.more }).isDisabled()).toBe(
        true,
      );
      // The count went down on its own (30 → fits): said under the number, not in a corner.
      const lowered = b.page.getByTestId('question-count-lowered');
      expect(await lowered.textContent()).toBe(
        t.challengeFriend.countLowered
          .replace('{{wanted}}', mmDigits(lang, '30'))
          .replace('{{shown}}', mmDigits(lang, String(fits)))
          .replace('{{available}}', mmDigits(lang, String(small.question_count))),
      );
      expect(await count.getAttribute('aria-describedby')).toBe(await lowered.getAttribute('id'));
      await shot(b.page, 'challenge-friend-topic-counts', lang);
      // The whole bank fills the default 30.
      await b.page.getByRole('radio', { name: t.challengeFriend.global }).check();
      await expect.poll(() => count.textContent()).toBe(mmDigits(lang, '30'));
      expect(await lowered.count()).toBe(0);

      // Bets beyond the wallet are unavailable, say why, and lead to the Store.
      const coinsBefore = await coinsOf(b.page);
      for (const amount of ['1,000', '1,500', '2,000']) {
        const radio = b.page.getByRole('radio', { name: mmDigits(lang, amount), exact: true });
        expect(await radio.isDisabled()).toBe(true);
      }
      expect(
        await b.page.getByRole('radio', { name: mmDigits(lang, '500'), exact: true }).isDisabled(),
      ).toBe(false);
      expect(await b.page.getByTestId('above-wallet').textContent()).toBe(
        t.challengeFriend.betsAboveWallet.replace(
          '{{coins}}',
          mmDigits(lang, coinsBefore.toLocaleString('en-US')),
        ),
      );
      await shot(b.page, 'challenge-bets-unavailable', lang);
      await b.page.getByRole('link', { name: t.packs.getCoins }).click();
      await b.page.waitForURL('**/store');
      expect(await coinsOf(b.page)).toBe(coinsBefore);

      // A challenges B from A's friends list: 500 coins, 10 questions, mixed topics.
      const coinsA = await coinsOf(a.page);
      const coinsB = await coinsOf(b.page);
      const bet = 500;
      await a.page.goto('/friends');
      await a.page
        .getByRole('link', { name: t.friends.challenge.replace('{{name}}', `Bilal ${tag}`) })
        .click();
      await a.page.waitForURL('**/challenge-friend?friend_id=*');
      await a.page.getByRole('radio', { name: mmDigits(lang, '500'), exact: true }).check();
      for (let i = 0; i < 2; i++) {
        await a.page.getByRole('button', { name: t.challengeFriend.fewer }).click();
      }
      expect(await a.page.getByTestId('question-count').textContent()).toBe(mmDigits(lang, '10'));
      await a.page.getByRole('radio', { name: t.challengeFriend.global }).check();
      await a.page.getByRole('button', { name: t.challengeFriend.confirm }).click();
      await a.page.getByRole('button', { name: t.challengeFriend.confirmed }).waitFor();
      // What happens next is in view on a 360x740 phone without scrolling.
      const done = a.page.getByTestId('challenge-done');
      await expect
        .poll(async () => {
          const box = await done.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= 740;
        })
        .toBe(true);
      await shot(a.page, 'challenge-confirmed', lang);
      await expect.poll(() => coinsOf(a.page)).toBe(coinsA - bet);

      // B opens the challenge's notification from the bottom menu: it leads to the challenge
      // list, where B accepts (the bet is held) and plays.
      await b.page.goto('/dashboard');
      await b.page
        .getByRole('navigation', { name: t.nav.main })
        .getByRole('link', { name: new RegExp(t.nav.notifications) })
        .click();
      await b.page.waitForURL('**/notifications');
      const challenged = b.page.getByRole('link', {
        name:
          lang === 'en'
            ? `Ayesha ${tag} challenged you`
            : `${mmDigits(lang, `Ayesha ${tag}`)} က သင့်ကို စိန်ခေါ်ထားသည်`,
      });
      await challenged.waitFor();
      await shot(b.page, 'notifications-challenge', lang);
      await challenged.click();
      await b.page.waitForURL('**/challenge-list');
      const received = b.page.getByTestId('challenge').first();
      await received.getByRole('button', { name: t.challenges.accept }).waitFor();
      await shot(b.page, 'challenge-list-received', lang);
      await received.getByRole('button', { name: t.challenges.accept }).click();
      await received.getByRole('link', { name: t.challenges.play }).click();
      await b.page.waitForURL(/\/challenge-list\?play=\d+&game=\d+/);
      await b.page.getByTestId('question-text').waitFor();
      await shot(b.page, 'challenge-play', lang);
      const correctB = await playToTheEnd(b.page, t, lang);
      await b.page.getByTestId('challenge-waiting').waitFor();
      // The first to finish reads their own score while the friend plays.
      const myScore = b.page.getByTestId('my-score');
      expect(await myScore.textContent()).toContain(
        t.challengePlay.correctOf
          .replace('{{correct}}', mmDigits(lang, String(correctB)))
          .replace('{{total}}', mmDigits(lang, '10')),
      );
      await shot(b.page, 'challenge-waiting', lang);
      expect(await coinsOf(b.page)).toBe(coinsB - bet);

      // A plays; once both are done each sees who won, and the wallets moved by the bet.
      await a.page.goto('/challenge-list');
      await a.page
        .getByTestId('challenge')
        .first()
        .getByRole('link', { name: t.challenges.play })
        .click();
      await playToTheEnd(a.page, t, lang);
      const resultA = a.page.getByTestId('challenge-result');
      await resultA.waitFor();
      await shot(a.page, 'challenge-result', lang);
      // The questions are reported here, after the game, not while its clock runs.
      const played = a.page.getByTestId('played-question');
      await expect.poll(() => played.count()).toBeGreaterThan(1);
      await played.first().getByRole('button', { name: t.game.report, exact: true }).click();
      const report = a.page.getByRole('dialog', { name: t.report.title });
      await report.getByRole('radio', { name: t.report.others }).check();
      await report.getByRole('button', { name: t.report.send }).click();
      await report.getByRole('button', { name: t.game.reported }).waitFor();
      await a.page.keyboard.press('Escape');
      const resultB = b.page.getByTestId('challenge-result');
      await resultB.waitFor({ timeout: 15_000 });
      const outcomeA = await resultA.getAttribute('data-outcome');
      const outcomeB = await resultB.getAttribute('data-outcome');
      const opposite = { win: 'loss', loss: 'win', draw: 'draw' } as Record<string, string>;
      expect(outcomeB).toBe(opposite[outcomeA ?? '']);
      const change = { win: bet, loss: -bet, draw: 0 } as Record<string, number>;
      expect(await coinsOf(a.page)).toBe(coinsA + change[outcomeA ?? '']!);
      expect(await coinsOf(b.page)).toBe(coinsB + change[outcomeB ?? '']!);

      // The list shows the settled challenge with See Result.
      await b.page.goto('/challenge-list');
      await b.page
        .getByTestId('challenge')
        .first()
        .getByRole('button', { name: t.challenges.seeResult })
        .click();
      await b.page.getByRole('dialog', { name: t.challengePlay.resultTitle }).waitFor();
      await shot(b.page, 'challenge-result-modal', lang);
      await b.page.keyboard.press('Escape');
      await shot(b.page, 'challenge-list', lang);

      await a.context.close();
      await b.context.close();
    },
    180_000,
  );

  it("Challenge Now on a topic's result and a ranking row's card lead to the challenge set-up", async () => {
    const t = en;
    const tag = `tp${Date.now() % 1e6}`;
    const a = await newPhonePage(browser);
    const b = await newPhonePage(browser);
    await signInThroughMicrosite(a.page, undefined, `Chitra ${tag}`);
    await signInThroughMicrosite(b.page, undefined, `Dipu ${tag}`);
    const bId = await userIdOf(b.page);
    await pageApi(a.page, 'v2.0/friend-request-send', { user_id: bId });
    await pageApi(b.page, 'v2.0/friend-request-accept', { user_id: await userIdOf(a.page) });

    // A plays a topic to its result, then Challenge Now → the friend picker → the set-up,
    // with the topic just played already chosen. A topic no other journey plays and no demo
    // player has a score in: B must find A's row among its top 10, whatever A scored while
    // journeys running beside this one play the top topics.
    const topicId = await topicIdByName(a.page, 'Rivers & Mountains');
    await a.page.goto(`/game-play/${topicId}`);
    for (let i = 0; i < 10; i++) {
      await a.page.getByTestId('question-text').waitFor();
      await a.page.getByTestId('option').first().click();
      await expect
        .poll(() => a.page.getByTestId('option').first().getAttribute('data-state'))
        .toMatch(/correct|wrong/);
      if (i < 9) await a.page.getByRole('button', { name: t.game.next }).click();
    }
    await a.page.getByRole('button', { name: t.game.seeResult }).click();
    await a.page.getByRole('button', { name: t.result.challenge }).click();
    const picker = a.page.getByRole('dialog', { name: t.friendPicker.title });
    await picker.getByRole('button', { name: `Dipu ${tag}` }).click();
    await a.page.waitForURL(`**/challenge-friend?friend_id=${bId}&topic_id=${topicId}`);
    const topic = a.page.getByRole('combobox', { name: t.challengeFriend.topic });
    await expect.poll(() => topic.inputValue()).toBe(String(topicId));

    // B opens the topic's ranking: A's row opens A's card, with Challenge Now (they are friends).
    await b.page.goto(`/topic-details?topic_id=${topicId}`);
    const row = b.page.getByRole('button', { name: new RegExp(`Chitra ${tag}`) });
    await row.click();
    const card = b.page.getByTestId('player-card');
    await card.getByRole('link', { name: t.player.challengeNow }).waitFor();
    await screenshot(b.page, 'ranking-player-card-en');
    await card.getByRole('link', { name: t.player.challengeNow }).click();
    await b.page.waitForURL('**/challenge-friend?friend_id=*');

    await a.context.close();
    await b.context.close();
  });
});

/** A number as the UI shows it: Myanmar digits in mm. */
function mmDigits(lang: string, digits: string): string {
  if (lang !== 'mm') return digits;
  return digits.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));
}
