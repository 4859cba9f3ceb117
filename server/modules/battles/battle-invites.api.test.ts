import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleQueue, notifications } from '../../tables';
import type { Player } from '../../../tests/helpers/client';
import { useBattleApp } from '../../../tests/helpers/battles';
import { connectBattle } from '../../../tests/helpers/battle-client';
import { createTopic } from '../../../tests/helpers/factories';
import { acceptFriendRequest, sendFriendRequest } from '@contract/routes/friends';
import { notifications as notificationsRoute } from '@contract/routes/notifications';

const { ctx, clock, url, player, coins } = await useBattleApp();
const topic = await createTopic(ctx, { questionCount: 7 });

async function befriend(a: Player, b: Player) {
  expect((await a.call(sendFriendRequest, { body: { user_id: b.userId } })).status).toBe(200);
  expect((await b.call(acceptFriendRequest, { body: { user_id: a.userId } })).status).toBe(200);
}

async function friends(wallet = 1000) {
  const a = await player(wallet, { name: 'Inviter' });
  const b = await player(wallet, { name: 'Friend' });
  await befriend(a.p, b.p);
  return { a, b };
}

describe('friend battles', () => {
  it('invites a friend live; accepting starts the battle with both stakes escrowed', async () => {
    const { a, b } = await friends();
    // The friend was waiting in a quick-battle queue: accepting takes them out of it.
    await b.c.send('queue:join', { stake: 200, topic_id: topic.id });
    const sent = await a.c.send('invite:send', {
      friend_user_id: b.p.userId,
      stake: 500,
      topic_id: topic.id,
    });
    expect(sent).toMatchObject({ status_code: 200, data: { invite_id: expect.any(Number) } });
    const inviteId = (sent.data as { invite_id: number }).invite_id;
    const received = await b.c.next('invite:received');
    expect(received).toEqual({
      invite_id: inviteId,
      from: { user_id: a.p.userId, name: 'Inviter', image_url: null },
      stake: 500,
      topic_id: topic.id,
      expires_at: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    // Asking again while it is open gives the same invitation.
    const again = await a.c.send('invite:send', { friend_user_id: b.p.userId, stake: 500 });
    expect(again.data).toEqual({ invite_id: inviteId });
    expect(await coins(a.p)).toBe(1000);

    const accepted = await b.c.send('invite:accept', { invite_id: inviteId });
    expect(accepted).toMatchObject({ status_code: 200, data: { battle_id: expect.any(Number) } });
    const battleId = (accepted.data as { battle_id: number }).battle_id;
    expect(await a.c.next('battle:matched')).toMatchObject({
      battle_id: battleId,
      stake: 500,
      opponent: { user_id: b.p.userId, is_bot: false },
    });
    await b.c.next('battle:matched');
    expect(await coins(a.p)).toBe(500);
    expect(await coins(b.p)).toBe(500);
    expect(
      await ctx.db.select().from(battleQueue).where(eq(battleQueue.userId, b.p.userId)),
    ).toEqual([]);
    // Answered once: a second accept is refused.
    expect(await b.c.send('invite:accept', { invite_id: inviteId })).toMatchObject({
      status_code: 409,
      data: { code: 'invite_closed' },
    });
  });

  it('leaves a notification for a friend who is away, and refuses an invitation after 60 s', async () => {
    const { a, b } = await friends();
    b.c.close();
    await expect.poll(async () => b.c.socket.connected).toBe(false);
    const sent = await a.c.send('invite:send', { friend_user_id: b.p.userId, stake: 0 });
    const inviteId = (sent.data as { invite_id: number }).invite_id;
    await expect
      .poll(async () =>
        ctx.db
          .select({ kind: notifications.kind, data: notifications.data })
          .from(notifications)
          .where(
            and(eq(notifications.userId, b.p.userId), eq(notifications.kind, 'battle_invite')),
          ),
      )
      .toEqual([
        {
          kind: 'battle_invite',
          data: {
            invite_id: inviteId,
            user_id: a.p.userId,
            name: 'Inviter',
            stake: 0,
            seconds: 60,
          },
        },
      ]);
    const list = await b.p.call(notificationsRoute);
    expect(JSON.stringify(list.body)).toContain('Inviter invites you to a live battle');
    // Back after the minute: too late.
    await clock.advance(60_000);
    const back = await connectBattle(url, b.p.token);
    expect(await back.send('invite:accept', { invite_id: inviteId })).toMatchObject({
      status_code: 409,
      data: { code: 'invite_closed' },
    });
    expect(a.c.has('battle:matched')).toBe(false);
  });

  it('declines, and refuses invitations to non-friends, oneself, or beyond the stake the inviter holds', async () => {
    const { a, b } = await friends(300);
    const sent = await a.c.send('invite:send', { friend_user_id: b.p.userId, stake: 200 });
    const inviteId = (sent.data as { invite_id: number }).invite_id;
    expect(await b.c.send('invite:decline', { invite_id: inviteId })).toMatchObject({
      status_code: 200,
      data: { invite_id: inviteId },
    });
    expect(await b.c.send('invite:accept', { invite_id: inviteId })).toMatchObject({
      status_code: 409,
      data: { code: 'invite_closed' },
    });
    // Only its addressee can answer an invitation.
    const again = await a.c.send('invite:send', { friend_user_id: b.p.userId, stake: 200 });
    const second = (again.data as { invite_id: number }).invite_id;
    expect(await a.c.send('invite:accept', { invite_id: second })).toMatchObject({
      status_code: 404,
    });
    const stranger = await player();
    expect(
      await a.c.send('invite:send', { friend_user_id: stranger.p.userId, stake: 0 }),
    ).toMatchObject({ status_code: 403, data: { code: 'not_friends' } });
    expect(await a.c.send('invite:send', { friend_user_id: a.p.userId, stake: 0 })).toMatchObject({
      status_code: 422,
      data: { errors: { friend_user_id: ['cannot be yourself'] } },
    });
    expect(await a.c.send('invite:send', { friend_user_id: b.p.userId, stake: 500 })).toMatchObject(
      { status_code: 402, data: { code: 'out_of_coin' } },
    );
  });
});
