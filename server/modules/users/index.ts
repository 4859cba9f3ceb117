// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { readAvatar } from './avatar';
export { levelOf, pointsToNextLevel } from './levels';
export { rankingEntries } from './ranking-entries';
export { countTournamentResults, createPlayer, toStoredName } from './service';
