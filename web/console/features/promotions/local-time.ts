import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/** Broadcasts reach players from this hour of the operator's day (game-rules "Broadcasts"). */
const BROADCAST_FROM_HOUR = 8;

/** An instant as a datetime-local input's value in the operator's zone (YYYY-MM-DDTHH:mm). */
export const toLocalInput = (iso: string, timeZone: string) =>
  format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");

/** A datetime-local input's value, read in the operator's zone, as an ISO instant. */
export function fromLocalInput(value: string, timeZone: string): string {
  const [date = '', time = ''] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, timeZone).toISOString();
}

/** Shown to staff: the operator's date and time of an instant. */
export const localText = (iso: string, timeZone: string) =>
  format(new TZDate(iso, timeZone), 'yyyy-MM-dd HH:mm');

/** Whether a start typed as local time falls in the quiet hours, so delivery waits for 08:00. */
export const startsInQuietHours = (value: string) => {
  const hour = Number(value.split('T')[1]?.slice(0, 2));
  return Number.isFinite(hour) && hour < BROADCAST_FROM_HOUR;
};
