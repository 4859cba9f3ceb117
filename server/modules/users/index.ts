// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { readAvatar } from './avatar';
export { blockedRefusal, refuseBlocked, resetAvatar, resetName, setBlocked } from './care';
export { levelOf, pointsToNextLevel } from './levels';
export { rankingEntries } from './ranking-entries';
export {
  type Outcome,
  addPoints,
  countTournamentResults,
  createPlayer,
  moveTournamentWin,
  recordOutcome,
  toStoredName,
} from './service';
