import type { BattlePlayer, BattleQuestion, BattleState } from '@contract/battles';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { Language } from '../../lib/language';
import {
  type GameQuestionRow,
  type GameRow,
  currentQuestion,
  findGame,
  questionView,
} from '../engine';
import { BOT_ID, type PlayerInfo, asOpponent, botOpponent, playersById } from './players';
import type { BattleRow } from './tables';

/** Each side's running total, keyed by user id (the bot's is 0). */
export const scoresOf = (b: BattleRow): Record<string, number> => ({
  [b.playerA]: b.scoreA,
  [b.playerB ?? BOT_ID]: b.scoreB,
});

export const isPlayerOf = (b: BattleRow, userId: number) =>
  b.playerA === userId || b.playerB === userId;

/** The people of a battle (one or two: the bot is nobody). */
export const humansOf = (b: BattleRow): number[] =>
  b.playerB === null ? [b.playerA] : [b.playerA, b.playerB];

/** The other side of `userId`: a person's id, or null for the bot. */
export const otherOf = (b: BattleRow, userId: number): number | null =>
  b.playerA === userId ? b.playerB : b.playerA;

export const gameIdOf = (b: BattleRow, userId: number): number | null =>
  b.playerA === userId ? b.gameA : b.playerB === userId ? b.gameB : null;

/** What `reader` sees of the other side. */
export function opponentFor(
  b: BattleRow,
  reader: PlayerInfo,
  people: Map<number, PlayerInfo>,
): BattlePlayer {
  const other = otherOf(b, reader.id);
  const person = other === null ? undefined : people.get(other);
  return person ? asOpponent(person) : botOpponent(reader);
}

/**
 * The question on screen in the player's game, as they may read it: in their language, with the
 * options in their game's order, and nothing about which one is right.
 */
export async function questionFor(
  ctx: AppContext,
  db: DbOrTx,
  game: GameRow,
  lang: Language,
  onScreen?: GameQuestionRow,
): Promise<BattleQuestion['question']> {
  const gq = onScreen ?? (await currentQuestion(db, game));
  const view = await questionView(ctx, db, game, gq, null, lang);
  return {
    question_id: view.question_id,
    type: view.type,
    question_value: view.question_value,
    src_url: view.src_url,
    options: view.options,
  };
}

/** The snapshot of `battle:state`, `battle:rejoin` and `GET battles/{id}`, for one of its players. */
export async function snapshotFor(
  ctx: AppContext,
  db: DbOrTx,
  b: BattleRow,
  viewerId: number,
): Promise<BattleState> {
  const people = await playersById(db, humansOf(b));
  const viewer = people.get(viewerId);
  if (!viewer) throw new Error(`battle ${b.id}: player ${viewerId} not found`);
  const open = b.status === 'running' && b.phase === 'question';
  const gameId = gameIdOf(b, viewerId);
  const question =
    open && gameId !== null
      ? await questionFor(ctx, db, await findGame(db, { gameId }), viewer.language)
      : null;
  return {
    battle_id: b.id,
    status: b.status,
    question_no: b.questionNo,
    question,
    ends_at: open && b.questionEndsAt ? b.questionEndsAt.toISOString() : null,
    scores: scoresOf(b),
    opponent: opponentFor(b, viewer, people),
  };
}
