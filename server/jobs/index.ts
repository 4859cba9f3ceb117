import type { AppContext } from '../context';
import { scheduleTournaments } from './tournament-scheduler';

const EVERY_MS = 5 * 60_000;

/** Runs scheduled work in this process; every job is safe when other processes run it too. */
export function startJobs(ctx: AppContext, log: { error: (obj: object, msg: string) => void }) {
  const run = () =>
    scheduleTournaments(ctx).catch((err: unknown) =>
      log.error({ err }, 'tournament scheduler failed'),
    );
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
