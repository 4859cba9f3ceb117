/**
 * Modules depend in one direction (issue 34). dependency-cruiser's `no-cycle` rule sees files, and
 * files can form no cycle while their modules do (engine/tables.ts → tournaments/tables.ts, and
 * tournaments/play.ts → engine/index.ts). This check collapses every server file into its module
 * (server/modules/<m>, and the shared layers lib, db, jobs, the context and config; the wiring
 * above the modules is one node) and fails on any cycle between them, printing it with one import
 * for each step.
 *
 * `npm run check:modules` (part of `npm run check`); `-- --figures` also prints the graph's size,
 * its mutual pairs and how many module-to-module imports run back up the layers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One import between two files, as paths relative to the repository. */
export interface FileImport {
  from: string;
  to: string;
}

export interface ModuleGraph {
  modules: string[];
  /** module → the modules it imports, each with one file import that does it. */
  imports: Map<string, Map<string, FileImport>>;
}

/** The module a file belongs to, or null for a file outside the server (contract/, packages). */
export function moduleOf(file: string): string | null {
  const parts = file.split(/[\\/]/);
  if (parts[0] !== 'server' || parts.length < 2) return null;
  if (parts[1] === 'modules' && parts.length > 3) return parts[2] ?? null;
  if (['lib', 'db', 'jobs', 'types'].includes(parts[1] ?? '') && parts.length > 2) return parts[1]!;
  if (file === 'server/context.ts') return 'context';
  if (file === 'server/config.ts') return 'config';
  // app.ts, main.ts, bootstrap.ts, seed/ and the rest: the wiring above every module.
  return 'wiring';
}

export function collapse(fileImports: FileImport[]): ModuleGraph {
  const modules = new Set<string>();
  const imports = new Map<string, Map<string, FileImport>>();
  for (const fileImport of fileImports) {
    const from = moduleOf(fileImport.from);
    const to = moduleOf(fileImport.to);
    if (from) modules.add(from);
    if (to) modules.add(to);
    if (!from || !to || from === to) continue;
    const out = imports.get(from) ?? new Map<string, FileImport>();
    if (!out.has(to)) out.set(to, fileImport);
    imports.set(from, out);
  }
  return { modules: [...modules].sort(), imports };
}

const targets = (graph: ModuleGraph, m: string): string[] => [
  ...(graph.imports.get(m)?.keys() ?? []),
];

/** The strongly connected groups of more than one module (Tarjan): each holds a cycle. */
export function tangles(graph: ModuleGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of targets(graph, v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const m of graph.modules) if (!index.has(m)) visit(m);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest cycle through `start` inside its group, as [start, …, start]. */
export function cycleThrough(graph: ModuleGraph, start: string, group: string[]): string[] {
  const inGroup = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of targets(graph, v)) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}

/** Pairs of modules that import each other. */
export function mutualPairs(graph: ModuleGraph): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [a, out] of graph.imports)
    for (const b of out.keys()) if (a < b && graph.imports.get(b)?.has(a)) pairs.push([a, b]);
  return pairs.sort((x, y) => `${x[0]} ${x[1]}`.localeCompare(`${y[0]} ${y[1]}`));
}

/**
 * The fewest module-to-module imports that run back up against the best layering there is (a
 * minimum feedback arc set, exact by dynamic programming over each tangle's subsets): 0 when
 * the modules form layers.
 */
export function importsRunningUp(graph: ModuleGraph): number {
  let total = 0;
  for (const group of tangles(graph)) {
    if (group.length > 22) throw new Error(`a tangle of ${group.length} modules is too large`);
    const n = group.length;
    // into[v]: the bit set of the group's modules that v imports.
    const into = group.map((v) =>
      group.reduce((bits, w, j) => (graph.imports.get(v)?.has(w) ? bits | (1 << j) : bits), 0),
    );
    const popcount = (x: number): number => {
      let c = 0;
      for (let y = x; y; y &= y - 1) c += 1;
      return c;
    };
    // best[S]: the fewest upward imports when the modules in S are the lowest layers, in order.
    // A module placed above S imports S downward; S importing it would run up.
    const best = new Uint16Array(1 << n).fill(0xffff);
    best[0] = 0;
    for (let s = 0; s < 1 << n; s += 1) {
      if (best[s] === 0xffff) continue;
      for (let v = 0; v < n; v += 1) {
        if (s & (1 << v)) continue;
        // v goes directly above S: whatever v imports outside S (and not v) runs up.
        const up = popcount(into[v]! & ~s & ~(1 << v));
        const t = s | (1 << v);
        best[t] = Math.min(best[t]!, best[s]! + up);
      }
    }
    total += best[(1 << n) - 1]!;
  }
  return total;
}

export function figures(graph: ModuleGraph): {
  modules: number;
  featureModules: number;
  imports: number;
  runningUp: number;
  mutualPairs: number;
} {
  let imports = 0;
  for (const out of graph.imports.values()) imports += out.size;
  const shared = new Set(['lib', 'db', 'jobs', 'types', 'context', 'config', 'wiring']);
  return {
    modules: graph.modules.length,
    featureModules: graph.modules.filter((m) => !shared.has(m)).length,
    imports,
    runningUp: importsRunningUp(graph),
    mutualPairs: mutualPairs(graph).length,
  };
}

/** The report for each tangle: a cycle in it, one file import for each step. */
export function describeTangles(graph: ModuleGraph): string[] {
  return tangles(graph).map((group) => {
    const cycle = cycleThrough(graph, group[0]!, group);
    const steps = cycle.slice(1).map((to, i) => {
      const from = cycle[i]!;
      const via = graph.imports.get(from)!.get(to)!;
      return `    ${from} → ${to}   (${via.from} imports ${via.to})`;
    });
    return [
      `Modules in a cycle: ${group.join(', ')}`,
      `  for example ${cycle.join(' → ')}:`,
      ...steps,
    ].join('\n');
  });
}

async function fileImports(root: string): Promise<FileImport[]> {
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } =
    await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } =
    await import('dependency-cruiser/config-utl/extract-ts-config');
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
    const result = await cruise(
      ['server'],
      { ...options, ruleSet: {}, validate: false },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
      { tsConfig: extractTSConfig('tsconfig.json') },
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no graph');
    return result.output.modules.flatMap((m) =>
      m.dependencies.map((d) => ({ from: m.source, to: d.resolved })),
    );
  } finally {
    process.chdir(cwd);
  }
}

export async function moduleGraph(root: string): Promise<ModuleGraph> {
  return collapse(await fileImports(root));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = await moduleGraph(root);
  if (process.argv.includes('--figures')) {
    console.log(JSON.stringify(figures(graph)));
    for (const [a, b] of mutualPairs(graph)) console.log(`mutual: ${a} ↔ ${b}`);
  }
  const report = describeTangles(graph);
  if (report.length > 0) {
    console.error(report.join('\n\n'));
    for (const [a, b] of mutualPairs(graph)) {
      const there = graph.imports.get(a)!.get(b)!;
      const back = graph.imports.get(b)!.get(a)!;
      console.error(`${a} ↔ ${b}: ${there.from} → ${there.to}; ${back.from} → ${back.to}`);
    }
    console.error(
      '\nA lower module exposes a port or an event the higher one subscribes to; a shared ' +
        'table shape moves down; a read moves to the module that owns the data.',
    );
    process.exit(1);
  }
  console.log(`check:modules: ${graph.modules.length} modules, no cycle between them`);
}
