/**
 * The shared facts in the built policies (docs/decisions.md#legal-documents):
 * every fact the version shown states, marked by the Fact and
 * RetentionSchedule components, carries the value of content/facts.yaml (the
 * frozen versions keep theirs: the gate compares those); a retention table
 * shows every row of its scope, in the file's order; and every retention row
 * is stated somewhere. The expectations come from src/lib/facts.ts.
 */
import { describe, expect, it } from 'vitest';
import { legalCases } from './legal-docs';
import { normalizeText } from '~/lib/legal/text';
import { fact, factNames, retentionRows, type RetentionScope } from '~/lib/facts';

const cases = legalCases();
const SCOPES: RetentionScope[] = ['contract', 'personal', 'processor'];

describe('the shared facts in the policies', () => {
  it('finds policies that state shared facts', () => {
    expect(cases.filter((c) => c.body.querySelector('[data-fact]')).length).toBeGreaterThan(1);
  });

  describe.each(cases.map((c) => [c.id, c] as const))('/%s', (_id, { body }) => {
    const marked = [...body.querySelectorAll('[data-fact]')];

    it('states each fact with the value of the facts file', () => {
      const wrong = marked.flatMap((el) => {
        const name = el.getAttribute('data-fact')!;
        const expected = normalizeText(fact(name).text);
        const stated = normalizeText(el.textContent ?? '');
        return stated === expected ? [] : [`${name}: "${stated}", the schedule says "${expected}"`];
      });
      expect(wrong).toEqual([]);
    });

    it('shows every row of a retention table it shows, in the order of the schedule', () => {
      for (const scope of SCOPES) {
        const ids = new Set(retentionRows(scope).map((row) => row.name));
        const rows = [...body.querySelectorAll('tr')].filter((tr) =>
          ids.has(tr.querySelector('[data-fact]')?.getAttribute('data-fact') ?? ''),
        );
        if (!rows.length) continue;
        expect(rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => normalizeText(td.textContent ?? '')))).toEqual(
          retentionRows(scope).map((row) => [normalizeText(row.record), normalizeText(row.period)]),
        );
      }
    });
  });

  it('every retention row is stated by a policy in force or coming', () => {
    const stated = new Set(cases.flatMap((c) => [...c.body.querySelectorAll('[data-fact]')].map((el) => el.getAttribute('data-fact'))));
    // The newest version of each policy (which a reader can open) states what the shown one may not yet.
    const newest = cases
      .flatMap((c) => c.versions[0]?.frozen?.snapshot.html.match(/data-fact="([^"]+)"/g) ?? [])
      .map((m) => m.slice(11, -1));
    for (const name of newest) stated.add(name);
    const rows = factNames().filter((name) => name.startsWith('retention.') && name !== 'retention.longestWins');
    expect(
      rows.filter((name) => !stated.has(name)),
      'retention rows no policy states',
    ).toEqual([]);
  });
});
