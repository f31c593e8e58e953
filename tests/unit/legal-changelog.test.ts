import { describe, expect, it } from 'vitest';
import { changelogEntries, changelogAnchor } from '~/lib/legal/changelog';
import { parseIsoDate } from '~/lib/dates';

const v = (version: string, published: string) => ({ version, published: parseIsoDate(published) });
const docs = [
  { id: 'terms-of-service', title: 'Terms of Service', versions: [v('1.1', '2025-06-01'), v('1.0', '2025-01-15')] },
  { id: 'eula', title: 'EULA', versions: [v('1.3', '2025-01-15')] },
  { id: 'dmca', title: 'DMCA', versions: [v('1.10', '2025-03-02'), v('1.9', '2025-03-02')] },
];

describe('legal changelog', () => {
  it('lists every version of every document, newest first, in index order on the same day, then higher versions first', () => {
    const entries = changelogEntries(docs);
    expect(entries.map((e) => `${e.docId}@${e.version.version}`)).toEqual([
      'terms-of-service@1.1',
      'dmca@1.10',
      'dmca@1.9',
      'terms-of-service@1.0',
      'eula@1.3',
    ]);
    expect(entries[0]).toMatchObject({ docTitle: 'Terms of Service' });
  });

  it('gives each entry a stable anchor', () => {
    expect(changelogAnchor({ docId: 'eula', version: { version: '1.3' } })).toBe('eula-v1-3');
  });
});
