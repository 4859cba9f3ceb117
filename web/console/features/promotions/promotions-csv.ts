import type { ConsolePromotion } from '@contract/console-promotions';
import type { CsvColumn } from '../../ui/csv';
import { operatorStamp } from '../../ui/format';

export type Status = 'upcoming' | 'live' | 'ended';
export const statusOf = (p: ConsolePromotion, now = Date.now()): Status =>
  p.ends_at && Date.parse(p.ends_at) <= now
    ? 'ended'
    : Date.parse(p.delivers_at) > now
      ? 'upcoming'
      : 'live';

/** The promotions' export: titles and bodies as editors typed them. */
export const PROMOTION_CSV: CsvColumn<ConsolePromotion>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'title', value: (p) => p.title },
  { header: 'title_mm', value: (p) => p.title_mm },
  { header: 'body', value: (p) => p.body },
  { header: 'body_mm', value: (p) => p.body_mm },
  { header: 'audience', value: (p) => p.audience },
  { header: 'starts_at', value: (p) => operatorStamp(p.starts_at) },
  { header: 'delivers_at', value: (p) => operatorStamp(p.delivers_at) },
  { header: 'ends_at', value: (p) => operatorStamp(p.ends_at) },
  { header: 'status', value: (p) => statusOf(p) },
];
