/**
 * The two accessibility checkers, run inside a page the test has already
 * opened: axe (serious and critical violations) and HTML_CodeSniffer at WCAG 2
 * AA (errors, as Pa11y reports them). Both are evaluated through the browser's
 * debugging protocol, so the page's own content security policy does not block
 * them, and injected once per page: a test switches the color scheme and asks
 * again without reloading.
 *
 * axe runs directly (`axe.run`, violations only) rather than through
 * @axe-core/playwright's builder, which finishes every run in a second blank
 * page to merge results from frames. The only frames here are third-party
 * embeds that have no address until the page has painted, so that merge finds
 * nothing, and it was three quarters of the time of every check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { paintDeferredSections } from '../../scripts/lib/deferred-sections.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const snifferSource = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's serious and critical violations, one line each with up to three
 * elements. `within` limits it to one part of the page; `colorsOnly` runs only
 * the rules that read colors (axe's "cat.color" tag: text contrast, links told
 * apart from text), which is all a change of color scheme can change.
 */
export async function axeProblems(
  page: Page,
  { within, colorsOnly = false }: { within?: string; colorsOnly?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Sections painted only as they near the viewport have no colors for axe to read until they are.
  await page.evaluate(paintDeferredSections);
  const violations = await page.evaluate(
    ({ selector, colors }) => {
      const axe = (
        window as unknown as {
          axe: {
            getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
            run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
          };
        }
      ).axe;
      // A rule named in runOnly runs even when it is off by default: leave out the AAA and experimental ones, as a full run does.
      const colorRules = axe
        .getRules(['cat.color'])
        .filter((rule) => !rule.tags.some((tag) => tag === 'wcag2aaa' || tag === 'experimental'))
        .map((rule) => rule.ruleId);
      if (colors && !colorRules.includes('color-contrast'))
        throw new Error(`axe's color rules lack color-contrast: ${colorRules.join(', ')}`);
      return axe
        .run(selector ? { include: [selector] } : document, {
          resultTypes: ['violations'],
          ...(colors ? { runOnly: { type: 'rule', values: colorRules } } : {}),
        })
        .then((results) =>
          results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })),
        );
    },
    { selector: within, colors: colorsOnly },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n  ')}`,
    );
}

/**
 * An island, once hydrated and in the state the test left it, has no serious or critical axe
 * violation in light or dark: the every-page run sees islands only as the server rendered them.
 */
export async function expectIslandAccessible(page: Page, component: string) {
  // Astro names the island's script after its component.
  const within = `astro-island[component-url*="/${component}."]`;
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion: no color transition is caught halfway.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const problems = await axeProblems(page, { within, colorsOnly: colorScheme === 'dark' });
    expect(problems, `axe, ${component} hydrated, ${colorScheme}:\n${problems.join('\n')}`).toEqual([]);
  }
}

interface SnifferMessage {
  type: number;
  code: string;
  msg: string;
  element: string;
}

/** HTML_CodeSniffer's errors at WCAG 2 AA (type 1; warnings and notices need a person, as in Pa11y's default). */
export async function snifferErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(snifferSource);
  const messages = await page.evaluate(
    () =>
      new Promise<SnifferMessage[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => unknown[] } }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            (sniffer.getMessages() as { type: number; code: string; msg: string; element: Element }[]).map((m) => ({
              type: m.type,
              code: m.code,
              msg: m.msg,
              element: m.element?.outerHTML?.slice(0, 160) ?? '',
            })),
          ),
        );
      }),
  );
  return messages.filter((m) => m.type === 1).map((m) => `${m.code}: ${m.msg}\n  ${m.element}`);
}
