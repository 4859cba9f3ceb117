/**
 * The game engine: the one owner of `games` and `game_questions`. Modes (topic play, tournaments,
 * challenges) start games from their questions, serve them, record answers on the server's clock,
 * move on and finish through these functions; their own rules (points for players, tournament
 * scores, challenge settlement) stay with them.
 */
// Only the engine writes its tables (./tables.ts, which others may read): scripts/table-writers.ts.
export type { GameQuestionRow, GameRow } from './tables';
export { startGame, startFixedGame } from './start';
export {
  type GameKey,
  answeredTimeMs,
  chosenOption,
  currentQuestion,
  findGame,
  finishedTopicGamesSince,
  gameStatuses,
  judgePick,
  lockGame,
  lockGamesOnScreen,
  lockOnScreen,
  ofGame,
  playingGames,
  questionOnScreen,
  refuseOtherQuestion,
  unansweredTimersMs,
  wasServedTo,
} from './games';
export {
  type Lifeline,
  finishGame,
  markLifeline,
  recordAnswer,
  reopenQuestion,
  serveNext,
  serveNextOfGames,
  timeOutGame,
} from './answer';
export { answerAndMoveOn, playingRead } from './quick-answer';
export { answerClock, answerMessage, judgeAnswer, trustedRemaining } from './clock';
export { fiftyFiftyHidden, questionView } from './question-view';
export { correctOptionId } from '../topics';
export { answeredQuestions } from './answered';
