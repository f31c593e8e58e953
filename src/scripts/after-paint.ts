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
 * Calls `done` once the page has loaded and painted a frame since: the first
 * paint, and the largest one that follows it in the same load (on the home page
 * the hero heading paints a frame after the first), are on screen before any
 * island script is requested. Measured with Lighthouse, starting the request
 * right after the first paint entry still overlapped the largest paint.
 */
export function afterFirstPaint(done: () => void) {
  const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
}

const afterPaint: ClientDirective = (load, _options, el) => {
  afterFirstPaint(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    });
    // The island element itself has no box (display: contents); its children do.
    for (const child of el.children) observer.observe(child);
  });
};

export default afterPaint;
