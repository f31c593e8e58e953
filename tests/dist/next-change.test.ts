/**
 * The next-change file the build wrote is the one the scheduled deploy check
 * reads (src/lib/rebuild-due.ts): it parses by that check's own rules, its clock
 * is the clock the build ran on, and its next change is the earliest future
 * instant of the content's calendar, so a due change is not missed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideRebuild, parseNextChange } from '~/lib/rebuild-due';
import { NEXT_CHANGE_FILE } from '~/lib/next-change';
import { readCalendar } from '~/integrations/content-dates';
import { builtAt, distDir } from '../built-routes';

const text = readFileSync(join(distDir, NEXT_CHANGE_FILE), 'utf8');
const parsed = parseNextChange(text);

describe(`the built ${NEXT_CHANGE_FILE}`, () => {
  it("parses by the deploy check's rules", () => {
    expect(parsed, text).toMatchObject({ ok: true });
  });

  it("names the earliest change of the content calendar after the build's clock", () => {
    if (!parsed.ok) throw new Error(parsed.problem);
    const now = builtAt();
    const future = readCalendar(process.cwd(), now)
      .changes.filter((c) => c.at.getTime() > now.getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(future.length, 'the calendar always holds the next new year at least').toBeGreaterThan(0);
    expect(parsed.value.next?.at && Date.parse(parsed.value.next.at)).toBe(future[0]!.at.getTime());
  });

  it('is due exactly once its instant has passed', () => {
    if (!parsed.ok || !parsed.value.next) throw new Error('no next change');
    const at = Date.parse(parsed.value.next.at);
    const served = { ok: true as const, text };
    expect(decideRebuild(served, new Date(at - 1)).due).toBe(false);
    expect(decideRebuild(served, new Date(at)).due).toBe(true);
  });
});
