// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { readAvatar } from './avatar';
export { blockedRefusal, refuseBlocked, resetAvatar, resetName, setBlocked } from './care';
export { levelOf, pointsToNextLevel } from './levels';
export {
  type Outcome,
  addPoints,
  countTournamentResults,
  insertPlayer,
  moveTournamentWin,
  recordOutcome,
  toStoredName,
} from './service';
