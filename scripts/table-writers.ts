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
import ts from 'typescript';

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

/**
 * A table argument as the code names it, resolved through the file's imports: `users`,
 * `u` for `import { users as u }`, and `userTables.users` for `import * as userTables`, all name
 * the table declared as `users`. Null for anything else (a local variable, a call).
 */
function tableNameOf(node: ts.Expression, aliases: Map<string, string>): string | null {
  if (ts.isIdentifier(node)) return aliases.get(node.text) ?? node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
    return tableNameOf(node.expression, aliases);
  return null;
}

const calledMethod = (node: ts.CallExpression): string | null =>
  ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : null;

/** The nearest `.from(table)` below a call in its chain (`select().from(t).where().for(…)`). */
function fromOfChain(call: ts.CallExpression, aliases: Map<string, string>): string | null {
  let receiver: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(receiver) || ts.isCallExpression(receiver)) {
    if (ts.isCallExpression(receiver) && calledMethod(receiver) === 'from') {
      const arg = receiver.arguments[0];
      return arg ? tableNameOf(arg, aliases) : null;
    }
    receiver = receiver.expression;
  }
  return null;
}

/** Raw SQL in a template literal: its text, with each `${table}` written as the table it names. */
function templateText(node: ts.TemplateLiteral, aliases: Map<string, string>): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const name = tableNameOf(span.expression, aliases);
    text += `\${${name ?? '_'}}` + span.literal.text;
  }
  return text;
}

const SQL_NAME = String.raw`(?:"?([a-z_][a-z0-9_]*)"?|\$\{\s*(\w+)\s*\})`;
const RAW_WRITES: [RegExp, TableWrite['how']][] = [
  [new RegExp(String.raw`\binsert\s+into\s+${SQL_NAME}`, 'gi'), 'insert'],
  [new RegExp(String.raw`\bdelete\s+from\s+${SQL_NAME}`, 'gi'), 'delete'],
  [
    new RegExp(String.raw`\bupdate\s+${SQL_NAME}(?:\s+(?:as\s+)?[a-z_]\w*)?\s+set\b`, 'gi'),
    'update',
  ],
];

/** The writes in raw SQL: statements by table name or `${table}`, and row locks. */
function rawWrites(text: string): { target: string; how: TableWrite['how']; index: number }[] {
  const found: { target: string; how: TableWrite['how']; index: number }[] = [];
  for (const [re, how] of RAW_WRITES)
    for (const m of text.matchAll(re))
      found.push({ target: m[1] ?? m[2] ?? '', how, index: m.index });
  // `for update of <alias>` locks the table that alias names, a bare `for update` the nearest
  // table before it in the same statement.
  for (const m of text.matchAll(/\bfor\s+(?:no\s+key\s+)?update(?:\s+of\s+(\w+))?/gi)) {
    const tables = [
      ...text
        .slice(0, m.index)
        .matchAll(new RegExp(String.raw`\bfrom\s+${SQL_NAME}(?:\s+(?:as\s+)?(\w+))?`, 'gi')),
    ];
    const from = m[1] ? tables.find((t) => t[3] === m[1]) : tables.at(-1);
    if (from) found.push({ target: from[1] ?? from[2] ?? '', how: 'lock', index: m.index });
  }
  return found;
}

/**
 * The writes in one source file (see the header for what counts), read from its syntax tree:
 * comments and prose are never statements, and a table reached through a namespace import or an
 * alias is still that table.
 */
export function writesIn(source: string, fileName = 'source.ts'): TableWrite[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const aliases = new Map<string, string>();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : undefined;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements)
        if (el.propertyName) aliases.set(el.name.text, el.propertyName.text);
  }
  const found: TableWrite[] = [];
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const method = calledMethod(node);
      const [arg] = node.arguments;
      if ((method === 'insert' || method === 'update' || method === 'delete') && arg) {
        const target = node.arguments.length === 1 ? tableNameOf(arg, aliases) : null;
        if (target) found.push({ target, how: method, line: lineOf(arg.getStart(file)) });
      }
      if (
        method === 'for' &&
        arg &&
        ts.isStringLiteralLike(arg) &&
        (arg.text === 'update' || arg.text === 'no key update')
      ) {
        const target = fromOfChain(node, aliases);
        if (target) found.push({ target, how: 'lock', line: lineOf(arg.getStart(file)) });
      }
    }
    if (ts.isTemplateLiteral(node)) {
      const text = templateText(node, aliases);
      const start = node.getStart(file) + 1;
      for (const w of rawWrites(text)) {
        // Line of the match: the literal's first line plus the newlines before it.
        const line = lineOf(start) + (text.slice(0, w.index).match(/\n/g)?.length ?? 0);
        found.push({ target: w.target, how: w.how, line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.sort((a, b) => a.line - b.line);
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
    for (const w of writesIn(fs.readFileSync(file, 'utf8'), file)) {
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
