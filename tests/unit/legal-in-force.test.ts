/**
 * The policies in force agree on every day (src/lib/legal/in-force.ts): links
 * between them land on sections of the versions in force that day, and a
 * shared fact is stated one way by all of them, today and on every later day
 * the set of versions in force changes.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '~/lib/dates';
import { daysToCheck, reviewInForce, type Policy } from '~/lib/legal/in-force';

/** The facts file's value of each fact, for these made-up policies. */
const current = (name: string) => (name === 'retention.takedown' ? '3 years' : undefined);
import { extractVisible } from '~/lib/legal/text';

const text = (body: string) => extractVisible(`<!doctype html><html><body><div data-legal-body>${body}</div></body></html>`);
const d = parseIsoDate;
const section = (id: string, inner = '') => `<div class="legal-heading"><h2 id="${id}">${id}</h2></div><p>${inner}</p>`;
const fact = (name: string, value: string) => `<span data-fact="${name}">${value}</span>`;

const privacy = (versions: { version: string; published: string; effective?: string; body: string }[]): Policy => ({
  id: 'privacy-policy',
  file: 'content/legal/privacy-policy.mdx',
  versions: versions.map((v) => ({
    version: v.version,
    published: d(v.published),
    effective: d(v.effective ?? v.published),
    text: text(v.body),
  })),
});
const dmca = (body: string, published = '2026-11-22'): Policy => ({
  id: 'dmca',
  file: 'content/legal/dmca.mdx',
  versions: [{ version: '1.1', published: d(published), effective: d(published), text: text(body) }],
});
const NOW = d('2026-11-24');

describe('the policies in force', () => {
  it('check today and every later day a version is published or takes effect', () => {
    const policies = [
      privacy([
        { version: '1.1', published: '2026-11-22', effective: '2026-12-22', body: '' },
        { version: '1.0', published: '2025-01-15', body: '' },
      ]),
    ];
    expect(daysToCheck(policies, NOW).map((day) => day.toISOString())).toEqual([NOW.toISOString(), d('2026-12-22').toISOString()]);
  });

  it('fail a link to a section the version in force that day does not have, naming the document, the day and the link', () => {
    const policies = [
      privacy([
        { version: '1.1', published: '2026-11-22', effective: '2026-12-22', body: section('retention') },
        { version: '1.0', published: '2025-01-15', body: section('how-long') },
      ]),
      dmca('<p><a href="/privacy-policy#retention">retention</a></p>'),
    ];
    const findings = reviewInForce(policies, NOW, current);
    expect(findings.map((f) => `${f.file}: ${f.field}: ${f.message}`)).toEqual([
      expect.stringMatching(
        /^content\/legal\/dmca\.mdx: \/privacy-policy#retention: version 1\.1, in force today \(November 24, 2026\), links to section "retention" of \/privacy-policy, which version 1\.0 of that document, in force then, does not have/,
      ),
    ]);
    // From the day 1.1 takes effect, the link lands.
    expect(reviewInForce(policies, d('2026-12-22'), current)).toEqual([]);
  });

  it('fail a shared fact stated two ways on a day, and pass when the documents switch together', () => {
    const apart = [
      privacy([
        {
          version: '1.1',
          published: '2026-11-22',
          effective: '2026-12-22',
          body: section('retention', fact('retention.takedown', '3 years')),
        },
        { version: '1.0', published: '2025-01-15', body: section('retention', fact('retention.takedown', '2 years')) },
      ]),
      dmca(section('documentation', fact('retention.takedown', '3 years'))),
    ];
    const findings = reviewInForce(apart, NOW, current);
    expect(findings).toHaveLength(1);
    expect(findings[0].field).toBe('fact retention.takedown');
    expect(findings[0].file, 'filed under the document that states another value than the facts file').toBe(
      'content/legal/privacy-policy.mdx',
    );
    expect(findings[0].message).toMatch(/in force today .* "2 years" \(\/privacy-policy 1\.0\) against "3 years" \(\/dmca 1\.1\)/);
    const together = [apart[0], dmca(section('documentation', fact('retention.takedown', '2 years')))];
    expect(reviewInForce(together, NOW, current).map((f) => f.message)).toEqual([
      expect.stringMatching(/on December 22, 2026 .* "3 years" \(\/privacy-policy 1\.1\) against "2 years" \(\/dmca 1\.1\)/),
    ]);
  });

  it('pass when every link lands and every fact agrees, on every day', () => {
    const policies = [
      privacy([{ version: '1.0', published: '2025-01-15', body: section('retention', fact('retention.takedown', '3 years')) }]),
      dmca(
        `${section('documentation', fact('retention.takedown', '3 years'))}<p><a href="/privacy-policy#retention">x</a> <a href="/privacy-policy">y</a> <a href="mailto:x@y">z</a></p>`,
      ),
    ];
    expect(reviewInForce(policies, NOW, current)).toEqual([]);
  });
});
