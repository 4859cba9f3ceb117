import { describe, it, expect } from 'vitest';
import { readDemoContent } from '../../db/seed/demo-content';
import { escapeXml, renderCover, renderFlag } from './svg';

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
  it('escapes XML special characters in labels', () => {
    const svg = renderCover('topic', 'escape-test', `<b>&"'`);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;&apos;');
    expect(svg).not.toContain('<b>');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('is deterministic: the same slug gives the same output', () => {
    for (const kind of ['topic', 'category', 'tournament', 'avatar'] as const) {
      const a = renderCover(kind, 'world-capitals', 'World Capitals');
      expect(a.startsWith('<svg')).toBe(true);
      expect(renderCover(kind, 'world-capitals', 'World Capitals')).toBe(a);
    }
  });

  it('picks colours from the slug, so different slugs usually differ', () => {
    const slugs = ['football', 'cricket', 'tennis', 'myanmar', 'human-body', 'world-wars'];
    const covers = new Set(slugs.map((s) => renderCover('topic', s, 'Same label')));
    expect(covers.size).toBeGreaterThan(1);
  });

  it('wraps long labels into at most two lines', () => {
    const svg = renderCover(
      'topic',
      'long',
      'A very long topic name that keeps going and going forever',
    );
    expect(svg.match(/<tspan/g)?.length).toBe(2);
    expect(renderCover('topic', 'short', 'Tennis').match(/<tspan/g)?.length).toBe(1);
  });

  it('draws tournament banners without words: the app writes the name in the reader language', () => {
    const svg = renderCover('tournament', 'night-owl-trivia', 'Night Owl Trivia');
    expect(svg).not.toContain('Night Owl');
    expect(svg).not.toContain('<tspan');
    expect(svg).toContain('viewBox="0 0 600 300"');
  });

  it('draws initials for avatars', () => {
    const svg = renderCover('avatar', 'user-1', 'mya thandar');
    expect(svg).toContain('>MT</text>');
    expect(svg).toContain('viewBox="0 0 200 200"');
  });
});
