import { describe, expect, it } from 'vitest';
import { bundleBn } from './bundle-bn';
import { en } from './en';
import { mm } from './mm';

describe('the Bengali bundle strings', () => {
  it('are one set shared by every UI language, never a translated copy', () => {
    expect(en.bundle).toBe(bundleBn);
    expect(mm.bundle).toBe(bundleBn);
  });
});
