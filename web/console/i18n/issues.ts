import { toNestErrors } from '@hookform/resolvers';
import i18next from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ConsoleKey, ConsoleT } from './use-t';

// The player's app types i18next's global keys; the console's are its own (as in use-t.ts).
const t: ConsoleT = (key: ConsoleKey, options?: Record<string, unknown>) =>
  (i18next as unknown as { t: ConsoleT }).t(key, options);

/**
 * The contract's own wordings (its refinements, and what the server writes on a field), each
 * with the console's message. Anything else falls back to the issue's code, never to the text.
 */
const KNOWN: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^is required/i, () => t('issues.required')],
  [/^must not be 0$/, () => t('issues.notZero')],
  [
    /^must be lowercase letters, digits and dashes \(at most (\d+)\)/,
    (m) => t('issues.slug', { max: Number(m[1]) }),
  ],
  [/^must be a whole number$/, () => t('issues.wholeNumber')],
  [/^must be a number$/, () => t('issues.number')],
  [/^must be an email address$/, () => t('issues.email')],
  [/^must be 6 digits$/, () => t('issues.sixDigits')],
  [/^is too long$/, () => t('issues.tooLongAny')],
  [/^The end must be after the start$/, () => t('issues.endAfterStart')],
  [/^An option needs a text/, () => t('issues.optionText')],
  [/^The question needs a text/, () => t('issues.questionText')],
  [/^The correct option must be/, () => t('issues.correctOption')],
  [/^must not repeat/, () => t('issues.noRepeat')],
  [/^must not be before from$/, () => t('issues.toBeforeFrom')],
  [/^must be a date/, () => t('issues.date')],
  [/^is wrong$/, () => t('issues.wrong')],
  [/^must be a picture on this site/, () => t('issues.badgePicture')],
  // An uploaded picture (topics' studio-images.ts and lib/upload.ts).
  [/^must be a PNG or JPEG image$/, () => t('issues.imageType')],
  [/^must be at most \d+ bytes$/, () => t('issues.imageSize')],
  [/^must be a readable PNG or JPEG/, () => t('issues.imageUnreadable')],
  // zod's own English, as the server's 422 carries it for a body its contract refused.
  [
    /^Too small: expected string to have >=?(\d+)/,
    (m) =>
      Number(m[1]) <= 1 ? t('issues.required') : t('issues.tooShort', { count: Number(m[1]) }),
  ],
  [
    /^Too big: expected string to have <=?(\d+)/,
    (m) => t('issues.tooLong', { count: Number(m[1]) }),
  ],
  [
    /^Too small: expected number to be >=?(-?\d+)/,
    (m) => t('issues.tooSmall', { count: Number(m[1]) }),
  ],
  [
    /^Too big: expected number to be <=?(-?\d+)/,
    (m) => t('issues.tooBig', { count: Number(m[1]) }),
  ],
  [/^Invalid email/, () => t('issues.email')],
  [/^Invalid option/, () => t('issues.option')],
  [/^Invalid input: expected (int|number)/, () => t('issues.number')],
  [/^Invalid input: expected/, () => t('issues.required')],
  [
    /^is above the (\d+) (coins|gems) support may move at once$/,
    (m) =>
      t('issues.aboveSupportCap', {
        count: Number(m[1]),
        unit: t(m[2] === 'gems' ? 'care.gems' : 'care.coins'),
      }),
  ],
];

function known(message: string): string | null {
  for (const [pattern, text] of KNOWN) {
    const match = message.match(pattern);
    if (match) return text(match);
  }
  return null;
}

/**
 * A text the server wrote on a field (422 data.errors), in the console's language. A wording not
 * known here is English: shown as it is in English, as "check this field" in Myanmar.
 */
export function serverFieldText(message: string): string {
  const text = known(message);
  if (text !== null) return text;
  return i18next.language === 'mm'
    ? t('issues.other')
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;
}

/** A zod issue as the console words it, in its language, from the issue's code and limits. */
export function issueText(issue: z.core.$ZodIssue): string {
  const custom = known(issue.message);
  if (custom !== null) return custom;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return t('issues.wholeNumber');
      if (issue.expected === 'number') return t('issues.number');
      return t('issues.required');
    case 'too_small': {
      const count = Number(issue.minimum);
      if (issue.origin === 'string')
        return count <= 1 ? t('issues.required') : t('issues.tooShort', { count });
      if (issue.origin === 'array' || issue.origin === 'set') return t('issues.tooFew', { count });
      return t('issues.tooSmall', { count: issue.inclusive ? count : count + 1 });
    }
    case 'too_big': {
      const count = Number(issue.maximum);
      if (issue.origin === 'string') return t('issues.tooLong', { count });
      if (issue.origin === 'array' || issue.origin === 'set') return t('issues.tooMany', { count });
      return t('issues.tooBig', { count: issue.inclusive ? count : count - 1 });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('issues.email');
      if (issue.format === 'url') return t('issues.url');
      if (issue.format === 'date' || issue.format === 'datetime') return t('issues.date');
      return t('issues.format');
    case 'invalid_value':
    case 'invalid_union':
      return t('issues.option');
    case 'not_multiple_of':
      return t('issues.wholeNumber');
    default:
      return t('issues.other');
  }
}

/**
 * zodResolver's work with the console's words: each field gets its own message, translated from
 * the issue's code and limits (zod's own texts are English only, and the contract's are terse).
 */
export function consoleResolver<O, I extends FieldValues>(
  schema: z.ZodType<O, I>,
): Resolver<I, unknown, O> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      flat[path] ??= { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors<I>(flat, options) };
  };
}
