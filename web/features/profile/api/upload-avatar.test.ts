import { describe, expect, it } from 'vitest';
import { avatarProblem } from './upload-avatar';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('avatarProblem', () => {
  it('accepts png, jpg and jpeg up to 1048576 bytes', () => {
    expect(avatarProblem(file('me.png', 'image/png', 1_048_576))).toBeNull();
    expect(avatarProblem(file('me.jpg', 'image/jpeg', 10))).toBeNull();
    // Some phones give no type; the name decides here and the server checks the bytes.
    expect(avatarProblem(file('me.JPEG', '', 10))).toBeNull();
  });

  it('refuses other types and anything over 1 MiB before sending', () => {
    expect(avatarProblem(file('me.gif', 'image/gif', 10))).toBe('wrongType');
    expect(avatarProblem(file('notes.txt', 'text/plain', 10))).toBe('wrongType');
    expect(avatarProblem(file('me.png', 'image/png', 1_048_577))).toBe('tooLarge');
  });
});
