import { LRUCache } from 'lru-cache';
import type { GameRow } from './tables';
import { processLocal } from '../../lib/process-local';

/** A question of a game in this game's order: which one, and its options as this game shows them. */
export interface PlannedQuestion {
  questionId: number;
  optionOrder: number[];
}

/**
 * A game in play as this process last saw it: the game after its last move here, the mode's row
 * read with it, and its whole question plan (fixed at start). Only a hint: the answer that uses it
 * moves the game with a compare-and-set on the position it names, so an entry another process or
 * a locked path has overtaken changes nothing and is dropped (engine/quick-answer.ts).
 */
export interface KnownGame {
  game: GameRow;
  /** The mode's columns, as its read or move returned them (see PlayingRead.modeOf). */
  row: Record<string, unknown>;
  /** Which mode's statements wrote `row`. */
  readName: string;
  plan: readonly PlannedQuestion[];
}

export type KnownGames = LRUCache<number, KnownGame>;

/**
 * An attempt lasts minutes: after that an entry is only memory. About 2 KB each (a 20-question
 * plan), so the bound keeps it near 40 MB however many games are in play.
 */
const TTL_MS = 15 * 60_000;

/** One per app context (see server/context.ts): each test app, like each process, starts cold. */
export const knownGamesOf = processLocal('engine: games in play', () => createKnownGames());

function createKnownGames(): KnownGames {
  return new LRUCache<number, KnownGame>({ max: 20_000, ttl: TTL_MS });
}
