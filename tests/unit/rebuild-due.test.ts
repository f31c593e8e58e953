/**
 * Is a rebuild due (src/lib/rebuild-due.ts): the scheduled workflow's one
 * decision, against the next-change file the build writes. Every clock is
 * passed in, relative to the fixture's own instants.
 */
import { describe, expect, it } from 'vitest';
import {
  decideRebuild,
  describeWait,
  type Fetched,
  MAX_CLOCK_SKEW_MS,
  nextChangeUrl,
  readInstant,
  parseNextChange,
} from '~/lib/rebuild-due';

/** The file exactly as the build writes it (the contract's example). */
const fixture = {
  builtAt: '2026-11-24T22:00:00.000Z',
  next: { at: '2026-12-01T14:00:00.000Z', change: "press release 'embargo-example' publishes" },
};
const builtAt = Date.parse(fixture.builtAt);
const nextAt = Date.parse(fixture.next.at);
const served = (data: unknown): Fetched => ({ ok: true, text: JSON.stringify(data) });
const at = (ms: number) => new Date(ms);
const MINUTE = 60_000;

describe('a readable file', () => {
  it('is due once the next change has passed, and at its very instant', () => {
    for (const now of [nextAt, nextAt + MINUTE, nextAt + 30 * 86_400_000]) {
      const decision = decideRebuild(served(fixture), at(now));
      expect(decision).toMatchObject({ due: true, kind: 'due' });
      expect(decision.reason).toContain(fixture.next.change);
      expect(decision.reason).toContain(fixture.next.at);
    }
  });

  it('is not due before the next change, and says when it will be', () => {
    const decision = decideRebuild(served(fixture), at(nextAt - 3 * MINUTE));
    expect(decision).toMatchObject({ due: false, kind: 'not-yet' });
    expect(decision.reason).toContain(fixture.next.at);
    expect(decision.reason).toContain('in 3 minutes');
    expect(decideRebuild(served(fixture), at(builtAt)).reason).toContain(describeWait(nextAt - builtAt));
  });

  it('is not due when nothing is scheduled to change', () => {
    const decision = decideRebuild(served({ builtAt: fixture.builtAt, next: null }), at(builtAt + 365 * 86_400_000));
    expect(decision).toMatchObject({ due: false, kind: 'nothing-scheduled' });
  });

  it('accepts keys the build may add later', () => {
    expect(decideRebuild(served({ ...fixture, version: 2 }), at(nextAt)).due).toBe(true);
  });
});

describe('an unreadable file rebuilds (fail safe) and says why', () => {
  const cases: [string, Fetched, RegExp][] = [
    ['network error', { ok: false, error: 'https://refrain.example/next-change.json: ENOTFOUND' }, /ENOTFOUND/],
    ['404', { ok: false, error: 'https://refrain.example/next-change.json answered 404' }, /answered 404/],
    ['not JSON (an HTML error page)', { ok: true, text: '<!doctype html><title>Oops</title>' }, /not JSON.*<!doctype html>/],
    ['empty', { ok: true, text: '' }, /not JSON/],
  ];
  for (const [what, fetched, why] of cases) {
    it(what, () => {
      const decision = decideRebuild(fetched, at(builtAt));
      expect(decision).toMatchObject({ due: true, kind: 'unreadable' });
      expect(decision.reason).toMatch(/fail safe/);
      expect(decision.reason).toMatch(why);
    });
  }
});

describe('a malformed file rebuilds (fail safe) and names the field', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an array', [fixture], /not a JSON object/],
    ['no builtAt', { next: fixture.next }, /"builtAt"/],
    ['builtAt a number', { ...fixture, builtAt: builtAt }, /"builtAt"/],
    ['no next', { builtAt: fixture.builtAt }, /"next" is missing/],
    ['next a string', { ...fixture, next: fixture.next.at }, /"next"/],
    ['next.at invalid', { ...fixture, next: { ...fixture.next, at: '2026-12-01T25:00:00Z' } }, /"next\.at"/],
    ['no description of the change', { ...fixture, next: { at: fixture.next.at, change: ' ' } }, /"next\.change"/],
    ['a next change before the build', { ...fixture, next: { ...fixture.next, at: '2026-11-24T21:00:00Z' } }, /not after "builtAt"/],
  ];
  for (const [what, data, why] of cases) {
    it(what, () => {
      const decision = decideRebuild(served(data), at(nextAt - MINUTE));
      expect(decision).toMatchObject({ due: true, kind: 'malformed' });
      expect(decision.reason).toMatch(/fail safe/);
      expect(decision.reason).toMatch(why);
    });
  }
});

describe('clock skew', () => {
  it('does not rebuild when the deployed build is more than the allowed skew ahead of this clock, even with a change due by it', () => {
    const behind = builtAt - MAX_CLOCK_SKEW_MS - MINUTE;
    const decision = decideRebuild(served(fixture), at(behind));
    expect(decision).toMatchObject({ due: false, kind: 'clock-skew' });
    expect(decision.reason).toMatch(/ahead of this runner's/);
    expect(decision.reason).toContain(fixture.builtAt);
    // A build whose next change is already past by the deployed clock but not by ours: still no rebuild with our clock.
    const soon = { ...fixture, next: { ...fixture.next, at: new Date(builtAt + MINUTE).toISOString() } };
    expect(decideRebuild(served(soon), at(behind)).kind).toBe('clock-skew');
  });

  it('tolerates a deployed clock up to the allowed skew ahead', () => {
    expect(decideRebuild(served(fixture), at(builtAt - MAX_CLOCK_SKEW_MS)).kind).toBe('not-yet');
    expect(decideRebuild(served({ ...fixture, next: null }), at(builtAt - MAX_CLOCK_SKEW_MS)).kind).toBe('nothing-scheduled');
  });
});

describe('parsing', () => {
  it('reads instants as the build writes them, with or without seconds, in UTC or with an offset', () => {
    expect(readInstant(fixture.builtAt)).toBe(builtAt);
    expect(readInstant('2026-11-24T22:00Z')).toBe(builtAt);
    expect(readInstant('2026-11-24T23:00:00+01:00')).toBe(builtAt);
    for (const bad of ['', 'soon', '2026-11-24', '2026-13-01T00:00:00Z', '2026-11-24T22:60:00Z', null, 1795557600000]) {
      expect(readInstant(bad), String(bad)).toBeUndefined();
    }
  });

  it('finds the file at the root of the site, or under its path', () => {
    expect(nextChangeUrl('https://refrain.example')).toBe('https://refrain.example/next-change.json');
    expect(nextChangeUrl('https://refrain.example/')).toBe('https://refrain.example/next-change.json');
    expect(nextChangeUrl('https://example.org/refrain')).toBe('https://example.org/refrain/next-change.json');
  });

  it('returns the file it read', () => {
    expect(parseNextChange(JSON.stringify(fixture))).toEqual({ ok: true, value: fixture });
    expect(decideRebuild(served(fixture), at(nextAt)).file).toEqual(fixture);
  });

  it('says how far away a change is in the unit a maintainer reads', () => {
    expect(describeWait(30_000)).toBe('in 1 minute');
    expect(describeWait(90 * MINUTE)).toBe('in 90 minutes');
    expect(describeWait(5 * 60 * MINUTE)).toBe('in 5 hours');
    expect(describeWait(nextAt - builtAt)).toBe('in 7 days');
  });
});
