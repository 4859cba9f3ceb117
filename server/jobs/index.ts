import type { AppContext } from '../context';
import { rebuildRunningRankings } from '../modules/tournaments/ranking';
import { cleanupAuth } from './cleanup';
import { sendDailyUpdate } from './daily-update';
import { endTournaments } from './tournament-end';
import { scheduleTournaments } from './tournament-scheduler';

const EVERY_MS = 5 * 60_000;
// Winners are told soon after the end; a run with nothing to end is one small query.
const END_EVERY_MS = 60_000;

/** Runs scheduled work in this process; every job is safe when other processes run it too. */
export function startJobs(ctx: AppContext, log: { error: (obj: object, msg: string) => void }) {
  const guard = (name: string, job: () => Promise<unknown>) => () =>
    job().catch((err: unknown) => log.error({ err }, `${name} failed`));
  const jobs = [
    guard('tournament scheduler', () => scheduleTournaments(ctx)),
    guard('auth cleanup', () => cleanupAuth(ctx)),
    guard('daily update', () => sendDailyUpdate(ctx)),
  ];
  const endJob = guard('tournament end', () => endTournaments(ctx));
  // Redis may have restarted or been flushed while this process was down: reload from the database.
  void guard('ranking rebuild', () => rebuildRunningRankings(ctx))();
  const timer = setInterval(() => jobs.forEach((run) => void run()), EVERY_MS);
  timer.unref();
  const endTimer = setInterval(() => void endJob(), END_EVERY_MS);
  endTimer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearInterval(endTimer);
    },
  };
}
