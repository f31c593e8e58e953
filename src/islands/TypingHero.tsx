/**
 * Typing hero on / (docs/decisions.md#home). The static HTML holds the final
 * statement; after hydration, and only when motion is allowed, the benefit
 * lines are typed and the final statement returns. Screen readers always get
 * the final statement: the animated text is aria-hidden.
 */
import { useEffect, useState } from 'react';
import { TYPING_CHAR_MS, frameAt } from '~/lib/typing';
import { withErrorBoundary } from './ErrorBoundary';

interface Props {
  lines: string[];
  finalStatement: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function TypingHero({ lines, finalStatement }: Props) {
  const [shown, setShown] = useState({ text: finalStatement, done: true });

  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION);
    if (motion.matches || lines.length === 0) return;
    const start = performance.now();
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      setShown({ text: finalStatement, done: true });
    };
    const tick = () => {
      const frame = frameAt(lines, finalStatement, performance.now() - start);
      setShown({ text: frame.text, done: frame.done });
      if (!frame.done) timer = window.setTimeout(tick, TYPING_CHAR_MS);
    };
    tick();
    // A visitor who turns reduced motion on mid-animation gets the statement at once.
    motion.addEventListener('change', stop);
    return () => {
      window.clearTimeout(timer);
      motion.removeEventListener('change', stop);
    };
  }, [lines, finalStatement]);

  return (
    <p className="text-2xl font-semibold tracking-tight text-brand sm:text-3xl">
      <span className="sr-only">{finalStatement}</span>
      {/* Every line sits in the same grid cell, invisibly, so the height never jumps. */}
      <span className="grid" aria-hidden="true">
        {[...lines, finalStatement].map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders; two lines may read the same.
          <span key={index} className="invisible col-start-1 row-start-1">
            {line}
          </span>
        ))}
        <span className="col-start-1 row-start-1">
          {shown.text}
          {!shown.done && <span className="typing-caret" />}
        </span>
      </span>
    </p>
  );
}

export default withErrorBoundary(TypingHero);
