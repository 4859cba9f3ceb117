/**
 * Who writes each table: every drizzle `.insert/.update/.delete(table)`, every raw
 * `insert into`, `update … set` and `delete from`, and every row lock (`for update`, a write's
 * first step), in the server's non-test files. A module writes only the tables its own tables.ts
 * declares (issue 21); another module calls the owner's exported function. The seed, above the
 * modules, builds the demo world directly and may write any table.
 *
 * `npm run check:writers` (part of `npm run check`) exits 1 on a write from outside the owner, and
 * scripts/table-writers.test.ts runs the same check in the unit tests; `-- --list` lists every
 * table's writers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TableOwner {
  /** The drizzle object's name, as code writes `.insert(users)`. */
  identifier: string;
  /** The SQL name, as raw statements write `update users set`. */
  table: string;
  /** `modules/<m>` or `jobs`: the folder whose tables.ts declares it. */
  owner: string;
}

export interface TableWrite {
  /** A drizzle identifier or an SQL table name, as written in the source. */
  target: string;
  how: 'insert' | 'update' | 'delete' | 'lock';
  line: number;
}

export interface Violation {
  file: string;
  line: number;
  table: string;
  owner: string;
  writer: string;
  how: TableWrite['how'];
}

/** Writers that may write any table: the seed builds the demo data before anyone plays. */
const writesAnything = ['seed'];

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : walk(full);
    return /\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name) ? [full] : [];
  });

/** The folder (relative to server/) that a server file belongs to, as an owner or writer. */
export function writerOf(relativeToServer: string): string {
  const parts = relativeToServer.split(/[\\/]/);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : 'server';
}

/** Every table declared in a tables.ts, with its owner. */
export function tableOwners(serverDir: string): TableOwner[] {
  return walk(serverDir)
    .filter((f) => path.basename(f) === 'tables.ts' && path.dirname(f) !== serverDir)
    .flatMap((file) => {
      const owner = writerOf(path.relative(serverDir, path.dirname(file)) + '/tables.ts');
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({
        identifier: m[1] ?? '',
        table: m[2] ?? '',
        owner,
      }));
    });
}

/** Blanks out comments, keeping every line where it was. */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (c, before: string) => before + ' '.repeat(c.length - 1));

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The writes in one source file (see the header for what counts). */
export function writesIn(source: string): TableWrite[] {
  const text = withoutComments(source);
  const found: TableWrite[] = [];
  const add = (target: string | undefined, how: TableWrite['how'], index: number) => {
    if (target) found.push({ target, how, line: lineAt(text, index) });
  };
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g))
    add(m[2], m[1] as TableWrite['how'], m.index);
  // A drizzle row lock: the nearest `.from(table)` before `.for('update' …)` in the same chain.
  for (const m of text.matchAll(/\.for\(\s*'(?:update|no key update)'/g)) {
    const before = text.slice(Math.max(0, m.index - 600), m.index);
    const from = [...before.matchAll(/\.from\(\s*(\w+)\s*\)/g)].at(-1);
    add(from?.[1], 'lock', m.index);
  }
  // Raw SQL, in template literals: a table by name or interpolated as ${table}.
  const name = String.raw`(?:"?([a-z_][a-z0-9_]*)"?|\$\{\s*(\w+)\s*\})`;
  const raw: [RegExp, TableWrite['how']][] = [
    [new RegExp(String.raw`\binsert\s+into\s+${name}`, 'gi'), 'insert'],
    [new RegExp(String.raw`\bdelete\s+from\s+${name}`, 'gi'), 'delete'],
    [new RegExp(String.raw`\bupdate\s+${name}(?:\s+(?:as\s+)?[a-z_]\w*)?\s+set\b`, 'gi'), 'update'],
  ];
  for (const [re, how] of raw) for (const m of text.matchAll(re)) add(m[1] ?? m[2], how, m.index);
  // A raw row lock: `for update of <alias>` locks the table that alias names, a bare
  // `for update` the nearest table before it in the same statement.
  for (const m of text.matchAll(/\bfor\s+(?:no\s+key\s+)?update(?:\s+of\s+(\w+))?/gi)) {
    const literal = text.slice(text.lastIndexOf('`', m.index) + 1, m.index);
    const tables = [
      ...literal.matchAll(new RegExp(String.raw`\bfrom\s+${name}(?:\s+(?:as\s+)?(\w+))?`, 'gi')),
    ];
    const from = m[1] ? tables.find((t) => t[3] === m[1]) : tables.at(-1);
    if (from) add(from[1] ?? from[2], 'lock', m.index);
  }
  return found;
}

export interface Report {
  /** SQL table name → the writers (module folders, jobs, seed …) that write it. */
  writers: Map<string, Set<string>>;
  violations: Violation[];
}

export function tableWriters(serverDir: string): Report {
  const owners = tableOwners(serverDir);
  const byName = new Map<string, TableOwner>();
  for (const o of owners) {
    byName.set(o.identifier, o);
    byName.set(o.table, o);
  }
  const writers = new Map<string, Set<string>>();
  const violations: Violation[] = [];
  for (const file of walk(serverDir)) {
    const rel = path.relative(serverDir, file);
    const writer = writerOf(rel);
    for (const w of writesIn(fs.readFileSync(file, 'utf8'))) {
      const owned = byName.get(w.target);
      if (!owned) continue;
      const set = writers.get(owned.table) ?? new Set<string>();
      set.add(writer);
      writers.set(owned.table, set);
      if (writer !== owned.owner && !writesAnything.includes(writer))
        violations.push({
          file: `server/${rel}`,
          line: w.line,
          table: owned.table,
          owner: owned.owner,
          writer,
          how: w.how,
        });
    }
  }
  return { writers, violations };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server');
  const { writers, violations } = tableWriters(serverDir);
  if (process.argv.includes('--list'))
    for (const [table, who] of [...writers].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`${table}: ${[...who].sort().join(', ')}`);
  const several = [...writers.values()].filter(
    (who) => [...who].filter((w) => !writesAnything.includes(w)).length > 1,
  ).length;
  console.log(`${several} tables written from more than one place (the seed not counted)`);
  for (const v of violations)
    console.log(`${v.file}:${v.line}: ${v.how} of ${v.table}, owned by ${v.owner}`);
  if (violations.length > 0) process.exit(1);
}
