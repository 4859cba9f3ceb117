import { describe, expect, it } from 'vitest';
import { mayBePlaying } from './may-be-playing';

describe('where a celebration waits for the next screen', () => {
  it('waits while a question may be on screen, in every mode', () => {
    expect(mayBePlaying('/game-play/12', '')).toBe(true);
    expect(mayBePlaying('/tournament-play/3', '')).toBe(true);
    expect(mayBePlaying('/battle', '?invite=4')).toBe(true);
    // A challenge is played on its list: starting (?play=) and answering (&game=).
    expect(mayBePlaying('/challenge-list', '?play=7')).toBe(true);
    expect(mayBePlaying('/challenge-list', '?play=7&game=9')).toBe(true);
  });

  it('shows on screens without a question', () => {
    expect(mayBePlaying('/dashboard', '')).toBe(false);
    expect(mayBePlaying('/challenge-list', '')).toBe(false);
    expect(mayBePlaying('/battle-history', '')).toBe(false);
    expect(mayBePlaying('/badges', '')).toBe(false);
  });
});
