import { describe, expect, it } from 'vitest';
import { formatAmountWithCode, formatPrice } from './money';

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

  it('says "+ taxes" after a price the taxes are added to, in the reader\'s language', () => {
    expect(formatPrice(10, 'LKR', 'en', { taxesAdded: true })).toBe('10 LKR + taxes');
    expect(formatPrice(10, 'LKR', 'mm', { taxesAdded: true })).toBe('၁၀ MMK + အခွန်');
    expect(formatPrice(20, 'BDT', 'bn', { taxesAdded: true })).toBe('৳২০ + কর');
    // Never "10.00": whole amounts have no decimals wherever they are shown.
    expect(formatPrice(10, 'LKR', 'en', { taxesAdded: false })).toBe('10 LKR');
  });

  it('keeps the code of any other currency', () => {
    expect(formatPrice(3, 'USD', 'en')).toBe('3 USD');
  });

  it("labels an amount by its ISO code for the operator's staff, with the language's digits", () => {
    expect(formatAmountWithCode(1234.5, 'LKR', 'en')).toBe('1,234.5 LKR');
    expect(formatAmountWithCode(1234.5, 'LKR', 'mm')).toBe('၁,၂၃၄.၅ LKR');
    expect(formatAmountWithCode(20, 'BDT', 'mm')).toBe('၂၀ BDT');
  });
});
