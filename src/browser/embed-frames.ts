/**
 * Third-party frames (src/components/EmbedFrame.astro) get their address once
 * the page has loaded and painted a frame, and then only when they are within a
 * screen of the viewport, so their connections never compete with the page's
 * own first paint (docs/benchmarks.md, "Page speed and weight": the booking calendar's frame, requested
 * before the first paint, used to push the home page's largest paint back).
 *
 * A frame is shown in place of its card when it first posts the page a message:
 * its `load` event fires for the browser's error page too (blocked, offline), so
 * only a message proves that the third party itself has rendered. Offline, the
 * address waits until the browser is back online.
 */
function afterLoadAndPaint(done: () => void) {
  const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
}

function whenOnline(done: () => void) {
  if (navigator.onLine) done();
  else addEventListener('online', done, { once: true });
}

const embedFrames = [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-embed-src]')];

addEventListener('message', (event) => {
  const frame = embedFrames.find((f) => f.contentWindow === event.source);
  frame?.closest('[data-embed]')?.setAttribute('data-embed-ready', '');
});

afterLoadAndPaint(() => {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const frame = entry.target as HTMLIFrameElement;
        observer.unobserve(frame);
        whenOnline(() => {
          frame.src = frame.dataset.embedSrc ?? '';
        });
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const frame of embedFrames) observer.observe(frame);
});
