import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZConsoleBadgeWrite } from '@contract/retention';
import { peakActive } from '../features/analytics/analytics-screen';
import { formatsFor } from '../ui/format';
import { en } from './en';
import { issueText, serverFieldText } from './issues';
import { mm } from './mm';
import type { ConsoleT } from './use-t';

const t = (key: Parameters<ConsoleT>[0], options?: Record<string, unknown>) =>
  (i18next as unknown as { t: ConsoleT }).t(key, options);

// The console's own i18next setup without React: the texts below are the ones the screens show.
beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, mm: { translation: mm } },
    interpolation: { escapeValue: false },
  });
});
afterAll(() => i18next.changeLanguage('en'));

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
};

describe('what the console tells an operator', () => {
  it('money is labelled by its currency code, the same in English and Myanmar', () => {
    expect(formatsFor('en').money(123_450, 'LKR')).toBe('1,234.5 LKR');
    expect(formatsFor('mm').money(123_450, 'LKR')).toBe('၁,၂၃၄.၅ LKR');
    expect(formatsFor('en').money(2000, 'BDT')).toBe('20 BDT');
    expect(formatsFor('mm').money(2000, 'BDT')).toBe('၂၀ BDT');
  });

  it('counts take the plural forms of the language: 1 day, 2 days', async () => {
    await i18next.changeLanguage('en');
    expect(t('packs.days', { count: 1 })).toBe('1 day');
    expect(t('packs.days', { count: 30 })).toBe('30 days');
    expect(t('reports.reporterCount', { count: 1 })).toBe('1 reporter');
    await i18next.changeLanguage('mm');
    expect(t('packs.days', { count: 1 })).toBe('1 ရက်');
    expect(t('packs.days', { count: 30 })).toBe('30 ရက်');
  });

  it("validation speaks the console's language, never zod's English", async () => {
    const schema = z.object({
      name: z.string().trim().min(1).max(120),
      email: z.email(),
      count: z.number().int().max(10),
    });
    const issues = issuesOf(schema, { name: '', email: 'x', count: 11 });
    await i18next.changeLanguage('en');
    expect(issues.map(issueText)).toEqual([
      en.issues.required,
      en.issues.email,
      'Enter 10 or less.',
    ]);
    await i18next.changeLanguage('mm');
    const texts = issues.map(issueText);
    expect(texts).toEqual([mm.issues.required, mm.issues.email, expect.stringContaining('10')]);
    for (const text of texts) expect(text).not.toMatch(/Too |Invalid|expected/);
  });

  it("the badge form's refusals speak the console's language, the slug's limit its own", async () => {
    const issues = issuesOf(ZConsoleBadgeWrite, {
      slug: 'Bad Slug',
      name_en: 'Marathon',
      name_mm: 'မာရသွန်',
      description_en: 'Finish 50 games',
      description_mm: 'ဂိမ်း ၅၀ ပွဲ',
      rule: 'games_finished',
      threshold: 50,
      image_url: 'https://example.com/badge.png',
    });
    await i18next.changeLanguage('en');
    expect(issues.map(issueText)).toEqual([
      'Use lowercase letters, digits and dashes only (at most 60), such as world-rivers.',
      en.issues.badgePicture,
    ]);
    await i18next.changeLanguage('mm');
    const texts = issues.map(issueText);
    expect(texts[1]).toBe(mm.issues.badgePicture);
    for (const text of texts) expect(text).not.toMatch(/must be|lowercase/);
  });

  it("the server's reason on a field is translated: the wallet cap names its amount", async () => {
    const cap = 'is above the 1000 coins support may move at once';
    await i18next.changeLanguage('en');
    expect(serverFieldText(cap)).toBe(
      'Support may move at most 1000 Coins at once. Ask an admin to make a larger change.',
    );
    expect(serverFieldText('Too small: expected string to have >=1 characters')).toBe(
      en.issues.required,
    );
    // An English wording not known here is still shown in English, as a sentence.
    expect(serverFieldText('is taken')).toBe('Is taken.');
    await i18next.changeLanguage('mm');
    expect(serverFieldText(cap)).toContain('1000');
    expect(serverFieldText(cap)).toContain(mm.care.coins);
    expect(serverFieldText('is taken')).toBe(mm.issues.other);
  });

  it('a refused picture says why in both languages: its type, its size, another site', async () => {
    const refusals = [
      ['must be a PNG or JPEG image', 'imageType'],
      ['must be at most 2097152 bytes', 'imageSize'],
      ['must be a readable PNG or JPEG image of at most 5000×5000 pixels', 'imageUnreadable'],
      [
        'must be a picture on this site (/badges/<name>.svg) or empty: upload a picture instead of linking one',
        'badgePicture',
      ],
    ] as const;
    for (const language of ['en', 'mm'] as const) {
      await i18next.changeLanguage(language);
      const texts = language === 'en' ? en : mm;
      for (const [message, key] of refusals)
        expect(serverFieldText(message)).toBe(texts.issues[key]);
    }
  });

  it("the active players figure is the chart's highest point, not an average rounded to 0", () => {
    const month = Array.from({ length: 30 }, (_, i) => ({ active_players: i === 12 ? 6 : 0 }));
    expect(peakActive(month)).toBe(6);
    expect(peakActive([])).toBe(0);
  });
});
