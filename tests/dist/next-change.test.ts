/**
 * The next-change file the build wrote is the one the scheduled deploy check
 * reads (src/lib/rebuild-due.ts): it parses by that check's own rules, its clock
 * is the clock the build ran on, and its next change is still to come and no
 * later than the footer's next year. When it is due is
 * tests/unit/rebuild-due.test.ts's; which change comes first, on two clocks,
 * tests/tools/scheduling.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNextChange } from '~/lib/rebuild-due';
import { NEXT_CHANGE_FILE } from '~/lib/next-change';
import { startOfNextYear } from '~/lib/dates';
import { builtAt, distDir } from '../built-routes';

const text = readFileSync(join(distDir, NEXT_CHANGE_FILE), 'utf8');
const parsed = parseNextChange(text);

describe(`the built ${NEXT_CHANGE_FILE}`, () => {
  it("parses by the deploy check's rules", () => {
    expect(parsed, text).toMatchObject({ ok: true });
  });

  it("names a change after the build's clock, the new year at the latest", () => {
    if (!parsed.ok || !parsed.value.next) throw new Error('no next change');
    const at = Date.parse(parsed.value.next.at);
    expect(at).toBeGreaterThan(builtAt().getTime());
    expect(at).toBeLessThanOrEqual(startOfNextYear(builtAt()).getTime());
  });
});
