/**
 * The legal frontmatter contract (docs/decisions.md#legal-documents): the change list agrees with
 * the version and date it lists first, newest first, each error naming its field; the file-level
 * checks (id = file name, no document related to itself); index order. Impossible dates are
 * tests/unit/collection-schemas.test.ts's (the same reader), required fields the schema's declarations.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LEGAL_ORDER, checkLegalFile, inLegalOrder, legalSchema, unknownRelated } from '~/lib/legal/schema';

const RAW = `---
title: Terms of Service
description: The agreement between you and Refrain for registering works and recovering royalties.
group: Legal Documents
version: "1.1"
effectiveDate: 2025-03-01
lastUpdated: 2025-01-30
related: [privacy-policy, eula]
changes:
  - version: "1.1"
    date: 2025-01-30
    kind: material
    summary: New price-change notice.
  - version: "1.0"
    date: 2025-01-15
    summary: Initial publication.
---
Body.
`;

/** The frontmatter as a YAML 1.2 parser reads it (dates stay strings), plus overrides. */
function frontmatter(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const data = parseYaml(RAW.split('---')[1]) as Record<string, unknown>;
  return { ...data, ...overrides };
}

/** The messages of a failed parse, one per line, each after its field's path as a build names it. */
function errors(input: unknown): string {
  const result = legalSchema.safeParse(input);
  expect(result.success, 'expected the schema to reject this').toBe(false);
  return result.success ? '' : result.error.issues.map((issue) => [...issue.path, issue.message].join(': ')).join('\n');
}

describe('the change list', () => {
  it('rejects a change list whose newest entry disagrees with the version', () => {
    expect(errors(frontmatter({ version: '1.2' }))).toMatch(
      /changes: 0: version: the newest entry \(first in the list\) has version "1\.1" but version is "1\.2"/,
    );
  });

  it('rejects a change list whose newest entry disagrees with lastUpdated', () => {
    expect(errors(frontmatter({ lastUpdated: '2025-02-01' }))).toMatch(
      /changes: 0: date: the newest entry \(first in the list\) is dated 2025-01-30 but lastUpdated is 2025-02-01/,
    );
  });

  it('rejects changes listed oldest first, and an empty change list', () => {
    const changes = frontmatter().changes as Record<string, unknown>[];
    expect(errors(frontmatter({ version: '1.0', lastUpdated: '2025-01-15', changes: [changes[1], changes[0]] }))).toMatch(
      /list newest first/,
    );
    expect(errors(frontmatter({ changes: [] }))).toMatch(/^changes: needs at least one entry/m);
  });
});

describe('file-level checks', () => {
  it('takes the id from the file name, and refuses a document related to itself', () => {
    expect(checkLegalFile('terms-of-service.mdx', frontmatter())).toEqual([]);
    expect(checkLegalFile('privacy-policy.mdx', frontmatter())).toEqual([
      { path: ['related'], message: 'a document cannot list itself ("privacy-policy")' },
    ]);
  });
});

describe('legal index order', () => {
  const doc = (id: string, group: string, title = id, related: string[] = []) =>
    ({ id, data: { title, group, related } }) as { id: string; data: { title: string; group: 'Legal Documents'; related: string[] } };
  const docs = [
    doc('data-processing-agreement', 'Data & Privacy'),
    doc('account-credit-policy', 'Billing & Subscriptions'),
    doc('acceptable-use', 'Legal Documents', 'Acceptable Use Policy'),
    doc('dmca', 'Legal Documents'),
    doc('privacy-policy', 'Legal Documents'),
    doc('cancellation-policy', 'Billing & Subscriptions'),
    doc('eula', 'Legal Documents'),
    doc('terms-of-service', 'Legal Documents', 'Terms', ['eula', 'cookie-policy']),
  ];

  it('orders documents as the index lists them, new files after the known ones', () => {
    const known = LEGAL_ORDER.filter((id) => docs.some((d) => d.id === id));
    const added = docs.filter((d) => !LEGAL_ORDER.includes(d.id)).map((d) => d.id);
    expect(added.length, 'the fixture has a document the order does not list').toBeGreaterThan(0);
    expect(inLegalOrder(docs).map((d) => d.id)).toEqual([...known, ...added]);
  });

  it('reports related ids that name no document', () => {
    expect(unknownRelated(docs)).toEqual(['content/legal/terms-of-service.mdx: related: no document "cookie-policy"']);
  });
});
