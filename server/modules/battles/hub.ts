import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { notifyPlayer } from '../notifications';
import { advance, lockBattle } from './advance';
import { Effects, type Outgoing } from './effects';
import { queueDue } from './queue';
import { addMs } from './rules';
import { battleQueue, battles } from './tables';

/** How the hub reaches players' sockets: the socket layer's (and, with Redis, every process's). */
export interface Players {
  send(out: Outgoing): void;
  /** Whether the player has a socket open (on any process). */
  online(userId: number): Promise<boolean>;
}

/**
 * Runs battle work and carries out what it leaves (effects.ts) once it commits: events to
 * players, and wake-ups at the battles' and queues' deadlines. The deadlines live in the database;
 * these wake-ups only make this process act on time, and `sweep` acts on any deadline no process
 * acted on (its process died), so a battle never depends on one process staying up.
 */
export class BattleHub {
  private readonly battleTimers = new Map<number, () => void>();
  private readonly queueTimers = new Map<number, () => void>();
  private sweeper: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly players: Players,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Runs `work` in one transaction; its effects happen only once it has committed, and a refusal
   * it kept for then (Effects.refusal) is thrown after them.
   */
  async run<T>(work: (tx: Tx, fx: Effects) => Promise<T>): Promise<T> {
    const fx = new Effects();
    const result = await this.ctx.db.transaction((tx) => work(tx, fx));
    await this.apply(fx);
    if (fx.refusal) throw fx.refusal;
    return result;
  }

  private async apply(fx: Effects): Promise<void> {
    for (const out of fx.events) this.players.send(out);
    for (const [id, at] of fx.battles) this.wake(this.battleTimers, id, at, () => this.tick(id));
    for (const [userId, at] of fx.queues) {
      this.wake(this.queueTimers, userId, at, () => this.queueDue(userId));
    }
    for (const { userId, invite } of fx.invites) {
      if (await this.players.online(userId)) continue;
      await this.ctx.db.transaction((tx) =>
        notifyPlayer(tx, {
          userId,
          kind: 'battle_invite',
          params: {
            invite_id: invite.invite_id,
            user_id: invite.from.user_id,
            name: invite.from.name,
            stake: invite.stake,
            seconds: this.ctx.config.rules.battleInviteSeconds,
          },
        }),
      );
    }
  }

  private wake(timers: Map<number, () => void>, key: number, at: Date | null, fn: () => unknown) {
    timers.get(key)?.();
    timers.delete(key);
    if (at === null || this.stopped) return;
    timers.set(
      key,
      this.ctx.clock.at(at, () => {
        timers.delete(key);
        return fn();
      }),
    );
  }

  /** Does whatever the battle's clock says is due (nothing when another process got there). */
  async tick(battleId: number): Promise<void> {
    try {
      await this.run(async (tx, fx) => {
        const b = await lockBattle(tx, battleId);
        if (b) await advance(this.ctx, tx, fx, b, this.ctx.clock.now());
      });
    } catch (err) {
      // The deadline stays in the database: the next sweep tries again.
      this.log.error({ err, battleId }, 'battle step failed');
    }
  }

  async queueDue(userId: number): Promise<void> {
    try {
      await this.run((tx, fx) => queueDue(this.ctx, tx, fx, userId));
    } catch (err) {
      this.log.error({ err, userId }, 'battle queue step failed');
    }
  }

  /**
   * Acts on every deadline that passed `graceMs` ago without its process acting: a battle or a
   * queue whose process died is taken over here, from the database's state.
   */
  async sweep(graceMs = this.ctx.config.battleSweepMs): Promise<void> {
    const before = addMs(this.ctx.clock.now(), -graceMs);
    const due = await this.ctx.db
      .select({ id: battles.id })
      .from(battles)
      .where(and(eq(battles.status, 'running'), lte(battles.dueAt, before)))
      .limit(500);
    for (const { id } of due) await this.tick(id);
    const queued = await this.ctx.db
      .select({ userId: battleQueue.userId })
      .from(battleQueue)
      .where(lte(battleQueue.dueAt, before))
      .limit(500);
    for (const { userId } of queued) await this.queueDue(userId);
  }

  start(): void {
    if (this.sweeper || this.stopped) return;
    let running = false;
    this.sweeper = setInterval(() => {
      if (running) return;
      running = true;
      this.sweep()
        .catch((err: unknown) => this.log.error({ err }, 'battle sweep failed'))
        .finally(() => (running = false));
    }, this.ctx.config.battleSweepMs);
    this.sweeper.unref();
  }

  /** Stops every wake-up of this process; the deadlines stay for another to act on. */
  stop(): void {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const cancel of [...this.battleTimers.values(), ...this.queueTimers.values()]) cancel();
    this.battleTimers.clear();
    this.queueTimers.clear();
  }
}
