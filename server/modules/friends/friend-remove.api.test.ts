import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ErrorData } from '@contract/errors';

import { friendships } from '../../tables';
import { ledgerTotals } from '../../../tests/helpers/ledger';
import { getBalance, moveWallet } from '../wallet/service';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic } from '../../../tests/helpers/factories';
import { acceptChallenge, challengeResult, createChallenge } from '@contract/routes/challenges';
import {
  acceptFriendRequest,
  friends as friendsRoute,
  playerCard,
  removeFriend,
  sendFriendRequest,
} from '@contract/routes/friends';

const { app, ctx, config } = await useTestApp();
const topic = await createTopic(ctx, { questionCount: 10 });
const errOf = (r: { body: { data: unknown } }) => r.body.data as ErrorData;
const WALLET = 5000;

let grants = 0;
const coins = async (p: Player) => (await getBalance(ctx.db, p.userId)).coins;

/** Two friends with WALLET coins each. */
async function friends(): Promise<[Player, Player]> {
  const a = await signIn(app, config, { name: 'Remover' });
  const b = await signIn(app, config, { name: 'Removed' });
  await a.call(sendFriendRequest, { body: { user_id: b.userId } });
  await b.call(acceptFriendRequest, { body: { user_id: a.userId } });
  for (const p of [a, b]) {
    const delta = WALLET - (await coins(p));
    await ctx.db.transaction((tx) =>
      moveWallet(tx, {
        userId: p.userId,
        currency: 'coin',
        delta,
        reason: 'test_grant',
        idempotencyKey: `test-grant:${p.userId}:${++grants}`,
      }),
    );
  }
  return [a, b];
}

const remove = (p: Player, other: Player) =>
  p.call(removeFriend, { body: { user_id: other.userId } });

const challenge = async (p: Player, to: Player, bet: number) => {
  const r = await p.call(createChallenge, {
    body: {
      friend_user_id: to.userId,
      bet,
      number_of_question: 10,
      type: 'single',
      topic_id: topic.id,
    },
  });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data.challenge;
};

const statusOf = async (p: Player, id: number) =>
  (await p.call(challengeResult, { body: { challenge_id: id } })).body.data.challenge.status;

async function expectLedgerMatches(...players: Player[]) {
  for (const p of players) {
    expect((await ledgerTotals(ctx.db, p.userId)).coins).toBe(await coins(p));
  }
}

const pairRows = (a: Player, b: Player) =>
  ctx.db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a.userId), eq(friendships.addresseeId, b.userId)),
        and(eq(friendships.requesterId, b.userId), eq(friendships.addresseeId, a.userId)),
      ),
    );

describe('removing a friend', () => {
  it('ends the friendship for both and refunds the pending challenges both ways, once', async () => {
    const [a, b] = await friends();
    const mine = await challenge(a, b, 500);
    const theirs = await challenge(b, a, 1000);
    expect(await coins(a)).toBe(WALLET - 500);
    expect(await coins(b)).toBe(WALLET - 1000);

    const removed = await remove(b, a);
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.data.friendship_status).toBe('none');
    expect(await pairRows(a, b)).toHaveLength(0);
    for (const [p, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = await p.call(friendsRoute, { body: { type: 'friends' } });
      expect(list.body.data.friend_list.map((f) => f.user_id)).not.toContain(other.userId);
      const card = await p.call(playerCard, { body: { user_id: other.userId } });
      expect(card.body.data.friendship_status).toBe('none');
    }
    expect(await statusOf(a, mine.id)).toBe('cancelled');
    expect(await statusOf(a, theirs.id)).toBe('cancelled');
    expect(await coins(a)).toBe(WALLET);
    expect(await coins(b)).toBe(WALLET);

    // Removing again, accepting a cancelled challenge, or challenging: nothing moves.
    const again = await remove(a, b);
    expect(again.status).toBe(404);
    const accept = await b.call(acceptChallenge, { body: { challenge_id: mine.id } });
    expect(accept.status).toBe(409);
    const refused = await a.call(createChallenge, {
      body: {
        friend_user_id: b.userId,
        bet: 200,
        number_of_question: 10,
        type: 'single',
        topic_id: topic.id,
      },
    });
    expect(refused.status).toBe(403);
    expect(errOf(refused).code).toBe('not_friends');
    expect(await coins(a)).toBe(WALLET);
    expect(await coins(b)).toBe(WALLET);
    await expectLedgerMatches(a, b);
  });

  it('leaves an accepted challenge to be played, and refuses non-friends, oneself and bad input', async () => {
    const [a, b] = await friends();
    const c = await challenge(a, b, 200);
    expect((await b.call(acceptChallenge, { body: { challenge_id: c.id } })).status).toBe(200);
    expect((await remove(a, b)).status).toBe(200);
    expect(await statusOf(a, c.id)).toBe('accepted');
    expect(await coins(a)).toBe(WALLET - 200);
    expect(await coins(b)).toBe(WALLET - 200);

    const stranger = await signIn(app, config, { name: 'Stranger' });
    await a.call(sendFriendRequest, { body: { user_id: stranger.userId } });
    // A pending request is not a friendship: it stays for its own answer.
    expect((await remove(a, stranger)).status).toBe(404);
    expect(await pairRows(a, stranger)).toHaveLength(1);
    const self = await a.call(removeFriend, { body: { user_id: a.userId } });
    expect(self.status).toBe(422);
    expect(errOf(self).errors).toHaveProperty('user_id');
    expect((await a.call(removeFriend, { body: { user_id: 2_000_000_000 } })).status).toBe(404);
    const bad = await a.call(removeFriend, { body: { user_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(errOf(bad).errors).toHaveProperty('user_id');
    await expectLedgerMatches(a, b);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('removal races (PostgreSQL)', () => {
  it('removal racing the accept of a pending challenge never refunds twice nor strands a bet', async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = await friends();
      const c = await challenge(a, b, 500);
      const [accepted, removed] = await Promise.all([
        b.call(acceptChallenge, { body: { challenge_id: c.id } }),
        remove(a, b),
      ]);
      expect(removed.status).toBe(200);
      const status = await statusOf(a, c.id);
      if (accepted.status === 200) {
        // The accept came first: both bets are in play and settle when the game ends.
        expect(status).toBe('accepted');
        expect([await coins(a), await coins(b)]).toEqual([WALLET - 500, WALLET - 500]);
      } else {
        expect(accepted.status).toBe(409);
        expect(status).toBe('cancelled');
        expect([await coins(a), await coins(b)]).toEqual([WALLET, WALLET]);
      }
      await expectLedgerMatches(a, b);
    }
  });

  it('a challenge created while the friendship is removed is refunded or refused', async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = await friends();
      const [created, removed] = await Promise.all([
        a.call(createChallenge, {
          body: {
            friend_user_id: b.userId,
            bet: 1000,
            number_of_question: 10,
            type: 'single',
            topic_id: topic.id,
          },
        }),
        remove(b, a),
      ]);
      expect(removed.status).toBe(200);
      if (created.status === 200) {
        expect(await statusOf(a, created.body.data.challenge.id)).toBe('cancelled');
      } else {
        expect(errOf(created).code).toBe('not_friends');
      }
      expect(await coins(a)).toBe(WALLET);
      await expectLedgerMatches(a, b);
    }
  });
});
