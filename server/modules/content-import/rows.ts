import {
  CONTENT_IMPORT_COLUMNS,
  type ContentImportColumn as Column,
  type ContentImportError,
  type ContentImportRow,
} from '@contract/console-content';
import { type ContentCategory, type ContentIssue, questionKeys } from '../../lib/content-file';
import { toUnicode } from '../../lib/zawgyi';
import { MAX_ROWS } from './limits';
import type { SheetRow } from './read-sheet';

const REQUIRED: Column[] = [
  'category_slug',
  'category_en',
  'topic_slug',
  'topic_en',
  'difficulty',
  'question_en',
  'option_1_en',
  'option_2_en',
  'correct',
];
const MYANMAR = CONTENT_IMPORT_COLUMNS.filter((c) => c.endsWith('_mm'));
const OPTIONS = [1, 2, 3, 4] as const;
const optionEn = (n: number) => `option_${n}_en` as Column;
const optionMm = (n: number) => `option_${n}_mm` as Column;
// Tabs and line breaks can be part of a question; other control characters are never text.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

type Cells = Record<Column, string>;

/**
 * Where each part of the grouped content came from, to put its issues on the right row: plain
 * data, so that it crosses from the reader's thread with the rows.
 */
export interface Places {
  categories: { row: number; topics: { row: number; questions: number[] }[] }[];
}

export interface CheckedRows {
  rows: ContentImportRow[];
  /**
   * The rows without mistakes grouped as a content file, to be checked by the content-file rules
   * (lengths, slugs, Myanmar script…) whatever the other rows hold, so one pass reports them all.
   */
  content: ContentCategory[];
  places: Places;
}

const error = (column: Column | null, message: string): ContentImportError => ({
  column,
  message,
});

/** Row 1's problems: unknown, repeated or missing columns. */
function checkHeader(header: string[]): {
  errors: ContentImportError[];
  index: Map<Column, number>;
} {
  const errors: ContentImportError[] = [];
  const index = new Map<Column, number>();
  for (const [i, raw] of header.entries()) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const column = CONTENT_IMPORT_COLUMNS.find((c) => c === name);
    if (!column) errors.push(error(null, `unknown column "${raw.trim()}"`));
    else if (index.has(column)) errors.push(error(column, 'the column appears twice'));
    else index.set(column, i);
  }
  // Excel in many locales saves "CSV" with semicolons: the header then reads as one column.
  if (header.length === 1 && /[;\t]/.test(header[0]!))
    return { errors: [error(null, 'the columns must be separated by commas')], index };
  for (const column of REQUIRED)
    if (!index.has(column)) errors.push(error(column, 'the column is missing'));
  return { errors, index };
}

/** The row's cells by column, trimmed, its Myanmar ones in Unicode. */
function readCells(sheetRow: SheetRow, index: Map<Column, number>, out: ContentImportRow): Cells {
  const cells = {} as Cells;
  for (const column of CONTENT_IMPORT_COLUMNS) {
    const at = index.get(column);
    const raw = (at === undefined ? '' : (sheetRow.cells[at] ?? '')).trim();
    if (CONTROL.test(raw)) out.errors.push(error(column, 'must not contain control characters'));
    if (raw !== '' && MYANMAR.includes(column)) {
      const unicode = toUnicode(raw);
      if (unicode.converted)
        out.zawgyi_converted.push({ column, zawgyi: raw, unicode: unicode.text });
      cells[column] = unicode.text;
    } else cells[column] = raw;
  }
  const named = new Set(index.values());
  if (sheetRow.cells.some((c, i) => !named.has(i) && c.trim() !== ''))
    out.errors.push(error(null, 'a cell is filled under a column without a name'));
  return cells;
}

/** The row's own mistakes: what a single row can get wrong whatever the others say. */
function checkRow(cells: Cells, errors: ContentImportError[]) {
  for (const column of REQUIRED) if (cells[column] === '') errors.push(error(column, 'required'));
  if (cells.difficulty !== '' && !/^[123]$/.test(cells.difficulty))
    errors.push(error('difficulty', 'must be 1, 2 or 3'));
  for (const n of [3, 4]) {
    if (cells[optionEn(n)] === '' && cells[optionMm(n)] !== '')
      errors.push(error(optionEn(n), `required when option_${n}_mm is filled`));
  }
  if (cells.option_3_en === '' && cells.option_4_en !== '')
    errors.push(error('option_3_en', 'empty while option 4 is filled: fill the options in order'));
  if (cells.correct !== '') {
    if (!/^[1-4]$/.test(cells.correct)) errors.push(error('correct', 'must be 1, 2, 3 or 4'));
    else if (cells[optionEn(Number(cells.correct))] === '')
      errors.push(error('correct', `points at option ${cells.correct}, which is empty`));
  }
}

const differs = (column: Column, first: number, value: string) =>
  error(column, `differs from row ${first}, which has "${value}" for the same slug`);

const QUESTION_COLUMNS: Record<string, Column> = {
  q: 'question_en',
  qMm: 'question_mm',
  difficulty: 'difficulty',
};
const NAME_PARTS: Record<string, string> = { slug: 'slug', name: 'en', nameMm: 'mm' };
/** What a list-wide issue (too many topics, say) is about, as the row has no column for it. */
const LISTS: Record<string, string> = {
  '': "the file's categories",
  topics: "the category's topics",
  questions: "the topic's questions",
};

/** A content-file issue's column, from where it is (`[0, 'topics', 1, 'slug']`). */
function columnOf(path: PropertyKey[]): Column | null {
  const key = String(path.at(-1) ?? '');
  const optionAt = path.indexOf('options');
  const option = path[optionAt + 1];
  if (optionAt >= 0 && typeof option === 'number')
    return key === 'valueMm' ? optionMm(option + 1) : optionEn(option + 1);
  if (path.includes('questions')) return QUESTION_COLUMNS[key] ?? null;
  const part = NAME_PARTS[key];
  if (!part) return null;
  return `${path.includes('topics') ? 'topic' : 'category'}_${part}` as Column;
}

/**
 * Checks each row, converting its Myanmar cells from Zawgyi, and groups the rows without mistakes
 * as a content file (categories, their topics, their questions, in the order they first appear),
 * so that they go through the same rules and the same publish path as a JSON import.
 */
export function checkRows(sheet: { header: string[]; rows: SheetRow[] }): CheckedRows {
  const headerRow: ContentImportRow = { row: 1, errors: [], zawgyi_converted: [] };
  const rows: ContentImportRow[] = [];
  const places: Places = { categories: [] };

  const { errors: headerErrors, index } = checkHeader(sheet.header);
  headerRow.errors.push(...headerErrors);
  if (sheet.rows.length === 0 && headerErrors.length === 0)
    headerRow.errors.push(error(null, 'the file has no questions below its header'));
  if (sheet.rows.length > MAX_ROWS)
    headerRow.errors.push(error(null, `more than ${MAX_ROWS} rows: split the file`));
  if (headerRow.errors.length > 0) return { rows: [headerRow], content: [], places };

  const content: ContentCategory[] = [];
  const categories = new Map<string, { first: number; cells: Cells; at: number }>();
  const topics = new Map<string, { first: number; cells: Cells; at: [number, number] }>();
  const questions = new Map<string, number>();
  for (const sheetRow of sheet.rows) {
    const out: ContentImportRow = { row: sheetRow.row, errors: [], zawgyi_converted: [] };
    rows.push(out);
    const cells = readCells(sheetRow, index, out);
    checkRow(cells, out.errors);

    const category = categories.get(cells.category_slug);
    if (category) {
      for (const column of ['category_en', 'category_mm'] as const)
        if (cells[column] !== category.cells[column])
          out.errors.push(differs(column, category.first, category.cells[column]));
    }
    const topic = topics.get(cells.topic_slug);
    if (topic) {
      for (const column of ['category_slug', 'topic_en', 'topic_mm'] as const)
        if (cells[column] !== topic.cells[column])
          out.errors.push(differs(column, topic.first, topic.cells[column]));
    }
    const keys = questionKeys({ q: cells.question_en, qMm: cells.question_mm || null }).map(
      (k) => `${cells.topic_slug} ${k}`,
    );
    const repeated = keys.map((k) => questions.get(k)).find((r) => r !== undefined);
    if (repeated !== undefined)
      out.errors.push(
        error('question_en', `repeats the question of row ${repeated} in this topic`),
      );
    if (out.errors.length > 0) continue;
    for (const k of keys) questions.set(k, out.row);

    let cat = categories.get(cells.category_slug);
    if (!cat) {
      cat = { first: out.row, cells, at: content.length };
      categories.set(cells.category_slug, cat);
      content.push({
        slug: cells.category_slug,
        name: cells.category_en,
        nameMm: cells.category_mm || undefined,
        topics: [],
      });
      places.categories.push({ row: out.row, topics: [] });
    }
    let top = topics.get(cells.topic_slug);
    if (!top) {
      const topicAt = content[cat.at]!.topics.length;
      top = { first: out.row, cells, at: [cat.at, topicAt] };
      topics.set(cells.topic_slug, top);
      content[cat.at]!.topics.push({
        slug: cells.topic_slug,
        name: cells.topic_en,
        nameMm: cells.topic_mm || undefined,
        questions: [],
      });
      places.categories[cat.at]!.topics.push({ row: out.row, questions: [] });
    }
    const [ci, ti] = top.at;
    const correct = Number(cells.correct);
    content[ci]!.topics[ti]!.questions.push({
      q: cells.question_en,
      qMm: cells.question_mm || undefined,
      difficulty: Number(cells.difficulty) as 1 | 2 | 3,
      options: OPTIONS.filter((n) => cells[optionEn(n)] !== '').map((n) => ({
        value: cells[optionEn(n)],
        valueMm: cells[optionMm(n)] || undefined,
        ...(n === correct ? { correct: true as const } : {}),
      })),
    });
    places.categories[ci]!.topics[ti]!.questions.push(out.row);
  }
  return { rows, content, places };
}

/**
 * Puts an issue of the grouped content (from the content-file rules or the publish) on the row it
 * came from, and one about the whole file on row 1.
 */
export function issuesOnRows(rows: ContentImportRow[], places: Places) {
  const byNumber = new Map(rows.map((r) => [r.row, r]));
  const placeOf = (path: PropertyKey[]) => {
    const [ci, , ti, , qi] = path;
    const category = typeof ci === 'number' ? places.categories[ci] : undefined;
    const topic = typeof ti === 'number' ? category?.topics[ti] : undefined;
    const question = typeof qi === 'number' ? topic?.questions[qi] : undefined;
    return { row: question ?? topic?.row ?? category?.row ?? 1, column: columnOf(path) };
  };
  return (issues: ContentIssue[]) => {
    for (const issue of issues) {
      const { row, column } = placeOf(issue.path);
      let target = byNumber.get(row) ?? byNumber.get(1);
      if (!target) {
        target = { row: 1, errors: [], zawgyi_converted: [] };
        byNumber.set(1, target);
        rows.unshift(target);
      }
      const list = LISTS[String(issue.path.at(-1) ?? '')];
      target.errors.push(error(column, list ? `${list}: ${issue.message}` : issue.message));
    }
  };
}
