/**
 * The figures of the investor updates are counts of people, so a share of a count must be a whole
 * number of them: 63% of 41 members can be 26 (63.4%), but 54% of 8 members is no number of people
 * (4 is 50%, 5 is 62.5%). Read from every published update's tables (and its "N% of members"
 * sentences), so a new update is checked the day it is written:
 * - a row whose label ends in "members" with whole numbers ("Paying members") is the count of each column;
 * - a row whose label starts with "Members" and whose figures are percentages ("Members on the
 *   annual plan") is a share of that count;
 * - a "Change since …" column holds differences from the column before it: "+33" members and
 *   "+13 points" give the count and the share at that earlier time, which must be whole too;
 * - a column headed by an earlier update's month must repeat that update's figures, row by row.
 * Shown percentages are rounded, so a share passes when some whole number of members is within
 * half a point of it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontmatter, splitFrontmatter } from '~/lib/frontmatter';

const folder = join(process.cwd(), 'content', 'investor-updates');

interface Table {
  /** The column headings after the first ("November 2024", "Change since launch week"). */
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

interface Update {
  id: string;
  title: string;
  tables: Table[];
  body: string;
}

/** The Markdown tables of a body: a header row, a separator row, then rows, each line starting with "|". */
function tablesOf(body: string): Table[] {
  const tables: Table[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) continue;
    const cells = (line: string) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim());
    const [, ...columns] = cells(lines[i]!);
    const rows: Table['rows'] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const [label = '', ...values] = cells(lines[j]!);
      rows.push({ label, cells: values });
    }
    tables.push({ columns, rows });
    i = j;
  }
  return tables;
}

const updates: Update[] = readdirSync(folder)
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .map((name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    const data = readFrontmatter(text) as { title: string; draft?: boolean };
    const { body } = splitFrontmatter(text);
    return { id: parse(name).name, title: data.title, draft: data.draft === true, body, tables: tablesOf(body) };
  })
  // Drafts are left out, as a production build leaves them out.
  .filter((update) => !update.draft);

/** "+1,104", "−22", "41" → a number; anything else → undefined. */
function signedNumber(cell: string): number | undefined {
  const match = /^([+\-−]?)([\d,]+)$/.exec(cell.replace(/\s+/g, ''));
  if (!match) return undefined;
  const value = Number(match[2]!.replace(/,/g, ''));
  return match[1] === '-' || match[1] === '−' ? -value : value;
}
/** "63%" → 63. */
const percent = (cell: string) => (/^(\d+(?:\.\d+)?)\s*%$/.test(cell.trim()) ? Number.parseFloat(cell) : undefined);
/** "+13 points", "−2 points" → 13, −2. */
function points(cell: string): number | undefined {
  const match = /^([+\-−]?)(\d+(?:\.\d+)?)\s*points?$/.exec(cell.trim());
  if (!match) return undefined;
  const value = Number(match[2]);
  return match[1] === '-' || match[1] === '−' ? -value : value;
}

/** Whether `share` percent of `count` people is a whole number of them, as a rounded percentage shows it. */
function wholeShare(share: number, count: number): boolean {
  if (!Number.isInteger(count) || count <= 0) return false;
  for (let people = 0; people <= count; people++) if (Math.abs((people * 100) / count - share) <= 0.5) return true;
  return false;
}

const isChange = (heading: string) => /^change\b/i.test(heading);

interface Check {
  where: string;
  share: number;
  count: number;
}

/** Every share of a member count in a table, in each column, with the count it is a share of. */
function tableChecks(update: Update): { checks: Check[]; problems: string[] } {
  const checks: Check[] = [];
  const problems: string[] = [];
  update.tables.forEach((table, t) => {
    const countRow = table.rows.find((row) => /\bmembers$/i.test(row.label) && row.cells.every((cell) => signedNumber(cell) !== undefined));
    const shareRows = table.rows.filter((row) => /^members\b/i.test(row.label) && row.cells.some((cell) => percent(cell) !== undefined));
    if (shareRows.length && !countRow) problems.push(`${update.id}, table ${t + 1}: shares of members but no row counting the members`);
    if (!countRow) return;
    // Each column's count, and each share row's value there: a change column counts from the column to its left.
    table.columns.forEach((heading, c) => {
      const base = isChange(heading) ? c - 1 : c;
      if (base < 0 || isChange(table.columns[base]!)) {
        problems.push(`${update.id}, table ${t + 1}: "${heading}" has no column of figures to its left`);
        return;
      }
      const baseCount = signedNumber(countRow.cells[base]!)!;
      const count = isChange(heading) ? baseCount - signedNumber(countRow.cells[c]!)! : baseCount;
      for (const row of shareRows) {
        const baseShare = percent(row.cells[base] ?? '');
        const change = isChange(heading) ? points(row.cells[c] ?? '') : 0;
        const where = `${update.id}: "${row.label}" in "${heading}"`;
        if (baseShare === undefined || change === undefined) {
          problems.push(`${where} is "${row.cells[c]}", not a percentage or a change in points`);
          continue;
        }
        const share = baseShare - change;
        const reading = isChange(heading)
          ? `${row.cells[base]} then ${row.cells[c]}: ${share}% of ${count} members`
          : `${share}% of ${count} members`;
        checks.push({ where: `${where} (${reading})`, share, count });
      }
    });
  });
  return { checks, problems };
}

/** "22% of members" in the body: a share of the update's own member count (the first column of its count row). */
function proseChecks(update: Update): Check[] {
  const countRow = update.tables.flatMap((table) => table.rows).find((row) => /\bmembers$/i.test(row.label));
  const count = countRow ? signedNumber(countRow.cells[0] ?? '') : undefined;
  if (count === undefined) return [];
  return [...update.body.matchAll(/(\d+(?:\.\d+)?)% of (?:our |all )?members\b/g)].map((match) => ({
    where: `${update.id}: "${match[0]}" (of ${count} members)`,
    share: Number.parseFloat(match[1]!),
    count,
  }));
}

const found = updates.map((update) => ({ update, ...tableChecks(update), prose: proseChecks(update) }));

describe('investor update figures', () => {
  it('finds shares of a member count to check', () => {
    expect(
      found.flatMap((f) => f.checks),
      'no table of an investor update holds a share of a member count: the check would pass on nothing',
    ).not.toEqual([]);
  });

  it.each(found.map((f) => [f.update.id, f] as const))('%s: every table reads as counts and shares', (_id, { problems }) => {
    expect(problems).toEqual([]);
  });

  it.each(found.map((f) => [f.update.id, f] as const))(
    '%s: every share of members, and every change in points, is a whole number of members',
    (_id, { checks, prose }) => {
      const broken = [...checks, ...prose].filter((check) => !wholeShare(check.share, check.count)).map((check) => check.where);
      expect(broken).toEqual([]);
    },
  );

  it('a column headed by an earlier update’s month repeats that update’s figures', () => {
    // An update's own column is its first; a later update names it by the same heading.
    const own = new Map(
      updates
        .filter((update) => update.tables.length)
        .map((update) => [update.tables[0]!.columns[0]!, { id: update.id, rows: update.tables[0]!.rows }] as const),
    );
    const mismatches: string[] = [];
    let compared = 0;
    for (const update of updates) {
      for (const table of update.tables) {
        table.columns.forEach((heading, c) => {
          const earlier = own.get(heading);
          if (c === 0 || !earlier || earlier.id === update.id) return;
          for (const row of table.rows) {
            const before = earlier.rows.find((r) => r.label === row.label);
            if (!before) continue;
            compared++;
            if (before.cells[0] !== row.cells[c]) {
              mismatches.push(`${update.id}: "${row.label}" for ${heading} is ${row.cells[c]}, but ${earlier.id} gave ${before.cells[0]}`);
            }
          }
        });
      }
    }
    expect(mismatches).toEqual([]);
    // With more than one update holding a table, some later update looks back at an earlier one.
    if (own.size > 1) expect(compared).toBeGreaterThan(0);
  });
});
