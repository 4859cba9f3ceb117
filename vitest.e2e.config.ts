import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { budget } from './tests/helpers/budget.ts';

/**
 * The journeys that take longest, longest first (measured in npm test). Vitest orders a run by the
 * durations it cached from the last one, but a fresh clone has none and goes by file size, which
 * started a one-minute journey last while the other two workers sat idle. Started first, the long
 * ones overlap and the short ones fill in around them. Others follow in Vitest's own order.
 */
const LONGEST = [
  'battles',
  'topic-play',
  'screen-states',
  'tournaments',
  'challenges',
  'accessibility',
  'packs',
  'pwa',
  'retention',
  'finding-things',
];

// A renamed or removed journey would drop out of the order without a word: say so instead.
const unknown = LONGEST.filter(
  (name) => !fs.existsSync(path.resolve(import.meta.dirname, `tests/e2e/${name}.e2e.ts`)),
);
if (unknown.length > 0) {
  throw new Error(`LONGEST in vitest.e2e.config.ts names no journey: ${unknown.join(', ')}`);
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`));
      return at === -1 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser journeys: one real server (npm start's code path) and Debian's Chromium. Three files run
// at once against it (each journey signs up its own players): a journey mostly waits on the
// browser and the server, so even two at a time left a 2-core machine partly idle (measured on a
// quiet machine: 284 s with two, 217–246 s with three, 80 of 80 passing in each run).
export default defineConfig({
  // Journeys read the server's and the console's own texts and rules, which import by alias.
  resolve: {
    alias: {
      '@web': path.resolve(import.meta.dirname, 'web'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: budget(120_000),
    // expect.poll waits for what a journey tests (an answer's reply, a list refreshed): Vitest's
    // 1 s default is a fixed time that a loaded machine overran (recovery.e2e failed on it).
    expect: { poll: { timeout: budget(30_000) } },
    hookTimeout: budget(300_000),
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // Each worker keeps its Chromium and imports from one file to the next (fixtures.ts).
    isolate: false,
  },
});
