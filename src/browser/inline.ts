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
import { useCaseTabs } from '../lib/navigation.ts';
import { DEFAULT_TAB } from '../lib/use-case-tabs.ts';

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

/**
 * /use-cases only, placed just before the tabs island: the audience the `tab`
 * query names (anything else: artists, as parseTab in src/lib/use-case-tabs.ts
 * rules) goes on <html> as data-use-case-tab before any panel is parsed, and
 * CSS keyed on it (global.css, "Islands") shows that panel and marks its tab.
 * So even a paint in the middle of parsing shows the right audience, long
 * before the island's script loads. Until the island has hydrated, this also
 * handles a click on a tab (the tabs are links to their ?tab= URL): it
 * switches in place and replaces the URL, as the island does; the island's
 * own click handler cancels the click once it runs, and this one steps aside.
 * It also keeps aria-selected right for assistive technology meanwhile.
 */
export const useCaseTabsScript = `(() => {
  const keys = ${JSON.stringify(useCaseTabs.map((tab) => tab.key))};
  const root = document.documentElement;
  const sync = () => {
    for (const tab of document.querySelectorAll('[data-use-case-tabs] [role=tab]'))
      tab.setAttribute('aria-selected', tab.id === 'use-case-tab-' + root.dataset.useCaseTab);
  };
  const asked = new URLSearchParams(location.search).get('tab');
  root.dataset.useCaseTab = keys.includes(asked) ? asked : ${JSON.stringify(DEFAULT_TAB)};
  addEventListener('DOMContentLoaded', sync, { once: true });
  addEventListener('click', (event) => {
    const tab = event.target.closest?.('[data-use-case-tabs] a[role=tab]');
    if (!tab || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const key = new URL(tab.href).searchParams.get('tab');
    const url = new URL(location.href);
    url.searchParams.set('tab', key);
    history.replaceState(history.state, '', url);
    root.dataset.useCaseTab = key;
    sync();
  });
})();`;

/** The not-found page logs the attempted path (docs/decisions.md#without-client-side-routing). */
export const notFoundScript = `console.warn('404: no page at', location.pathname);`;

export const inlineScripts = [themeScript, headerScript, animateOnScrollScript, notFoundScript, useCaseTabsScript];

/** A CSP source hash ("sha256-…") of a script's exact text. */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

export function inlineScriptHashes(): `sha256-${string}`[] {
  return inlineScripts.map(cspHash);
}
