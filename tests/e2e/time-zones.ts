import { inject } from 'vitest';
import { localClock } from '../../server/lib/time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's two clocks, chosen once in global-setup.ts so that every worker uses the same. */
    journeyZones: JourneyZones;
  }
}

interface JourneyZones {
  operator: string;
  phone: string;
}

/**
 * The journeys' two clocks: the operator's (the server's OPERATOR_TIMEZONE, global-setup.ts) and
 * the phones' and desks' (fixtures.ts, console-fixtures.ts), 8 to 15 hours apart, so the day
 * differs as well as the hour. Never 12 apart: a 12-hour clock reads the same in both (1:44 PM,
 * 1:44 AM), and the console journeys' "not the desk's time" checks failed on Mexico City with Dhaka.
 * The operator's zone is one where the run falls in the day (09:00 to 21:00): from midnight to
 * 08:00 broadcasts wait for the morning (game-rules "Broadcasts"), so a fresh server's promotions
 * and the seed's last ended tournament read differently at night, and journeys run at 00:35 in
 * Dhaka failed on them. The quiet hours have their own API tests.
 */
const PAIRS: JourneyZones[] = [
  { operator: 'Asia/Dhaka', phone: 'America/Los_Angeles' }, // UTC 03:00-15:00
  { operator: 'Europe/London', phone: 'Asia/Tokyo' }, // UTC 15:00-21:00
  { operator: 'America/Mexico_City', phone: 'Asia/Tokyo' }, // UTC 21:00-03:00
];

/** The first pair whose operator's clock reads 09:00 to 21:00 now (the three cover every hour). */
function daytimeZones(now = new Date()): JourneyZones {
  const daytime = (p: JourneyZones) => {
    const clock = localClock(now, p.operator);
    return clock >= '09:00' && clock < '21:00';
  };
  const pair = PAIRS.find(daytime);
  if (!pair) throw new Error(`no journey zone is in its day at ${now.toISOString()}`);
  return pair;
}

// Workers read the pair globalSetup chose; globalSetup (outside a worker) chooses it.
const zones = process.env.VITEST_WORKER_ID ? inject('journeyZones') : daytimeZones();

export const OPERATOR_TIME_ZONE: string = zones.operator;
export const PHONE_TIME_ZONE: string = zones.phone;
// The desks' zone is the phones' (its own constant: an alias would export one value twice).
export const DESK_TIME_ZONE: string = zones.phone;
