/**
 * The shared facts (content/facts.yaml through src/lib/facts.ts): the file's
 * schema names the fact at fault, values read as prose the one way, and an
 * unknown name fails naming the file. Expectations come from the file itself.
 */
import { describe, expect, it } from 'vitest';
import { parseFacts, readFactsFile } from '~/lib/facts-file';
import { fact, fillTokens, formatValue, retentionRows } from '~/lib/facts';

const file = readFactsFile();

describe('the facts file', () => {
  it('fails naming the fact and the field at fault', () => {
    expect(() => parseFacts('notice:\n  priceChange: { value: 30, unit: days, favors: sideways }\n')).toThrow(
      /content\/facts\.yaml: notice\.priceChange\.favors: expected one of higher, lower, promise, none/,
    );
    expect(() => parseFacts('retention:\n  row: { scope: personal, value: 1, unit: years, favors: lower }\n')).toThrow(
      /retention\.row: a retention row needs record/,
    );
  });
});

describe('a fact in prose', () => {
  it('formats a value by its unit', () => {
    expect(formatValue({ value: 1000, unit: 'usd' })).toBe('$1,000');
    expect(formatValue({ value: 10, unit: 'percent' })).toBe('10%');
    expect(formatValue({ value: 1, unit: 'days' })).toBe('1 day');
    expect(formatValue({ value: 30, unit: 'days' })).toBe('30 days');
    expect(formatValue({ value: '5–7', unit: 'business-days' })).toBe('5–7 business days');
    expect(formatValue({ value: 'the State of California' })).toBe('the State of California');
  });

  it('states a retention period with its starting point', () => {
    for (const scope of ['contract', 'personal', 'processor'] as const) {
      for (const row of retentionRows(scope)) {
        const entry = file.retention[row.name.slice('retention.'.length)];
        const own = [formatValue(entry), entry.starts].filter(Boolean).join(' ');
        expect(row.period).toBe(own.replace(/\{(\w+\.[\w-]+)\}/g, (_, name: string) => fact(name).text));
      }
    }
  });

  it('fills a fact named inside another, so a figure is written once', () => {
    expect(fact('export.rule').text).toContain(fact('export.window').text);
    expect(fact('export.rule').text).not.toContain('{');
  });

  it('fills a {token} of a data file by the name of its fact; an unknown one fails listing the names', () => {
    expect(fillTokens('{price.threshold} for {export.window}')).toBe(`${fact('price.threshold').text} for ${fact('export.window').text}`);
    expect(() => fillTokens('{threshold}')).toThrow(/unknown token \{threshold\}.*\{price\.threshold\}/);
  });

  it('fails on an unknown name, naming the file to add it to', () => {
    expect(() => fact('notice.nothing')).toThrow(/no shared fact "notice\.nothing": add it to content\/facts\.yaml/);
  });
});
