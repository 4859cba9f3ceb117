import { z } from 'zod';

/**
 * Quiz content as an operator writes it (npm run content:import) and as the demo seed is written
 * (server/db/seed/content): one schema for both, so the seed is checked by the same limits. It
 * lives in the server, not in contract/: no HTTP route or web screen exchanges it.
 */

// Kebab-case, and short enough for the slug columns and the media URLs (/media/topics/<slug>.svg).
const ZSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case: a-z, 0-9 and single dashes');
const ZName = z.string().trim().min(1).max(80);
const ZNameMm = ZName.optional();

const ZOption = z.strictObject({
  value: z.string().trim().min(1).max(200),
  correct: z.literal(true).optional(),
});

const ZQuestion = z
  .strictObject({
    /** Omitted for text questions. */
    type: z.literal('image').optional(),
    /**
     * For image questions, a path this app serves, e.g. /media/flags/bd.svg: the pages' content
     * security policy loads images from the app's own origin only.
     */
    src: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[\w./-]+$/, 'must be a path on this app, e.g. /media/flags/bd.svg')
      .optional(),
    q: z.string().trim().min(1).max(500),
    options: z.array(ZOption).min(2).max(4),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** Defaults to 'en'. */
    language: z.enum(['en', 'mm']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.options.filter((o) => o.correct).length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'exactly one option must be correct',
      });
    const values = q.options.map((o) => o.value.trim().toLowerCase());
    if (new Set(values).size !== values.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must differ' });
    if ((q.type === 'image') !== (q.src !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: 'an image question, and only it, has a src',
      });
  });

/** A question's identity within its topic: flag questions share their text and differ in src. */
export const questionKey = (q: { q: string; src?: string | undefined | null }) =>
  `${q.src ?? ''}|${q.q.trim()}`;

const ZTopic = z
  .strictObject({
    slug: ZSlug,
    name: ZName,
    nameMm: ZNameMm,
    /** Shown in the Top Topics list and carousels. */
    isTop: z.boolean().optional(),
    questions: z.array(ZQuestion).min(1).max(1000),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    for (const [i, q] of t.questions.entries()) {
      const key = questionKey(q);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'q'],
          message: 'repeats a question of this topic',
        });
      seen.add(key);
    }
  });

const ZCategory = z.strictObject({
  slug: ZSlug,
  name: ZName,
  nameMm: ZNameMm,
  isBcs: z.boolean().optional(),
  topics: z.array(ZTopic).min(1).max(200),
});

export const ZContentFile = z
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

export class ContentFileError extends Error {}

/** The content of a parsed JSON file, or ContentFileError listing each problem with its path. */
export function parseContentFile(json: unknown): ContentCategory[] {
  const result = ZContentFile.safeParse(json);
  if (result.success) return result.data;
  throw new ContentFileError(
    result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('\n'),
  );
}
