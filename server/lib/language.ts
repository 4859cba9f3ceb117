import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'mm';

/** Content language of a request: the web app sends Accept-Language "my" (or "mm") for Myanmar. */
export function languageOf(req: FastifyRequest): Language {
  const header = req.headers['accept-language'] ?? '';
  return /^\s*(my|mm)\b/i.test(header) ? 'mm' : 'en';
}

export const localized = (lang: Language, en: string, mm: string | null | undefined) =>
  lang === 'mm' && mm ? mm : en;
