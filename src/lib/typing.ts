/**
 * The typing hero's timing (36 ms a character, a 1,200 ms pause:
 * docs/decisions.md#home) and its schedule as a pure function of elapsed time, so the island
 * only asks "what shows now?" and Vitest can check the whole timeline.
 */
export const TYPING_CHAR_MS = 36;
export const TYPING_PAUSE_MS = 1200;

/** Characters as a visitor sees them (code points, so an emoji is one). */
const chars = (line: string) => Array.from(line);

/** Time one line takes: typed, then the pause. */
export function lineDurationMs(line: string): number {
  return chars(line).length * TYPING_CHAR_MS + TYPING_PAUSE_MS;
}

/** Time from the start until the final statement shows. */
export function timeToFinalMs(lines: readonly string[]): number {
  return lines.reduce((total, line) => total + lineDurationMs(line), 0);
}

export interface TypingFrame {
  /** Index of the line being typed, or lines.length once the final statement shows. */
  line: number;
  text: string;
  done: boolean;
}

/** What the hero shows `elapsedMs` after the animation starts. */
export function frameAt(lines: readonly string[], finalStatement: string, elapsedMs: number): TypingFrame {
  let start = 0;
  for (const [index, line] of lines.entries()) {
    const end = start + lineDurationMs(line);
    if (elapsedMs < end) {
      const typed = Math.min(chars(line).length, Math.floor(Math.max(0, elapsedMs - start) / TYPING_CHAR_MS));
      return { line: index, text: chars(line).slice(0, typed).join(''), done: false };
    }
    start = end;
  }
  return { line: lines.length, text: finalStatement, done: true };
}
