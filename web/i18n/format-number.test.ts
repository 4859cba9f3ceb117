import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, localDigits, splitDuration } from './format-number';

describe('formatNumber', () => {
  it('uses Latin digits with grouping in English', () => {
    expect(formatNumber(1250, 'en')).toBe('1,250');
  });

  it('uses Myanmar digits in Myanmar', () => {
    expect(formatNumber(1250, 'mm')).toBe('၁,၂၅၀');
    expect(formatNumber(0, 'mm')).toBe('၀');
  });
});

describe('splitDuration', () => {
  it('splits into hours and minutes', () => {
    expect(splitDuration(5 * 3600 + 12 * 60)).toEqual({ days: 0, hours: 5, minutes: 12 });
  });

  it('counts a started minute as whole, rolling 59m+ into the next hour', () => {
    expect(splitDuration(61)).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(splitDuration(59 * 60 + 1)).toEqual({ days: 0, hours: 1, minutes: 0 });
  });

  it('never goes negative', () => {
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('localDigits and formatDateTime', () => {
  it('turns the digits of a phone number into Myanmar numerals, keeping the leading zero', () => {
    expect(localDigits('01712345678', 'mm')).toBe('၀၁၇၁၂၃၄၅၆၇၈');
    expect(localDigits('01712345678', 'en')).toBe('01712345678');
  });

  it('formats a date and time with no Latin digit left in Myanmar', () => {
    const at = new Date('2026-11-22T10:05:00Z');
    expect(formatDateTime(at, 'en')).toMatch(/2026/);
    const mm = formatDateTime(at, 'mm');
    expect(mm).toMatch(/၂၀၂၆/);
    expect(mm).toContain('နိုဝင်ဘာ');
    expect(mm).not.toMatch(/[0-9]/);
  });
});
