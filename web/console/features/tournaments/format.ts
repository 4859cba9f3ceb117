import type { ConsoleTournament } from '@contract/console-events';
import type { ConsoleKey } from '../../i18n/use-t';

/** A moment on the operator's clock, in the reader's language. */
export const atOperatorTime = (iso: string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(language === 'mm' ? 'my' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

export const statusKey = (t: ConsoleTournament): ConsoleKey =>
  t.id === null
    ? 'tournaments.projected'
    : t.status === 'ended'
      ? 'tournaments.endedStatus'
      : `tournaments.${t.status}`;

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
