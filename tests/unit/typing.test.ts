import { describe, expect, it } from 'vitest';
import { TYPING_CHAR_MS as CHAR, TYPING_PAUSE_MS as PAUSE, frameAt, lineDurationMs, timeToFinalMs } from '~/lib/typing';

const lines = ['Find lost royalties', 'Register every work', 'Split sheets from your story'];
const final = 'Get paid for every song.';

describe('typing schedule', () => {
  it('reaches the final statement after every character and every pause', () => {
    expect(lineDurationMs('abc')).toBe(3 * CHAR + PAUSE);
    const chars = lines.join('').length;
    expect(timeToFinalMs(lines)).toBe(chars * CHAR + lines.length * PAUSE);
    expect(timeToFinalMs([])).toBe(0);
  });

  it('counts an emoji as one character', () => {
    expect(lineDurationMs('🎵 ok')).toBe(4 * CHAR + PAUSE);
  });

  it('types one character a step, pauses, then moves on', () => {
    expect(frameAt(lines, final, 0)).toEqual({ line: 0, text: '', done: false });
    expect(frameAt(lines, final, CHAR - 1)).toEqual({ line: 0, text: '', done: false });
    expect(frameAt(lines, final, CHAR)).toEqual({ line: 0, text: 'F', done: false });
    expect(frameAt(lines, final, CHAR * 4)).toEqual({ line: 0, text: 'Find', done: false });
    const typed = lines[0]!.length * CHAR;
    expect(frameAt(lines, final, typed).text).toBe(lines[0]);
    expect(frameAt(lines, final, typed + PAUSE - 1).text).toBe(lines[0]);
    expect(frameAt(lines, final, typed + PAUSE)).toEqual({ line: 1, text: '', done: false });
  });

  it('shows the final statement exactly at the computed time, and after', () => {
    const end = timeToFinalMs(lines);
    expect(frameAt(lines, final, end - 1)).toEqual({ line: 2, text: lines[2], done: false });
    expect(frameAt(lines, final, end)).toEqual({ line: 3, text: final, done: true });
    expect(frameAt(lines, final, end + 60_000).done).toBe(true);
    expect(frameAt([], final, 0)).toEqual({ line: 0, text: final, done: true });
  });
});
