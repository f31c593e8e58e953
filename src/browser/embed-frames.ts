/**
 * Third-party frames (src/components/EmbedFrame.astro) get their address once
 * the page has loaded and painted a frame, and then only when they are within a
 * screen of the viewport, so their connections never compete with the page's
 * own first paint (docs/benchmarks.md, "Page speed and weight": the booking calendar's frame, requested
 * before the first paint, used to push the home page's largest paint back).
 */
function afterLoadAndPaint(done: () => void) {
  const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
}

afterLoadAndPaint(() => {
  const frames = document.querySelectorAll<HTMLIFrameElement>('iframe[data-embed-src]');
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const frame = entry.target as HTMLIFrameElement;
        frame.src = frame.dataset.embedSrc ?? '';
        observer.unobserve(frame);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const frame of frames) observer.observe(frame);
});
