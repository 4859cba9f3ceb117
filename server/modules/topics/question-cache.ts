import { LRUCache } from 'lru-cache';
import { processLocal } from '../../lib/process-local';

/** A question as stored: its text and every option in both languages, with which one is right. */
export interface QuestionContent {
  id: number;
  type: 'text' | 'image';
  srcUrl: string | null;
  questionValue: string | null;
  questionValueMm: string | null;
  timer: number;
  options: { id: number; value: string | null; valueMm: string | null }[];
  correctId: number;
}

export type QuestionCache = LRUCache<number, QuestionContent>;

/**
 * Questions are written by the seed and by editors, never by play, and every player of a
 * tournament is served the same ones: one read per question a few minutes, not two per answer.
 * An edited question reaches players within TTL_MS.
 */
const TTL_MS = 5 * 60_000;

/** One per app context (lib/process-local.ts), so each test app starts cold, as after a restart. */
export const questionCacheOf = processLocal(
  'topics: questions as stored',
  (): QuestionCache => new LRUCache<number, QuestionContent>({ max: 20_000, ttl: TTL_MS }),
);
