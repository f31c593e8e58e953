/**
 * The `client:after-paint` directive, in the browser: wait until the page has
 * loaded and painted, then behave as `client:visible` (hydrate when
 * the island scrolls into view). Astro's own `client:visible` starts loading
 * an island that is already on screen before the first paint (its
 * IntersectionObserver reports during the first rendering steps), so on the
 * home page the typing hero's React bundle competed with the first paint; here
 * no island script is requested until that paint is on screen.
 */
import type { ClientDirective } from 'astro';

/**
 * Calls `done` once the page has loaded, its first contentful paint is on
 * screen, and a frame has been painted since: the first paint, and the largest
 * one that follows it in the same load (on the home page the hero heading
 * paints a frame after the first), are on screen before any island script is
 * requested. Waiting for the load event alone was not enough on a busy machine:
 * the load could finish before the first contentful paint. A browser without
 * paint timing, or a page loaded in a background tab (which reports no paint),
 * goes on after two seconds.
 */
export function afterFirstPaint(done: () => void) {
  let started = false;
  const afterNextFrame = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  };
  const afterContentfulPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      afterNextFrame();
    }, 2000);
  };
  if (document.readyState === 'complete') afterContentfulPaint();
  else addEventListener('load', afterContentfulPaint, { once: true });
}

const afterPaint: ClientDirective = (load, _options, el) => {
  afterFirstPaint(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    });
    // The island element itself has no box (display: contents); its children do. A child may be
    // an empty wrapper around fixed-position controls (the contact overlay's floating button),
    // so the grandchildren are watched too: whichever shows first hydrates the island.
    for (const node of el.querySelectorAll(':scope > *, :scope > * > *')) observer.observe(node);
  });
};

export default afterPaint;
