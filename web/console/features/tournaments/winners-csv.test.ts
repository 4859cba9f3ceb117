import { describe, expect, it } from 'vitest';
import { winnersCsv } from './winners-csv';

describe('winners CSV', () => {
  it('has a header and each winner with their MSISDN, quoting what needs it', () => {
    const csv = winnersCsv([
      {
        position: 1,
        user_id: 7,
        name: 'Rahim, Jr.',
        msisdn: '01712345678',
        points: 1200,
        prize: '500 LKR',
        delivered_at: null,
        delivered_by: null,
      },
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'position,name,msisdn,points,prize,delivered_at,delivered_by',
      '1,"Rahim, Jr.",01712345678,1200,500 LKR,,',
    ]);
  });
});
