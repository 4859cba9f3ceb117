import { z } from 'zod';
import { isPicturePath } from './picture-paths';

/**
 * Quiz content as an operator writes it (npm run content:import) and as the demo seed is written
 * (content/demo): one schema for both, so the seed is checked by the same limits. It lives in the
 * server, not in contract/: no HTTP route or web screen exchanges it. Every text is English
 * (`name`, `q`, `value`) with its Myanmar beside it (`nameMm`, `qMm`, `valueMm`), which an
 * operator's file may leave out: players then read the English.
 */

// Kebab-case, and short enough for the slug columns and the media URLs (/media/topics/<slug>.svg).
const ZSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case: a-z, 0-9 and single dashes');
/**
 * Myanmar script spells a syllable with several code points (consonant, medials, vowel signs,
 * tone), so a Myanmar text is about twice as long in characters as its English: its limits are.
 */
const text = (english: number) => ({
  en: z.string().trim().min(1).max(english),
  mm: z
    .string()
    .trim()
    .min(1)
    .max(english * 2)
    .optional(),
});
const names = text(80);
const questionTexts = text(500);
const optionTexts = text(200);

const ZOption = z.strictObject({
  value: optionTexts.en,
  valueMm: optionTexts.mm,
  correct: z.literal(true).optional(),
});

/** Two options that read the same in a language would leave the player unable to tell them apart. */
const repeats = (values: (string | undefined)[]) => {
  const present = values.flatMap((v) => (v === undefined ? [] : [v.trim().toLowerCase()]));
  return new Set(present).size !== present.length;
};

const ZQuestion = z
  .strictObject({
    /** Omitted for text questions. */
    type: z.literal('image').optional(),
    /**
     * For image questions, a picture this app serves, e.g. /media/flags/bd.svg: the pages' content
     * security policy loads images from the app's own origin only. Players get it at a sealed
     * address (media's picture-address.ts), which the media routes open only for these paths.
     */
    src: z
      .string()
      .max(300)
      .refine(
        isPicturePath,
        'must be a flag this app draws (e.g. /media/flags/bd.svg) or a picture uploaded in the console',
      )
      .optional(),
    q: questionTexts.en,
    qMm: questionTexts.mm.refine(
      (v) => v === undefined || /[\u1000-\u109f]/.test(v),
      'must be written in Myanmar script',
    ),
    options: z.array(ZOption).min(2).max(4),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.options.filter((o) => o.correct).length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'exactly one option must be correct',
      });
    if (repeats(q.options.map((o) => o.value)) || repeats(q.options.map((o) => o.valueMm)))
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must differ' });
    if ((q.type === 'image') !== (q.src !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: 'an image question, and only it, has a src',
      });
  });

/**
 * The keys that name a question within its topic, one per language it is written in: flag
 * questions share their text and differ in src. Two questions sharing a key are the same one.
 */
export const questionKeys = (q: {
  q: string | null;
  qMm?: string | null | undefined;
  src?: string | null | undefined;
}) =>
  [
    q.q === null ? null : `en|${q.src ?? ''}|${q.q.trim()}`,
    q.qMm ? `mm|${q.src ?? ''}|${q.qMm.trim()}` : null,
  ].filter((k) => k !== null);

const ZTopic = z
  .strictObject({
    slug: ZSlug,
    name: names.en,
    nameMm: names.mm,
    /** Shown in the Top Topics list and carousels. */
    isTop: z.boolean().optional(),
    questions: z.array(ZQuestion).min(1).max(1000),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    for (const [i, q] of t.questions.entries()) {
      for (const key of questionKeys(q)) {
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, key.startsWith('mm|') ? 'qMm' : 'q'],
            message: 'repeats a question of this topic',
          });
        seen.add(key);
      }
    }
  });

const ZCategory = z.strictObject({
  slug: ZSlug,
  name: names.en,
  nameMm: names.mm,
  isBcs: z.boolean().optional(),
  topics: z.array(ZTopic).min(1).max(200),
});

const ZContentFile = z
  .array(ZCategory)
  .min(1)
  .max(100)
  .superRefine((cats, ctx) => {
    // A topic's slug is unique across categories (topics.slug), so a repeat is a mistake.
    const seen = new Set<string>();
    const once = (kind: string, slug: string, path: (string | number)[]) => {
      const key = `${kind} ${slug}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path, message: `${key} is in the file twice` });
      seen.add(key);
    };
    for (const [ci, c] of cats.entries()) {
      once('category', c.slug, [ci, 'slug']);
      for (const [ti, t] of c.topics.entries()) once('topic', t.slug, [ci, 'topics', ti, 'slug']);
    }
  });

export type ContentCategory = z.infer<typeof ZContentFile>[number];
export type ContentTopic = ContentCategory['topics'][number];

/** `[0].topics[1].questions[3].options`: where in the file an issue is. */
const formatPath = (path: PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '') || '(file)';

/** A problem at a place in the content (`[0, 'topics', 1, 'slug']`). */
export interface ContentIssue {
  path: PropertyKey[];
  message: string;
}

/** The problems of a content file: `message` for a person, `issues` for a caller that maps them. */
export class ContentFileError extends Error {
  // Private, so that two errors with the same message still compare equal.
  readonly #issues: ContentIssue[];

  constructor(message: string, issues: ContentIssue[] = []) {
    super(message);
    this.#issues = issues;
  }

  get issues(): ContentIssue[] {
    return this.#issues;
  }

  /** One line per issue, each led by its place in the file. */
  static of(issues: ContentIssue[]): ContentFileError {
    return new ContentFileError(
      issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('\n'),
      issues,
    );
  }
}

/** The content of a parsed JSON file, or ContentFileError listing each problem with its path. */
export function parseContentFile(json: unknown): ContentCategory[] {
  const result = ZContentFile.safeParse(json);
  if (result.success) return result.data;
  throw ContentFileError.of(result.error.issues.map((i) => ({ path: i.path, message: i.message })));
}
