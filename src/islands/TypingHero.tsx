/**
 * Typing hero on / (docs/decisions.md#home). The static HTML holds the final
 * statement; after hydration, and only when motion is allowed, the benefit
 * lines are typed and the final statement returns. Screen readers always get
 * the final statement: the animated text is aria-hidden.
 */
import { useEffect, useRef } from 'react';
import { TYPING_CHAR_MS, type TypingFrame, frameAt } from '~/lib/typing';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  lines: string[];
  finalStatement: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function TypingHero({ lines, finalStatement }: Props) {
  const typed = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const target = typed.current;
    const motion = window.matchMedia(REDUCED_MOTION);
    if (!target || motion.matches || lines.length === 0) return;
    // Each frame writes one text node instead of re-rendering the island: at a
    // character every 36 ms, a render and a layout of the hero per character kept
    // a phone's main thread busy for the whole animation (docs/benchmarks.md).
    // The island never renders again, so React never meets these nodes.
    const text = document.createTextNode('');
    target.replaceChildren(text);
    const show = (frame: Pick<TypingFrame, 'text' | 'done'>) => {
      text.data = frame.text;
      // The caret is drawn by the span's own ::after (src/styles/global.css): a box of its
      // own would move with every character and count as a layout shift.
      target.classList.toggle('typing-caret', !frame.done);
    };
    const start = performance.now();
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      show({ text: finalStatement, done: true });
    };
    const tick = () => {
      const frame = frameAt(lines, finalStatement, performance.now() - start);
      show(frame);
      if (!frame.done) timer = window.setTimeout(tick, TYPING_CHAR_MS);
    };
    tick();
    // A visitor who turns reduced motion on mid-animation gets the statement at once.
    motion.addEventListener('change', stop);
    return () => {
      stop();
      motion.removeEventListener('change', stop);
    };
  }, [lines, finalStatement]);

  return (
    <p className="text-2xl font-semibold tracking-tight text-brand sm:text-3xl">
      <span className="sr-only">{finalStatement}</span>
      {/* Every line sits in the same grid cell, invisibly, so the height never jumps;
          the typed line lies over them in a box of its own, so typing lays out nothing else. */}
      <span className="relative grid" aria-hidden="true" data-pagefind-ignore="all">
        {[...lines, finalStatement].map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders; two lines may read the same.
          <span key={index} className="invisible col-start-1 row-start-1">
            {line}
          </span>
        ))}
        <span ref={typed} className="absolute inset-0 [contain:strict]">
          {finalStatement}
        </span>
      </span>
    </p>
  );
}

export default withErrorBoundary(TypingHero);
