/**
 * The game engine: the one owner of `games` and `game_questions`. Modes (topic play, tournaments,
 * challenges) start games from their questions, serve them, record answers on the server's clock,
 * move on and finish through these functions; their own rules (points for players, tournament
 * scores, challenge settlement) stay with them.
 */
// Only the engine writes its tables (./tables.ts, which others may read): scripts/table-writers.ts.
export type { GameKind, GameQuestionRow, GameRow } from './tables';
export { type PickedQuestion, type NewGame, startGame, startFixedGame } from './start';
export {
  type GameKey,
  answeredTimeMs,
  chosenOption,
  currentQuestion,
  findGame,
  finishedTopicGamesSince,
  gameStatuses,
  lockGame,
  lockOnScreen,
  ofGame,
  playingGames,
  questionOnScreen,
  refuseOtherQuestion,
  unansweredTimersMs,
} from './games';
export {
  type AfterAnswer,
  type AnswerRecord,
  type Lifeline,
  finishGame,
  markLifeline,
  recordAnswer,
  reopenQuestion,
  serveNext,
  timeOutGame,
} from './answer';
export {
  type MovedOn,
  type PlayingRead,
  type QuickRule,
  answerAndMoveOn,
  playingRead,
} from './quick-answer';
export { answerClock, answerMessage, judgeAnswer, trustedRemaining } from './clock';
export { fiftyFiftyHidden, questionView } from './question-view';
export { correctOptionId } from './question-content';
