import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Winner } from '@contract/console-events';

/** The winners as the prize desk's spreadsheet: one row each, with the number to send it to. */
export function winnersCsv(winners: Winner[]): string {
  return stringify(
    winners.map((w) => ({
      position: w.position,
      name: w.name,
      msisdn: w.msisdn,
      points: w.points,
      prize: w.prize,
      delivered_at: w.delivered_at ?? '',
      delivered_by: w.delivered_by ?? '',
    })),
    { header: true, bom: true },
  );
}
