import type { Winner } from '@contract/console-events';
import { type CsvColumn, toCsv } from '../../ui/csv';
import { operatorStamp } from '../../ui/format';

/** One row per winner, with the number to send the prize to (as text: its leading zero stays). */
const WINNER_CSV: CsvColumn<Winner>[] = [
  { header: 'position', value: (w) => w.position },
  { header: 'name', value: (w) => w.name },
  { header: 'msisdn', value: (w) => w.msisdn, text: true },
  { header: 'points', value: (w) => w.points },
  { header: 'prize', value: (w) => w.prize },
  { header: 'delivered_at', value: (w) => operatorStamp(w.delivered_at) },
  { header: 'delivered_by', value: (w) => w.delivered_by },
];

/** The winners as the prize desk's spreadsheet. */
export const winnersCsv = (winners: Winner[]): string => toCsv(winners, WINNER_CSV);
