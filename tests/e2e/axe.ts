import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';

// Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts, rightly.
const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** axe-core (WCAG 2.0/2.1 A and AA) over the whole document as it is now; each violation's nodes are added to `findings`. */
export async function scan(page: Page, where: string, findings: Finding[]) {
  // A dialog or notice still fading in has the colours of half its opacity: axe would measure a contrast no one sees
  // once it is shown. The scan waits for the transitions under way (not for endless ones, such as a spinner's).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    // Only the violations are read, so axe details no passing or inapplicable node.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
      })),
    }));
  }, WCAG_AA);
  for (const violation of violations)
    for (const node of violation.nodes)
      findings.push({
        where,
        rule: violation.rule,
        impact: violation.impact,
        target: node.target,
        summary: node.summary,
      });
}

/** One line per finding, for an assertion that reads well when it fails. */
export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`);
