import { describe, expect, it } from 'vitest';
import { baseURL, newPhonePage, useBrowser } from './fixtures';

const browser = await useBrowser();

describe('API reference', () => {
  it('renders every operation from this server alone, under the app CSP', async () => {
    const { context, page } = await newPhonePage(browser);
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL()) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    await page.goto('/api/docs');
    await page.locator('.opblock-tag').first().waitFor();
    const spec = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const perTag = new Map<string, number>();
    for (const operation of Object.values(spec.paths).flatMap((p) => Object.values(p))) {
      perTag.set(operation.tags[0]!, (perTag.get(operation.tags[0]!) ?? 0) + 1);
    }
    // Tags open one at a time (server/openapi.ts): each shows every operation it holds.
    expect(await page.locator('.opblock-tag').count()).toBe(perTag.size);
    for (const [tag, operations] of perTag) {
      const heading = page.locator(`#operations-tag-${tag.replaceAll(' ', '_')}`);
      await heading.click();
      const section = page.locator('.opblock-tag-section').filter({ has: heading });
      await expect.poll(() => section.locator('.opblock').count()).toBe(operations);
      if (tag !== 'Gameplay') await heading.click();
    }
    await expect
      .poll(() => page.getByText('/api/v2.0/gameplay/submit', { exact: true }).count())
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
