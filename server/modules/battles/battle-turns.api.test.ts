import { describe, expect, it } from 'vitest';
import { useBattleApp } from '../../../tests/helpers/battles';
import { createTopic } from '../../../tests/helpers/factories';

const { ctx, clock, player } = await useBattleApp();
const topic = await createTopic(ctx, { questionCount: 7 });

// Issue 35's stall: 50 battles on PGlite, and players dropped mid-battle with "ping timeout"
// while the server still sent them events. PGlite runs statements synchronously, so battle
// transactions that fell due together (wake-ups, a sweep, a burst of answers) ran back to back in
// one task of the event loop: no timer (Socket.IO's pings among them) and no socket read until
// all were done. Each transaction now starts on a turn of its own (db/client.ts).

const BATTLES = 10;

describe('battle work queued for the database', () => {
  it('leaves the event loop free between transactions: sockets are read and timers run meanwhile', async () => {
    const players = [];
    for (let i = 0; i < 2 * BATTLES; i++) players.push(await player(0));
    for (const { c } of players) {
      expect((await c.send('queue:join', { stake: 0, topic_id: topic.id })).status_code).toBe(200);
    }
    for (const { c } of players) await c.next('battle:matched');
    const probe = players[0]!.c;

    // Every battle's first question falls due at once: ten transactions for the database.
    let served = false;
    const serving = clock.advance(2000).then(() => (served = true));
    // Meanwhile a timer (as Socket.IO's ping) and an event the server answers without the
    // database (a bad payload, refused with 422) must not wait for all ten.
    let servedWhenTimerRan: boolean | null = null;
    setTimeout(() => (servedWhenTimerRan = served), 0);
    const refused = probe.send('battle:answer', {}).then((ack) => ({ ack, served }));

    const { ack, served: servedWhenAcked } = await refused;
    expect(ack).toMatchObject({ status_code: 422, data: { code: 'validation_failed' } });
    expect(servedWhenAcked).toBe(false);
    await serving;
    expect(servedWhenTimerRan).toBe(false);
    for (const { c } of players) await c.next('battle:question', (q) => q.question_no === 1);
  });
});
