import { describe, expect, it } from 'vitest';

// npm scripts put node_modules/.bin first on PATH, where the `node` dev dependency supplies the
// supported LTS even on a machine whose own Node is older; this fails if that stops being true.
describe('runtime', () => {
  it('runs on Node 22 or later', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });
});
