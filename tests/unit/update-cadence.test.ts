/**
 * The sentence the evergreen investor pages say about the updates, derived from their dates
 * (src/lib/update-cadence.ts), so it cannot go stale the way "Every month we write" did.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '~/lib/dates';
import { newestUpdate, oneAMonth, updatesCadence } from '~/lib/update-cadence';

const update = (date: string, title = `Update of ${date}`) => ({ date: parseIsoDate(date), title });

describe('investor updates cadence', () => {
  it('names the months of consecutive updates as one a month, in any input order', () => {
    const three = [update('2025-01-31'), update('2024-11-29'), update('2024-12-20')];
    expect(oneAMonth(three)).toBe(true);
    expect(updatesCadence(three)).toBe('Three updates, one a month from November 2024 to January 2025.');
  });

  it('says "between" when a month is skipped or doubled, so it never claims a cadence the dates do not show', () => {
    expect(updatesCadence([update('2024-11-29'), update('2025-01-31')])).toBe('Two updates between November 2024 and January 2025.');
    expect(oneAMonth([update('2024-11-01'), update('2024-11-29'), update('2024-12-20')])).toBe(false);
    expect(updatesCadence([update('2024-11-01'), update('2024-11-29')])).toBe('Two updates, all in November 2024.');
  });

  it('speaks of one update, or none, plainly', () => {
    expect(updatesCadence([update('2024-11-29')])).toBe('One update, sent November 29, 2024.');
    expect(updatesCadence([])).toBe('No updates yet.');
  });

  it('counts past ten in figures', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => update(`2025-${String(i + 1).padStart(2, '0')}-15`));
    expect(updatesCadence(twelve)).toBe('12 updates, one a month from January 2025 to December 2025.');
  });

  it('finds the newest update whatever the order', () => {
    expect(newestUpdate([update('2024-11-29', 'Nov'), update('2025-01-31', 'Jan'), update('2024-12-20', 'Dec')])?.title).toBe('Jan');
    expect(newestUpdate([])).toBeUndefined();
  });
});
