// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export {
  celebrateLevel,
  countEvent,
  recordGameFinished,
  recordPlayDay,
  type RetentionEnv,
} from './events';
export { type BadgeSeed, seedBadges } from './service';
export { registerRetentionJobs } from './jobs';
