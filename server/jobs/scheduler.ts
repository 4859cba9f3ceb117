/**
 * Interval work in this process, for work that needs no queue row: each module registers its
 * tasks (what, how often) and this file imports none of them, so the scheduler sits below the
 * modules as the job queue does (queue.ts). Every process runs every task: a task must be safe
 * when another process runs it at the same time (an advisory lock, FOR UPDATE SKIP LOCKED, a
 * unique key), which is the task's own business.
 */

export type ScheduledTask = () => Promise<unknown>;

interface Registered {
  name: string;
  run: ScheduledTask;
  /** null: once, when the scheduler starts. */
  everyMs: number | null;
}

export interface SchedulerLog {
  error: (obj: object, msg: string) => void;
}

export class Scheduler {
  private readonly tasks: Registered[] = [];

  /** Runs `run` every `everyMs`, first one period after start. */
  every(name: string, everyMs: number, run: ScheduledTask): this {
    this.tasks.push({ name, run, everyMs });
    return this;
  }

  /** Runs `run` once when the scheduler starts, e.g. to rebuild state kept outside the database. */
  atStart(name: string, run: ScheduledTask): this {
    this.tasks.push({ name, run, everyMs: null });
    return this;
  }

  /** Starts the timers; a failing run is logged under its task's name and the next runs as usual. */
  start(log: SchedulerLog): { stop: () => void } {
    const guarded = (task: Registered) => () =>
      void task.run().catch((err: unknown) => log.error({ err }, `${task.name} failed`));
    const timers: NodeJS.Timeout[] = [];
    for (const task of this.tasks) {
      if (task.everyMs === null) {
        guarded(task)();
        continue;
      }
      const timer = setInterval(guarded(task), task.everyMs);
      // A timer alone must not keep a process alive that is otherwise done.
      timer.unref();
      timers.push(timer);
    }
    return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
  }
}
