import { describe, expect, it } from 'vitest';
import { calendarStarts, localDate, localTimes } from './time';

const at = (iso: string) => new Date(iso);

describe('calendarStarts (fixed clock)', () => {
  it('starts the BCS week on Saturday in Dhaka, even when UTC is still on Friday', () => {
    // Saturday 2026-11-21 03:00 in Dhaka is Friday 21:00 UTC.
    const starts = calendarStarts(at('2026-11-20T21:00:00Z'), 'Asia/Dhaka');
    expect(starts.day.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-20T18:00:00.000Z');
  });

  it('keeps the week that began last Saturday through Friday', () => {
    // Friday 2026-11-27 23:30 in Dhaka.
    const starts = calendarStarts(at('2026-11-27T17:30:00Z'), 'Asia/Dhaka');
    expect(starts.week.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect(starts.day.toISOString()).toBe('2026-11-26T18:00:00.000Z');
  });

  it('starts the month at local midnight on the 1st, before UTC reaches it', () => {
    // 1 December 2026 00:30 in Dhaka is still 30 November in UTC.
    const starts = calendarStarts(at('2026-11-30T18:30:00Z'), 'Asia/Dhaka');
    expect(starts.month.toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('follows the zone across a daylight-saving change', () => {
    // Sunday 8 March 2026, New York moved from UTC-5 to UTC-4 at 02:00.
    const starts = calendarStarts(at('2026-03-08T16:00:00Z'), 'America/New_York');
    expect(starts.day.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });
});

describe('localTimes', () => {
  it('puts a time skipped by spring-forward on the first instant after the gap (New York)', () => {
    const days = localTimes(
      at('2026-03-08T12:00:00Z'),
      'America/New_York',
      { from: -1, to: 1 },
      { hour: 2, minute: 30 },
    );
    expect(days.map((d) => d.at.toISOString())).toEqual([
      '2026-03-07T07:30:00.000Z', // 02:30 EST
      '2026-03-08T07:30:00.000Z', // 02:30 does not exist: 03:30 EDT
      '2026-03-09T06:30:00.000Z', // 02:30 EDT
    ]);
    expect(days.map((d) => d.weekday)).toEqual([6, 0, 1]);
  });

  it('handles the London spring-forward hour and keeps other hours exact', () => {
    const [gap] = localTimes(
      at('2026-03-29T12:00:00Z'),
      'Europe/London',
      { from: 0, to: 0 },
      { hour: 1, minute: 15 },
    );
    expect(gap?.at.toISOString()).toBe('2026-03-29T01:15:00.000Z'); // 02:15 BST
    const [evening] = localTimes(
      at('2026-03-29T12:00:00Z'),
      'Europe/London',
      { from: 0, to: 0 },
      { hour: 21, minute: 0 },
    );
    expect(evening?.at.toISOString()).toBe('2026-03-29T20:00:00.000Z');
  });

  it('counts days by the local calendar, not UTC', () => {
    // 01:00 on Saturday in Dhaka is Friday 19:00 UTC.
    const [today] = localTimes(
      at('2026-11-20T19:00:00Z'),
      'Asia/Dhaka',
      { from: 0, to: 0 },
      { hour: 21, minute: 0 },
    );
    expect(today?.weekday).toBe(6);
    expect(today?.at.toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });
});

describe('localDate', () => {
  it("reads the operator's wall calendar, not UTC's", () => {
    // Midnight in Dhaka is 18:00 UTC of the day before.
    expect(localDate(at('2026-11-22T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-11-23');
    expect(localDate(at('2026-11-22T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-11-22');
    expect(localDate(at('2026-11-22T18:00:00Z'), 'UTC')).toBe('2026-11-22');
  });
});
