/**
 * The shell's inline scripts, as strings, so their CSP hashes can be computed.
 *
 * Astro's `security.csp` hashes every script and style it bundles, but not
 * `is:inline` scripts (it never sees their final bytes). These few must stay
 * inline and classic (the theme script has to run before first paint), so the
 * components render them from here with `set:html` and astro.config.mjs adds
 * `inlineScriptHashes()` to the policy. Change a script here and its hash
 * follows; tests/dist/quality-csp.test.ts fails any inline script on any page
 * whose hash the page's policy does not list.
 */
import { createHash } from 'node:crypto';

/** Sets the stored theme before first paint (no flash of the wrong theme). */
export const themeScript = `(() => {
  const t = localStorage.getItem('theme');
  if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t;
  document.documentElement.dataset.js = '';
})();`;

/** The header's scroll appearance (more than 10 px) and the theme control. */
export const headerScript = `(() => {
  const root = document.documentElement;
  const header = document.querySelector('[data-site-header]');
  const onScroll = () => header?.toggleAttribute('data-scrolled', scrollY > 10);
  addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  const stored = localStorage.getItem('theme') || 'system';
  for (const input of document.querySelectorAll('[data-theme-control] input')) {
    input.checked = input.value === stored;
    input.addEventListener('change', () => {
      const value = input.value;
      if (value === 'system') {
        localStorage.removeItem('theme');
        delete root.dataset.theme;
      } else {
        localStorage.setItem('theme', value);
        root.dataset.theme = value;
      }
      for (const other of document.querySelectorAll(\`[data-theme-control] input[value="\${value}"]\`)) other.checked = true;
    });
  }
})();`;

/** Animate-on-scroll: 10% visible, once, then unobserved; nothing under reduced motion. */
export const animateOnScrollScript = `(() => {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) { e.target.classList.add('is-visible'); io.unobserve(e.target); }
  }, { threshold: 0.1 });
  for (const el of document.querySelectorAll('[data-animate]')) if (el.getBoundingClientRect().top > innerHeight) io.observe(el);
})();`;

/** The not-found page logs the attempted path (DECISIONS.md). */
export const notFoundScript = `console.warn('404: no page at', location.pathname);`;

export const inlineScripts = [themeScript, headerScript, animateOnScrollScript, notFoundScript];

/** A CSP source hash ("sha256-…") of a script's exact text. */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

export function inlineScriptHashes(): `sha256-${string}`[] {
  return inlineScripts.map(cspHash);
}
