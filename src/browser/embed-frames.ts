/**
 * Third-party frames (src/components/EmbedFrame.astro) are written out of their
 * templates, with their address, once the page has loaded and painted a frame,
 * and then only when their box is within a screen of the viewport, so their
 * connections never compete with the page's own first paint (docs/benchmarks.md,
 * "Page speed and weight": the booking calendar's frame, requested before the
 * first paint, used to push the home page's largest paint back).
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

const boxes = [...document.querySelectorAll<HTMLElement>('[data-embed][data-embed-src]')];

addEventListener('message', (event) => {
  const box = boxes.find((b) => b.querySelector('iframe')?.contentWindow === event.source);
  box?.setAttribute('data-embed-ready', '');
});

/** Write the box's frame out of its template, with the box's address. */
function openFrame(box: HTMLElement) {
  const frame = box.querySelector<HTMLTemplateElement>('template[data-embed-frame]')?.content.querySelector('iframe');
  if (!frame) return;
  const copy = frame.cloneNode() as HTMLIFrameElement;
  copy.src = box.dataset.embedSrc ?? '';
  box.append(copy);
}

afterLoadAndPaint(() => {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const box = entry.target as HTMLElement;
        observer.unobserve(box);
        whenOnline(() => openFrame(box));
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const box of boxes) observer.observe(box);
});
