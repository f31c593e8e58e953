/**
 * The orders the queries apply (src/lib/order.ts): newest first with a stable
 * tie-break, case studies in the writers' order, featured only.
 */
import { describe, expect, it } from 'vitest';
import { byOrder, newestFirst } from '~/lib/order';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const release = (id: string, date: string) => ({ id, data: { date: day(date) } });
const study = (id: string, order: number, featured = false) => ({ id, data: { order, featured } });

describe('newestFirst', () => {
  const releases = [
    release('oldest', '2024-10-15'),
    release('newest', '2025-08-25'),
    release('older', '2025-01-17'),
    release('newer', '2025-04-29'),
  ];

  it('sorts releases newest first', () => {
    expect(newestFirst(releases).map((r) => r.id)).toEqual(['newest', 'newer', 'older', 'oldest']);
  });

  it('puts a newly added release first and keeps the input unchanged', () => {
    const input = [...releases, release('new-release', '2025-09-01')];
    const before = input.map((r) => r.id);
    expect(newestFirst(input)[0].id).toBe('new-release');
    expect(input.map((r) => r.id)).toEqual(before);
  });

  it('breaks ties on the same day by id, whatever the input order', () => {
    const a = release('b-second', '2025-01-01');
    const b = release('a-first', '2025-01-01');
    expect(newestFirst([a, b]).map((r) => r.id)).toEqual(['a-first', 'b-second']);
    expect(newestFirst([b, a]).map((r) => r.id)).toEqual(['a-first', 'b-second']);
  });
});

describe('case study order', () => {
  const studies = [
    study('label', 7),
    study('rapper', 2, true),
    study('producer', 1, true),
    study('topliner', 6),
    study('songwriter', 3, true),
  ];

  it('sorts by the writers’ order, then id', () => {
    expect(byOrder(studies).map((s) => s.id)).toEqual(['producer', 'rapper', 'songwriter', 'topliner', 'label']);
    expect(byOrder([study('b', 1), study('a', 1)]).map((s) => s.id)).toEqual(['a', 'b']);
  });
});
