import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'mm';

/** Content language of a request: the web app sends Accept-Language "my" (or "mm") for Myanmar. */
export function languageOf(req: FastifyRequest): Language {
  const header = req.headers['accept-language'] ?? '';
  return /^\s*(my|mm)\b/i.test(header) ? 'mm' : 'en';
}

export const localized = (lang: Language, en: string, mm: string | null | undefined) =>
  inLanguage(lang, en, mm || null);

/**
 * A text written in English, Myanmar or both, in the player's language where it exists and else
 * in the other one. Content keeps at least one of the two (the questions' and options' checks);
 * '' only for a row that broke that.
 */
export const inLanguage = (lang: Language, en: string | null, mm: string | null): string =>
  (lang === 'mm' ? (mm ?? en) : (en ?? mm)) ?? '';
