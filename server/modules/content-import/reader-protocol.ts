import type { ContentImportRow } from '@contract/console-content';
import type { ContentCategory, ContentTopic } from '../../lib/content-file';
import type { CheckedFile } from './check-file';
import type { ImportFile } from './read-sheet';
import type { Places } from './rows';

/** What the event loop asks of the reader's thread: a file to check, or its result's next piece. */
export type ReaderRequest = ImportFile | 'next';

/**
 * What the reader's thread posts, one piece at a time and only when asked for the next: a message
 * is unpacked on the event loop, and a 17,000-row file sent whole held it for 400 ms.
 */
export type ReaderMessage =
  | { refused: string }
  | { rows: ContentImportRow[] }
  /** A category of the content, its topics following one by one. */
  | { category: ContentCategory }
  | { topic: ContentTopic }
  | { done: Places; hasContent: boolean };

const ROWS_PER_MESSAGE = 1000;

export function* piecesOf(checked: CheckedFile): Generator<ReaderMessage> {
  if ('refused' in checked) {
    yield checked;
    return;
  }
  for (let at = 0; at < checked.rows.length; at += ROWS_PER_MESSAGE)
    yield { rows: checked.rows.slice(at, at + ROWS_PER_MESSAGE) };
  for (const { topics, ...category } of checked.content ?? []) {
    yield { category: { ...category, topics: [] } };
    for (const topic of topics) yield { topic };
  }
  yield { done: checked.places, hasContent: checked.content !== null };
}

/** Puts the pieces back together: the whole file once the last has come, else null. */
export function assembler(): (msg: ReaderMessage) => CheckedFile | null {
  const rows: ContentImportRow[] = [];
  const content: ContentCategory[] = [];
  return (msg) => {
    if ('refused' in msg) return msg;
    if ('rows' in msg) rows.push(...msg.rows);
    else if ('category' in msg) content.push(msg.category);
    else if ('topic' in msg) content.at(-1)!.topics.push(msg.topic);
    else return { rows, content: msg.hasContent ? content : null, places: msg.done };
    return null;
  };
}
