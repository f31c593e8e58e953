import { describe, expect, it } from 'vitest';
import { TYPING_CHAR_MS, TYPING_PAUSE_MS, frameAt, lineDurationMs, timeToFinalMs } from '~/lib/typing';

const lines = ['Find lost royalties', 'Register every work', 'Split sheets from your story'];
const final = 'Get paid for every song.';

describe('typing schedule', () => {
  it('types 36 ms a character and pauses 1,200 ms after each line', () => {
    expect(TYPING_CHAR_MS).toBe(36);
    expect(TYPING_PAUSE_MS).toBe(1200);
  });

  it('reaches the final statement after every character and every pause', () => {
    expect(lineDurationMs('abc')).toBe(3 * 36 + 1200);
    const chars = lines.join('').length;
    expect(timeToFinalMs(lines)).toBe(chars * 36 + lines.length * 1200);
    // Six lines of 30 characters: 6 × (30 × 36 + 1,200) = 13,680 ms.
    expect(timeToFinalMs(Array.from({ length: 6 }, () => 'x'.repeat(30)))).toBe(13_680);
    expect(timeToFinalMs([])).toBe(0);
  });

  it('counts an emoji as one character', () => {
    expect(lineDurationMs('🎵 ok')).toBe(4 * 36 + 1200);
  });

  it('types one character every 36 ms, pauses, then moves on', () => {
    expect(frameAt(lines, final, 0)).toEqual({ line: 0, text: '', done: false });
    expect(frameAt(lines, final, 35)).toEqual({ line: 0, text: '', done: false });
    expect(frameAt(lines, final, 36)).toEqual({ line: 0, text: 'F', done: false });
    expect(frameAt(lines, final, 36 * 4)).toEqual({ line: 0, text: 'Find', done: false });
    const typed = lines[0]!.length * 36;
    expect(frameAt(lines, final, typed).text).toBe(lines[0]);
    expect(frameAt(lines, final, typed + 1199).text).toBe(lines[0]);
    expect(frameAt(lines, final, typed + 1200)).toEqual({ line: 1, text: '', done: false });
  });

  it('shows the final statement exactly at the computed time, and after', () => {
    const end = timeToFinalMs(lines);
    expect(frameAt(lines, final, end - 1)).toEqual({ line: 2, text: lines[2], done: false });
    expect(frameAt(lines, final, end)).toEqual({ line: 3, text: final, done: true });
    expect(frameAt(lines, final, end + 60_000).done).toBe(true);
    expect(frameAt([], final, 0)).toEqual({ line: 0, text: final, done: true });
  });
});
