import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enFirstScreens } from './en-first-screens';
import { enScreens } from './en-screens';
import { mmFirstScreens } from './mm-first-screens';
import { mmScreens } from './mm-screens';

const webDir = path.resolve(import.meta.dirname, '..');
const rel = (file: string) => path.relative(webDir, file);
const namespaces = new Set(Object.keys(en));
// The strings themselves, never code that shows them.
const stringFile = /^i18n\/(en|mm)(-[\w-]+)?\.ts$/;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@web/')) base = path.join(webDir, specifier.slice('@web/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** What a module brings in before its screen can render: static imports, and dynamic ones but
 * the screens that fetch their own strings (routes.tsx entries without `firstScreen`, and lazy
 * parts loaded with `loadScreenStrings()`). */
function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]!);
  const blocks =
    rel(file) === 'app/routes.tsx' ? source.split(/^export const /m) : source.split(/^const /m);
  for (const block of blocks) {
    if (rel(file) === 'app/routes.tsx' && !block.includes('firstScreen: true')) continue;
    // A lazy part that waits for the screens' strings beside its code brings its own.
    if (block.includes('loadScreenStrings()')) continue;
    specifiers.push(...[...block.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!));
  }
  return specifiers.flatMap((s) => resolve(file, s) ?? []);
}

/** Every module of the entry, the first screens and what they fetch, with the namespaces each
 * names in a key ('home.seeAll', `errors.${code}`). */
function firstScreenModules(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const queue = [path.join(webDir, 'app/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (found.has(rel(file)) || stringFile.test(rel(file))) continue;
    const source = fs.readFileSync(file, 'utf8');
    const used = new Set(
      [...source.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z_$]/g)]
        .map((m) => m[1]!)
        .filter((name) => namespaces.has(name)),
    );
    found.set(rel(file), used);
    queue.push(...importsOf(file, source));
  }
  return found;
}

describe('the first screens’ strings', () => {
  const modules = firstScreenModules();

  it('reach the landing screens and the shell, and stop at the screens that bring their own', () => {
    for (const file of [
      'app/main.tsx',
      'app/route-error.tsx',
      'app/sidebar/sidebar-panel.tsx',
      'features/auth/routes/login-route.tsx',
      'features/home/routes/quiz-home-route.tsx',
      'features/dashboard/routes/dashboard-route.tsx',
      'ui/bottom-menu.tsx',
    ])
      expect(modules.has(file), file).toBe(true);
    for (const file of [
      'features/leaderboard/routes/leaderboard-route.tsx',
      'features/not-found/routes/not-found-route.tsx',
      'features/settings/routes/settings-route.tsx',
    ])
      expect(modules.has(file), file).toBe(false);
  });

  it('hold every key that code uses, so it never shows one raw', () => {
    const inEntry = new Set(Object.keys(enFirstScreens));
    const missing = [...modules].flatMap(([file, used]) =>
      [...used].filter((name) => !inEntry.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('share no namespace with the other screens’ strings, in either language', () => {
    const shared = Object.keys(enFirstScreens).filter((name) => name in enScreens);
    expect(shared).toEqual([]);
    expect(Object.keys(mmFirstScreens).sort()).toEqual(Object.keys(enFirstScreens).sort());
    expect(Object.keys(mmScreens).sort()).toEqual(Object.keys(enScreens).sort());
  });
});
