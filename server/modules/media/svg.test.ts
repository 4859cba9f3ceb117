import { describe, it, expect } from 'vitest';
import { readDemoContent } from '../../seed/demo-content';
import { renderCover, renderFlag } from './svg';

/** Flag codes used by image questions in the seed content, e.g. /media/flags/bd.svg → bd. */
const seededFlagCodes = readDemoContent()
  .flatMap((c) => c.topics)
  .flatMap((t) => t.questions)
  .map((q) => /^\/media\/flags\/([a-z0-9-]+)\.svg$/.exec(q.src ?? '')?.[1])
  .filter((code): code is string => code !== undefined);

describe('renderFlag', () => {
  it('draws every flag the seed content asks for', () => {
    expect(seededFlagCodes.length).toBeGreaterThanOrEqual(6);
    for (const code of seededFlagCodes) {
      const svg = renderFlag(code);
      expect(svg, code).not.toBeNull();
      expect(svg?.startsWith('<svg'), code).toBe(true);
      expect(svg?.endsWith('</svg>'), code).toBe(true);
    }
  });

  it('returns null for unknown codes, including inherited object keys', () => {
    expect(renderFlag('zz')).toBeNull();
    expect(renderFlag('')).toBeNull();
    expect(renderFlag('constructor')).toBeNull();
    expect(renderFlag('toString')).toBeNull();
  });
});

describe('renderCover', () => {
  it('is deterministic: the same slug gives the same output', () => {
    for (const kind of ['topic', 'category', 'tournament'] as const) {
      const a = renderCover(kind, 'world-capitals');
      expect(a.startsWith('<svg')).toBe(true);
      expect(renderCover(kind, 'world-capitals')).toBe(a);
    }
  });

  it('picks colours from the slug, so different slugs usually differ', () => {
    const slugs = ['football', 'cricket', 'tennis', 'myanmar', 'human-body', 'world-wars'];
    const covers = new Set(slugs.map((s) => renderCover('topic', s)));
    expect(covers.size).toBeGreaterThan(1);
  });

  it('draws covers without words: the app writes the name in the reader language', () => {
    for (const [kind, size] of [
      ['topic', '400 300'],
      ['category', '400 300'],
      ['tournament', '600 300'],
    ] as const) {
      const svg = renderCover(kind, 'night-owl-trivia');
      // The only characters drawn are question marks, the same in every language.
      const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(drawn.every((t) => t === '?')).toBe(true);
      expect(svg).not.toContain('<tspan');
      expect(svg).toContain(`viewBox="0 0 ${size}"`);
    }
  });
});
