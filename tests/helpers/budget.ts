/**
 * Every wall-clock budget of the suite comes from here: Vitest's timeouts and the waits of tests
 * that start processes. They are upper bounds for a state a test waits on, never a time it
 * sleeps, so a generous one costs a passing run nothing. TEST_BUDGET_SCALE (default 1)
 * stretches them all for a machine busier than a CPU hog beside the suite (which the defaults
 * allow for).
 */
const scale = Math.max(1, Number(process.env.TEST_BUDGET_SCALE) || 1);

export const budget = (ms: number): number => Math.round(ms * scale);

/** A test that starts a server process (10 s of CPU from nothing) and works it. */
export const PROCESS_TEST_BUDGET = budget(180_000);
