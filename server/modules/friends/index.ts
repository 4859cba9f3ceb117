// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { lockFriendship } from './service';
export { rankingEntries } from './ranking-entries';
