import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler', () => {
  it('runs start tasks at once and interval tasks every period, until stopped', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const log = { error: vi.fn() };
    const timers = new Scheduler()
      .every('often', 1_000, async () => void runs.push('often'))
      .every('rarely', 5_000, async () => void runs.push('rarely'))
      .atStart('rebuild', async () => void runs.push('rebuild'))
      .start(log);
    expect(runs).toEqual(['rebuild']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.filter((r) => r === 'often')).toHaveLength(5);
    expect(runs.filter((r) => r === 'rarely')).toHaveLength(1);
    timers.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(7);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing run under its task name and runs the task again next period', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const log = { error: vi.fn() };
    const timers = new Scheduler()
      .every('flaky', 1_000, async () => {
        calls++;
        throw new Error('database gone');
      })
      .start(log);
    await vi.advanceTimersByTimeAsync(2_000);
    timers.stop();
    expect(calls).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'flaky failed');
  });
});
