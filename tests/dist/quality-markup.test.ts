/**
 * Markup rules over every built page (docs/architecture.md#inline-scripts-and-the-content-security-policy): the page policy (Astro's CSP
 * meta tag) allows exactly the inline code on the page and nothing unsafe;
 * iframes are titled, lazy and carry a referrer policy; new-tab links carry
 * rel="noopener noreferrer". Sizes (scripts, images, bytes) are the budget check's:
 * scripts/check-budgets.ts.
 * Each failure names the page and the element.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentPages, type BuiltPage } from './built';
import { cspDirectives } from '~/integrations/security-headers';
import { site } from '~/site.config';

const pages = contentPages();
const snippet = (el: Element) => el.outerHTML.replace(/\s+/g, ' ').slice(0, 160);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function policy(p: BuiltPage): Map<string, string[]> {
  const metas = p.document.querySelectorAll('meta[http-equiv="content-security-policy"]');
  if (metas.length !== 1) throw new Error(`${p.route}: expected one CSP meta tag, found ${metas.length}`);
  return new Map(
    metas[0]
      .getAttribute('content')!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('content security policy', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s: the policy lists every inline script and style, nothing unsafe', (route, p) => {
    const csp = policy(p);
    const problems: string[] = [];
    for (const directive of cspDirectives(site)) {
      const [name, ...values] = directive.split(/\s+/);
      if ((csp.get(name) ?? []).join(' ') !== values.join(' '))
        problems.push(`${name} is not "${values.join(' ')}" (from the site config)`);
    }
    for (const [name, values] of csp) {
      if (values.includes("'unsafe-inline'") || values.includes("'unsafe-eval'")) problems.push(`${name} allows ${values.join(' ')}`);
      if (values.includes("'wasm-unsafe-eval'") && route !== '/search') problems.push(`${name} allows WebAssembly outside /search`);
    }
    if (csp.has('frame-ancestors')) problems.push('frame-ancestors in a meta tag is ignored (it belongs in the headers)');
    for (const script of p.document.querySelectorAll('script:not([src])')) {
      if (/json/.test(script.getAttribute('type') ?? '')) continue;
      if (!(csp.get('script-src') ?? []).includes(sha256(script.textContent ?? '')))
        problems.push(`inline script not in script-src (an is:inline script? add it to src/browser/inline.ts): ${snippet(script)}`);
    }
    for (const style of p.document.querySelectorAll('style')) {
      if (!(csp.get('style-src') ?? []).includes(sha256(style.textContent ?? '')))
        problems.push(`inline style not in style-src: ${snippet(style)}`);
    }
    for (const el of p.document.querySelectorAll('*')) {
      if (el.hasAttribute('style')) problems.push(`style attribute (blocked by the policy; use a class): ${snippet(el)}`);
      const handler = [...el.attributes].find((a) => /^on[a-z]+$/i.test(a.name));
      if (handler) problems.push(`inline event handler ${handler.name} (blocked by the policy): ${snippet(el)}`);
      if (/^\s*javascript:/i.test(el.getAttribute('href') ?? '')) problems.push(`javascript: URL: ${snippet(el)}`);
    }
    expect(problems, route).toEqual([]);
  });
});

describe('embeds, links and images', () => {
  it('every iframe has a title, loading="lazy" and a referrer policy', () => {
    // Embeds keep their frame in a template until it is asked for (src/components/EmbedFrame.astro).
    const frames = (document: Document) => [
      ...document.querySelectorAll('iframe'),
      ...[...document.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll('iframe')]),
    ];
    expect(
      pages.some((p) => frames(p.document).length > 0),
      'no page has a frame to check',
    ).toBe(true);
    const problems = pages.flatMap((p) =>
      frames(p.document).flatMap((frame) => {
        const out: string[] = [];
        if (!frame.getAttribute('title')?.trim()) out.push('no title');
        if (frame.getAttribute('loading') !== 'lazy') out.push('not loading="lazy"');
        // linkedom keeps attribute case (React writes referrerPolicy); browsers do not care.
        if (![...frame.attributes].some((a) => a.name.toLowerCase() === 'referrerpolicy' && a.value)) out.push('no referrerpolicy');
        return out.length ? [`${p.route}: ${out.join(', ')}: ${snippet(frame)}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const problems = pages.flatMap((p) =>
      [...p.document.querySelectorAll('a[target="_blank"], form[target="_blank"]')]
        .filter((a) => {
          const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
          return !rel.includes('noopener') || !rel.includes('noreferrer');
        })
        .map((a) => `${p.route}: ${snippet(a)}`),
    );
    expect(problems).toEqual([]);
  });
});
