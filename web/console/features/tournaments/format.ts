import type { ConsoleTournament } from '@contract/console-events';
import type { ConsoleKey } from '../../i18n/use-t';

export const statusKey = (t: ConsoleTournament): ConsoleKey =>
  t.id === null
    ? 'tournaments.projected'
    : t.status === 'ended'
      ? 'tournaments.endedStatus'
      : `tournaments.${t.status}`;

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
