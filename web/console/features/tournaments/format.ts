import type { ConsoleTournament } from '@contract/console-events';
import type { ConsoleKey } from '../../i18n/use-t';
import { momentIn } from '../../ui/format';

/** A moment on the operator's clock, in the reader's language. */
export const atOperatorTime = (iso: string, timeZone: string, language: string) =>
  momentIn(iso, language, timeZone);

export const statusKey = (t: ConsoleTournament): ConsoleKey =>
  t.id === null
    ? 'tournaments.projected'
    : t.status === 'ended'
      ? 'tournaments.endedStatus'
      : `tournaments.${t.status}`;

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
