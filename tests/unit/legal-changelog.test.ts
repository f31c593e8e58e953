import { describe, expect, it } from 'vitest';
import { changelogEntries, changelogAnchor } from '~/lib/legal-changelog';

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const docs = [
  {
    id: 'terms-of-service',
    data: {
      title: 'Terms of Service',
      changes: [
        { version: '1.1', date: d('2025-06-01'), kind: 'material', summary: 'New fees.' },
        { version: '1.0', date: d('2025-01-15'), kind: 'material', summary: 'Initial publication.' },
      ],
    },
  },
  {
    id: 'eula',
    data: { title: 'EULA', changes: [{ version: '1.3', date: d('2025-01-15'), kind: 'material', summary: 'Initial publication.' }] },
  },
  { id: 'dmca', data: { title: 'DMCA', changes: [{ version: '1.0', date: d('2025-03-02'), kind: 'editorial', summary: 'Typo.' }] } },
];

describe('legal changelog', () => {
  it('lists every change of every document, newest first, in index order on the same day', () => {
    const entries = changelogEntries(docs);
    expect(entries.map((e) => `${e.docId}@${e.version}`)).toEqual(['terms-of-service@1.1', 'dmca@1.0', 'terms-of-service@1.0', 'eula@1.3']);
    expect(entries[0]).toMatchObject({ docTitle: 'Terms of Service', kind: 'material', summary: 'New fees.' });
  });

  it('gives each entry a stable anchor', () => {
    expect(changelogAnchor({ docId: 'eula', version: '1.3' })).toBe('eula-v1-3');
  });
});
