import { describe, expect, it } from 'vitest';
import {
  collapse,
  cycleThrough,
  describeTangles,
  figures,
  moduleOf,
  mutualPairs,
  tangles,
} from './module-cycles';

const imp = (from: string, to: string) => ({ from, to });

describe('module cycles', () => {
  it('collapses files into their module', () => {
    expect(moduleOf('server/modules/engine/quick-answer.ts')).toBe('engine');
    expect(moduleOf('server/lib/endpoint.ts')).toBe('lib');
    expect(moduleOf('server/db/client.ts')).toBe('db');
    expect(moduleOf('server/jobs/queue.ts')).toBe('jobs');
    expect(moduleOf('server/context.ts')).toBe('context');
    expect(moduleOf('server/app.ts')).toBe('wiring');
    expect(moduleOf('server/seed/index.ts')).toBe('wiring');
    expect(moduleOf('contract/routes/auth.ts')).toBeNull();
  });

  it('finds a cycle between modules that no two files close (a deliberate one)', () => {
    // The shape issue 34 found: engine's tables import tournaments' tables, tournaments' play
    // imports engine's index. No file cycle, yet engine ↔ tournaments, and a longer loop beside.
    const graph = collapse([
      imp('server/modules/engine/tables.ts', 'server/modules/tournaments/tables.ts'),
      imp('server/modules/tournaments/play.ts', 'server/modules/engine/index.ts'),
      imp('server/modules/dev/subscribe.ts', 'server/modules/packs/index.ts'),
      imp('server/modules/packs/catalog.ts', 'server/modules/payments/index.ts'),
      imp('server/modules/payments/sandbox-routes.ts', 'server/modules/dev/index.ts'),
      imp('server/modules/packs/catalog.ts', 'server/lib/errors.ts'),
      imp('server/app.ts', 'server/modules/dev/routes.ts'),
    ]);
    expect(tangles(graph)).toEqual([
      ['dev', 'packs', 'payments'],
      ['engine', 'tournaments'],
    ]);
    expect(cycleThrough(graph, 'dev', ['dev', 'packs', 'payments'])).toEqual([
      'dev',
      'packs',
      'payments',
      'dev',
    ]);
    expect(mutualPairs(graph)).toEqual([['engine', 'tournaments']]);
    const report = describeTangles(graph).join('\n');
    expect(report).toContain('engine → tournaments → engine');
    expect(report).toContain(
      'server/modules/engine/tables.ts imports server/modules/tournaments/tables.ts',
    );
    // Two imports run back up: one for each cycle.
    expect(figures(graph)).toMatchObject({ mutualPairs: 1, runningUp: 2 });
  });

  it('counts no cycle in layers', () => {
    const graph = collapse([
      imp('server/modules/tournaments/play.ts', 'server/modules/engine/index.ts'),
      imp('server/modules/engine/start.ts', 'server/lib/errors.ts'),
      imp('server/modules/engine/start.ts', 'server/modules/engine/games.ts'),
    ]);
    expect(tangles(graph)).toEqual([]);
    expect(figures(graph)).toMatchObject({ modules: 3, imports: 2, runningUp: 0, mutualPairs: 0 });
  });
});
