import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorData } from '@contract/errors';

import { friendships, notifications, users } from '../../tables';
import { type Player, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { notificationIn } from '../../../tests/helpers/notifications';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  denyFriendRequest,
  friends,
  playerCard,
  searchPlayers,
  sendFriendRequest,
} from '@contract/routes/friends';
import { call } from '../../../tests/helpers/call';

const { app, ctx, config } = await useTestApp();

const errOf = (r: { body: { data: unknown } }) => r.body.data as ErrorData;

let seq = 0;
async function player(name?: string): Promise<Player> {
  seq++;
  return signIn(app, config, { name: name ?? `Friendly ${seq} ${Date.now() % 100000}` });
}

const tab = (p: Player, type: 'friends' | 'incoming_requests' | 'outgoing_requests') =>
  p.call(friends, { body: { type } });
const send = (p: Player, to: Player) => p.call(sendFriendRequest, { body: { user_id: to.userId } });

async function rowsBetween(a: Player, b: Player) {
  return ctx.db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a.userId), eq(friendships.addresseeId, b.userId)),
        and(eq(friendships.requesterId, b.userId), eq(friendships.addresseeId, a.userId)),
      ),
    );
}

describe('friend requests', () => {
  it('send, see it on both sides with the badge, accept: friends on both sides, both notified', async () => {
    const a = await player('Mya Mya');
    const b = await player('Ko Ko');
    const sent = await send(a, b);
    expect(sent.status).toBe(200);
    expect(sent.body.data.friendship_status).toBe('requested');

    const out = await tab(a, 'outgoing_requests');
    expect(out.body.data.friend_list.map((f) => f.user_id)).toEqual([b.userId]);
    const inc = await tab(b, 'incoming_requests');
    expect(inc.body.data.friend_list.map((f) => f.user_id)).toEqual([a.userId]);
    expect(inc.body.data.pending).toBe(1);
    // The badge count is there whatever the tab.
    expect((await tab(b, 'friends')).body.data.pending).toBe(1);
    expect(inc.body.data.friend_list[0]).toMatchObject({ level: 1, image_url: null });

    const accepted = await b.call(acceptFriendRequest, {
      body: {
        user_id: a.userId,
      },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.friendship_status).toBe('friend');
    expect((await tab(a, 'friends')).body.data.friend_list.map((f) => f.user_id)).toEqual([
      b.userId,
    ]);
    expect((await tab(b, 'friends')).body.data.friend_list.map((f) => f.user_id)).toEqual([
      a.userId,
    ]);
    expect((await tab(b, 'incoming_requests')).body.data).toEqual({ friend_list: [], pending: 0 });

    const kinds = await ctx.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(or(eq(notifications.userId, a.userId), eq(notifications.userId, b.userId)));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { userId: b.userId, kind: 'friend_request_received' },
        { userId: a.userId, kind: 'friend_request_accepted' },
      ]),
    );
    // Each side reads it in their language, names as the players wrote them.
    expect(await notificationIn(app, b, 'en', 'friend_request_received')).toEqual({
      title: 'Mya Mya sent you a friend request',
      body: 'Accept it to become friends.',
    });
    expect(await notificationIn(app, b, 'mm', 'friend_request_received')).toEqual({
      title: 'Mya Mya က သင့်ထံ သူငယ်ချင်း တောင်းဆိုချက် ပို့ထားသည်',
      body: 'လက်ခံပြီး သူငယ်ချင်း ဖြစ်လိုက်ပါ။',
    });
    expect(await notificationIn(app, a, 'en', 'friend_request_accepted')).toEqual({
      title: 'Ko Ko accepted your friend request',
      body: 'You can challenge each other now.',
    });
    expect(await notificationIn(app, a, 'mm', 'friend_request_accepted')).toEqual({
      title: 'Ko Ko က သင့် သူငယ်ချင်း တောင်းဆိုချက်ကို လက်ခံလိုက်ပါပြီ',
      body: 'ယခု တစ်ဦးကို တစ်ဦး စိန်ခေါ်နိုင်ပါပြီ။',
    });
    // Accepting twice is harmless; asking again once friends is refused.
    const again = await b.call(acceptFriendRequest, { body: { user_id: a.userId } });
    expect(again.status).toBe(200);
    const dup = await send(a, b);
    expect(dup.status).toBe(409);
    expect(errOf(dup).code).toBe('already_friends');
    expect(await rowsBetween(a, b)).toHaveLength(1);
  });

  it('a repeat request is the same one; a request to someone who asked you accepts theirs', async () => {
    const a = await player();
    const b = await player();
    await send(a, b);
    const repeat = await send(a, b);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.friendship_status).toBe('requested');
    expect(await rowsBetween(a, b)).toHaveLength(1);

    const crossing = await send(b, a);
    expect(crossing.status).toBe(200);
    expect(crossing.body.data.friendship_status).toBe('friend');
    const rows = await rowsBetween(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('accepted');
  });

  it('deny and withdraw remove the request; a missing request is a 404', async () => {
    const a = await player();
    const b = await player();
    await send(a, b);
    const denied = await b.call(denyFriendRequest, {
      body: {
        user_id: a.userId,
      },
    });
    expect(denied.status).toBe(200);
    expect(denied.body.data.friendship_status).toBe('none');
    expect(await rowsBetween(a, b)).toHaveLength(0);
    // Nothing left to deny, accept or withdraw.
    for (const route of [denyFriendRequest, acceptFriendRequest]) {
      const r = await b.call(route, { body: { user_id: a.userId } });
      expect(r.status, route).toBe(404);
    }
    expect((await a.call(cancelFriendRequest, { body: { user_id: b.userId } })).status).toBe(404);

    await send(a, b);
    // Only the addressee answers a request: the sender cannot accept their own.
    expect((await a.call(acceptFriendRequest, { body: { user_id: b.userId } })).status).toBe(404);
    const withdrawn = await a.call(cancelFriendRequest, { body: { user_id: b.userId } });
    expect(withdrawn.status).toBe(200);
    expect((await tab(b, 'incoming_requests')).body.data.pending).toBe(0);
    expect(await rowsBetween(a, b)).toHaveLength(0);
  });

  it('ten send and withdraw cycles leave the addressee one request notice, none once withdrawn', async () => {
    const a = await player();
    const b = await player();
    const received = () =>
      ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, b.userId),
            eq(notifications.kind, 'friend_request_received'),
          ),
        );
    for (let i = 0; i < 10; i++) {
      expect((await send(a, b)).status).toBe(200);
      expect(await received()).toHaveLength(1);
      const withdrawn = await a.call(cancelFriendRequest, { body: { user_id: b.userId } });
      expect(withdrawn.status).toBe(200);
      expect(await received()).toHaveLength(0);
    }
    // A request the addressee denied may be sent again: it still notifies, once.
    await send(a, b);
    await b.call(denyFriendRequest, { body: { user_id: a.userId } });
    await send(a, b);
    expect(await received()).toHaveLength(1);
    expect(await notificationIn(app, b, 'en', 'friend_request_received')).toBeDefined();
  });

  it('refuses oneself (422 on user_id), unknown players (404) and bad input (422), changing nothing', async () => {
    const a = await player();
    const self = await send(a, a);
    expect(self.status).toBe(422);
    expect(errOf(self).errors).toHaveProperty('user_id');
    const ghost = await a.call(sendFriendRequest, { body: { user_id: 2_000_000_000 } });
    expect(ghost.status).toBe(404);
    for (const body of [{}, { user_id: 'x' }, { user_id: -1 }, { user_id: 1.5 }]) {
      // Bad input on purpose: an input the route's types refuse.
      const r = await a.callRaw(sendFriendRequest, { body });
      expect(r.status).toBe(422);
      expect(errOf(r).errors).toHaveProperty('user_id');
    }
    // A tab the route's types refuse.
    const badTab = await a.callRaw(friends, { body: { type: 'enemies' } });
    expect(badTab.status).toBe(422);
    expect(errOf(badTab).errors).toHaveProperty('type');
    // No type: the friends tab.
    expect((await a.call(friends, { body: {} })).status).toBe(200);
    const rows = await ctx.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.requesterId, a.userId), eq(friendships.addresseeId, a.userId)));
    expect(rows).toHaveLength(0);
    const anon = await call(app, friends, { body: {} });
    expect(anon.status).toBe(401);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'concurrent double taps and crossing requests make one row (PostgreSQL)',
    async () => {
      const a = await player();
      const b = await player();
      const replies = await Promise.all(Array.from({ length: 6 }, () => send(a, b)));
      expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(await rowsBetween(a, b)).toHaveLength(1);
      const received = await ctx.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, b.userId),
            eq(notifications.kind, 'friend_request_received'),
          ),
        );
      expect(received).toHaveLength(1);

      const c = await player();
      const d = await player();
      const crossing = await Promise.all([send(c, d), send(d, c), send(c, d), send(d, c)]);
      // Once one crossing request has accepted the other, a later tap meets "already friends".
      for (const r of crossing) {
        if (r.status !== 200) expect(errOf(r).code).toBe('already_friends');
      }
      expect(crossing.some((r) => r.body.data.friendship_status === 'friend')).toBe(true);
      const rows = await rowsBetween(c, d);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('accepted');
    },
  );
});

describe('friend search and player card', () => {
  it('finds by part of a name or a whole email, any case, never oneself, 20 at most, with relation', async () => {
    const tag = `Zq${Date.now() % 1_000_000}`;
    const me = await player(`${tag} Me`);
    const others = await Promise.all(
      Array.from({ length: 22 }, (_, i) => player(`${tag} Other ${String(i).padStart(2, '0')}`)),
    );
    const byEmail = await player('No Name Match');
    await ctx.db
      .update(users)
      .set({ email: `${tag.toLowerCase()}@example.com`, points: 350 })
      .where(eq(users.id, byEmail.userId));
    await send(me, others[0]!);
    await send(others[1]!, me);
    await send(others[2]!, me);
    await me.call(acceptFriendRequest, { body: { user_id: others[2]!.userId } });

    const res = await me.call(searchPlayers, {
      body: {
        search_string: tag.toUpperCase(),
      },
    });
    expect(res.status).toBe(200);
    const found = res.body.data.search_result;
    expect(found).toHaveLength(20);
    expect(found.some((r) => r.user_id === me.userId)).toBe(false);
    expect(found.find((r) => r.user_id === others[0]!.userId)?.friendship_status).toBe('requested');
    expect(found.find((r) => r.user_id === others[1]!.userId)?.friendship_status).toBe('none');
    expect(found.find((r) => r.user_id === others[2]!.userId)?.friendship_status).toBe('friend');

    const email = await me.call(searchPlayers, {
      body: {
        search_string: `${tag.toUpperCase()}@Example.COM`,
      },
    });
    expect(email.body.data.search_result).toEqual([
      {
        user_id: byEmail.userId,
        name: 'No Name Match',
        image_url: null,
        level: 3,
        friendship_status: 'none',
      },
    ]);
    // Part of an address finds nobody: probing letter by letter must not read it back.
    for (const part of [
      `${tag.toLowerCase()}@example`,
      '@example.com',
      tag.toLowerCase().slice(0, 4),
    ]) {
      const partial = await me.call(searchPlayers, {
        body: {
          search_string: part,
        },
      });
      expect(partial.status).toBe(200);
      expect(partial.body.data.search_result.map((r) => r.user_id)).not.toContain(byEmail.userId);
    }
    // LIKE wildcards are plain text.
    const none = await me.call(searchPlayers, {
      body: {
        search_string: '%_%',
      },
    });
    expect(none.body.data.search_result).toEqual([]);
    expect(none.body.message).toBe('Nothing found');

    for (const search_string of ['a', ' a ', '', 5]) {
      // Bad input on purpose: an input the route's types refuse.
      const short = await me.callRaw(searchPlayers, { body: { search_string } });
      expect(short.status).toBe(422);
      expect(errOf(short).errors).toHaveProperty('search_string');
    }
  });

  it('the player card carries the ranking modal stats and the relation, none for oneself', async () => {
    const a = await player();
    const b = await player();
    await ctx.db
      .update(users)
      .set({ points: 700, tournamentWin: 2, tournamentPlayed: 5 })
      .where(eq(users.id, b.userId));
    const card = await a.call(playerCard, { body: { user_id: b.userId } });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      user_id: b.userId,
      level: 4,
      total_point: 700,
      topic_high_score: 0,
      tournament_win: 2,
      tournament_played: 5,
      friendship_status: 'none',
      incoming_request: false,
    });
    await send(b, a);
    const asked = await a.call(playerCard, { body: { user_id: b.userId } });
    expect(asked.body.data).toMatchObject({ friendship_status: 'none', incoming_request: true });
    const mine = await a.call(playerCard, { body: { user_id: a.userId } });
    expect(mine.body.data).not.toHaveProperty('friendship_status');
    expect((await a.call(playerCard, { body: { user_id: 2_000_000_000 } })).status).toBe(404);
    // Bad input on purpose: an input the route's types refuse.
    expect((await a.callRaw(playerCard, { body: {} })).status).toBe(422);
  });
});
