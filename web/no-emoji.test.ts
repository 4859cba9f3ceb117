import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Emoji are no icons: a phone without a colour-emoji font (many of the players') draws each as an
 * empty box, the result's trophy and the payment method's included. The screens use the line
 * icons of web/ui/icons.tsx. This reads every source file and text resource of both apps.
 */
const ROOT = path.resolve(import.meta.dirname);
const SOURCES = /\.(tsx?|css|html|json|svg|md)$/;
// Pictographs and the variation selector that asks for the emoji form of a character.
const EMOJI = /[\p{Extended_Pictographic}\uFE0F]/u;
// Typography that merely shares the property: ©, ® and ™ are text, not pictures.
const TEXT_SYMBOLS = new Set(['©', '®', '™']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCES.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function emojiIn(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      [...line].some((char) => EMOJI.test(char) && !TEXT_SYMBOLS.has(char))
        ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`]
        : [],
    );
}

describe('no emoji as icons', () => {
  it('finds no emoji pictograph in the web apps or their texts', () => {
    const files = [...sourceFiles(ROOT), path.resolve(ROOT, '../index.html')];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(emojiIn)).toEqual([]);
  });

  it('would find one', () => {
    const probe = ['🏆', '🎟️', '📱', '⏰', '👋', '🎉', '✅'];
    expect(probe.every((e) => [...e].some((char) => EMOJI.test(char)))).toBe(true);
  });
});
