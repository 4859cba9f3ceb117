import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('the one currency rule', () => {
  it("labels the operator's LKR as LKR in English and MMK in Myanmar, with the language's digits", () => {
    expect(formatPrice(10, 'LKR', 'en')).toBe('10 LKR');
    expect(formatPrice(10, 'LKR', 'mm')).toBe('၁၀ MMK');
    expect(formatPrice(1500.5, 'LKR', 'en')).toBe('1,500.5 LKR');
  });

  it('shows taka as ৳ in every language, Bengali digits on the Bengali screens', () => {
    expect(formatPrice(20, 'BDT', 'bn')).toBe('৳২০');
    expect(formatPrice(20, 'BDT', 'en')).toBe('৳20');
    expect(formatPrice(20, 'BDT', 'mm')).toBe('৳၂၀');
  });

  it('keeps the code of any other currency', () => {
    expect(formatPrice(3, 'USD', 'en')).toBe('3 USD');
  });
});
