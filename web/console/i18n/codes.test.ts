import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, codesEn, codesMm, type CodeGroup } from './codes';

describe("the server's codes as an operator reads them", () => {
  it('every code has its words in English and in Myanmar', () => {
    for (const group of Object.keys(codesEn) as CodeGroup[]) {
      expect(Object.keys(codesMm[group]).sort(), group).toEqual(Object.keys(codesEn[group]).sort());
    }
  });

  it("the audit log's filter offers the actions of badges, care and sign-in", () => {
    for (const action of [
      'badge.create',
      'badge.update',
      'badge.retire',
      'player.block',
      'player.wallet_adjust',
      'staff.sign_in_failed',
      'promotion.end',
      'question.dismiss_reports',
      'fairplay.dismiss',
    ]) {
      expect(AUDIT_ACTIONS, action).toContain(action);
    }
  });
});
