import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, StaffMember } from '@contract/console';
import type { AnalyticsPackRow } from '@contract/console-analytics';
import type { BankQuestion } from '@contract/console-studio';
import type { Winner } from '@contract/console-events';
import type { ConsolePromotion } from '@contract/console-promotions';
import { PACK_CSV, seriesCsv } from '../features/analytics/csv';
import { AUDIT_CSV } from '../features/audit/audit-csv';
import { BANK_CSV } from '../features/content/bank-csv';
import { PROMOTION_CSV } from '../features/promotions/promotions-csv';
import { STAFF_CSV } from '../features/staff/staff-csv';
import { winnersCsv } from '../features/tournaments/winners-csv';
import { toCsv } from './csv';

const HOSTILE = '=HYPERLINK("http://evil.example","Claim prize")';
const MSISDN = '01712345678';
const AT = '2026-05-01T08:00:00.000Z';

/** The cells as a spreadsheet gets them, after the byte-order mark every export starts with. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse(csv, { bom: true });
}

/** A cell a spreadsheet would run as a formula: what no export may write. */
const live = (cell: string) =>
  /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-\d/.test(cell);

const winner: Winner = {
  position: 1,
  user_id: 7,
  name: HOSTILE,
  msisdn: MSISDN,
  points: 1200,
  prize: '500 LKR',
  delivered_at: null,
  delivered_by: null,
  open_flags: 0,
};
const pack: AnalyticsPackRow = {
  period_start: '2026-05-01',
  pack_id: 3,
  pack: HOSTILE,
  provider: 'grameenphone',
  currency: 'LKR',
  new_subscriptions: 4,
  renewals: 2,
  lapses: 1,
  unsubscriptions: 0,
  revenue_minor: 12_000,
};
const promotion: ConsolePromotion = {
  id: 5,
  title: HOSTILE,
  title_mm: '+ဆု ရယူပါ',
  body: '@everyone -50% today',
  body_mm: null,
  audience: 'all',
  starts_at: AT,
  delivers_at: AT,
  ends_at: null,
};
const entry: AuditEntry = {
  id: 9,
  staff_email: 'support@staff.test',
  action: 'player.rename',
  target: 'player:12',
  before: { name: 'Rahim' },
  after: { name: HOSTILE },
  reason: HOSTILE,
  at: AT,
};
const member: StaffMember = {
  id: 2,
  email: 'editor@staff.test',
  role: 'editor',
  disabled: false,
  totp_enabled: true,
  created_at: AT,
  last_sign_in_at: null,
  active_sessions: 1,
  one_time_password_expires_at: null,
  one_time_password_expired: false,
  sign_in_throttles: [],
};

const question: BankQuestion = {
  id: 41,
  topic_id: 3,
  topic_en: '@Geography',
  topic_mm: null,
  question_en: '=1+1 is what?',
  question_mm: '+ မြစ် ဘယ်ဟာ ရှည်ဆုံးလဲ',
  difficulty: 2,
  active: true,
  served: 2,
  correct: 1,
  correct_rate: 0.5,
};
const unserved: BankQuestion = { ...question, id: 42, served: 0, correct: 0, correct_rate: null };

const exports: Array<[string, string]> = [
  ['question bank', toCsv([question, unserved], BANK_CSV)],
  ['tournament winners', winnersCsv([winner])],
  ['analytics by pack', toCsv([pack], PACK_CSV)],
  ['promotions', toCsv([promotion], PROMOTION_CSV)],
  ['audit log', toCsv([entry], AUDIT_CSV)],
  ['staff', toCsv([member], STAFF_CSV)],
  ['an analytics chart', seriesCsv(['period_start', 'churn'], [['2026-05-01', -3]])],
];

describe('every console CSV export', () => {
  it.each(exports)('%s: a byte-order mark, and no cell a spreadsheet would run', (_, csv) => {
    const cells = cellsOf(csv).flat();
    expect(cells.filter(live)).toEqual([]);
  });

  it('writes a hostile player name and pack title as text, the same text everywhere', () => {
    const [, row] = cellsOf(winnersCsv([winner]));
    expect(row![1]).toBe(`'${HOSTILE}`);
    const [, packRow] = cellsOf(toCsv([pack], PACK_CSV));
    expect(packRow![2]).toBe(`'${HOSTILE}`);
    const [, promotionRow] = cellsOf(toCsv([promotion], PROMOTION_CSV));
    expect(promotionRow!.slice(1, 4)).toEqual([`'${HOSTILE}`, "'+ဆု ရယူပါ", "'@everyone -50% today"]);
  });

  it('keeps an MSISDN as text with its leading zero, and numbers as numbers', () => {
    const [header, row] = cellsOf(winnersCsv([winner]));
    expect(header).toEqual([
      'position',
      'name',
      'msisdn',
      'points',
      'prize',
      'delivered_at',
      'delivered_by',
    ]);
    expect(row).toEqual(['1', `'${HOSTILE}`, `'${MSISDN}`, '1200', '500 LKR', '', '']);
    const [, chart] = cellsOf(seriesCsv(['period_start', 'churn'], [['2026-05-01', -3]]));
    expect(chart).toEqual(['2026-05-01', '-3']);
  });

  it('writes a formula-looking question as text, and its use in games as numbers', () => {
    const [header, row, never] = cellsOf(toCsv([question, unserved], BANK_CSV));
    expect(header).toEqual([
      'id',
      'topic_id',
      'topic',
      'question_en',
      'question_mm',
      'difficulty',
      'status',
      'served',
      'correct',
      'correct_rate',
    ]);
    expect(row).toEqual([
      '41',
      '3',
      "'@Geography",
      "'=1+1 is what?",
      "'+ မြစ် ဘယ်ဟာ ရှည်ဆုံးလဲ",
      '2',
      'active',
      '2',
      '1',
      '0.5',
    ]);
    expect(never!.slice(7)).toEqual(['0', '0', '']);
  });
});
