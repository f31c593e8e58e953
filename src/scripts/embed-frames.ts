/**
 * Third-party frames (src/components/EmbedFrame.astro) get their address once
 * the page has loaded and painted a frame, and then only when they are within a
 * screen of the viewport, so their connections never compete with the page's
 * own first paint.
 */
import { afterFirstPaint } from './after-paint';

afterFirstPaint(() => {
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
