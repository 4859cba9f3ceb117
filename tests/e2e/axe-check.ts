import fs from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe's minified build, read once per worker. A page compiles it afresh after each navigation:
 * `axeCore.source` is the 1.5 MB unminified build, and injecting it took 0.13 s of a 0.18 s audit
 * on this 2-core machine (screen-states: 21.7 s of 29.6 s); the 0.65 MB build takes a quarter less.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A and AA, and axe's best practices: what the accessibility audit held us to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits for the entrance animations and transitions that will end (a dialog fading in), so that
 * colour contrast is measured on what the player ends up seeing; endless ones (skeleton shimmer,
 * spinners) would never settle and are left running.
 */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function serious(page: Page): Promise<Finding[]> {
  // Evaluated rather than added as a <script> tag: the app's CSP allows no inline script.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load into the page');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, TAGS);
}

const describeFinding = (f: Finding) =>
  `- ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`;

/**
 * Runs axe over the page as it stands and fails, listing rule, impact and elements, on any
 * serious or critical violation. Minor and moderate ones are left to review. A finding must hold
 * on a settled page: something that opened while axe ran (a badge's celebration fading in over
 * the screen, seen as a colour-contrast finding on its text in 1 run of ~10 on a loaded machine)
 * is audited again once its animation has ended.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  let findings = await serious(page);
  if (findings.length > 0) {
    await settle(page);
    findings = await serious(page);
  }
  if (findings.length === 0) return;
  throw new Error(
    `axe: ${findings.length} serious or critical violation(s) on ${screen} (${page.url()}):\n` +
      findings.map(describeFinding).join('\n'),
  );
}
