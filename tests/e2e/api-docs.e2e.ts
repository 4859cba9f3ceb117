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
    await page.locator('.opblock').first().waitFor();
    const spec = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    const operations = Object.values(spec.paths).flatMap((p) => Object.keys(p)).length;
    expect(await page.locator('.opblock').count()).toBe(operations);
    await expect
      .poll(() => page.getByText('/api/v2.0/gameplay/submit', { exact: true }).count())
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
