import { describe, expect, it } from 'vitest';
import { msisdnQuery } from './player-page';

describe('a number as a care desk types it', () => {
  it('reads the country code, spaces, dashes and Myanmar digits as the stored MSISDN', () => {
    expect(msisdnQuery('+8801712345678')).toBe('01712345678');
    expect(msisdnQuery('8801712345678')).toBe('01712345678');
    expect(msisdnQuery('+880 1712-345 678')).toBe('01712345678');
    expect(msisdnQuery('(0171) 234.5678')).toBe('01712345678');
    expect(msisdnQuery('၀၁၇၁၂၃၄၅၆၇၈')).toBe('01712345678');
    expect(msisdnQuery('345678')).toBe('345678');
  });

  it('leaves a name, or 880 inside a shorter number, alone', () => {
    expect(msisdnQuery('Aung Kyaw')).toBeNull();
    expect(msisdnQuery('880123')).toBe('880123');
  });
});
