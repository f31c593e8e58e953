/**
 * The data files' reader (src/loaders/ordered-file.ts): the writer's order of a list's entries,
 * and a file that is not YAML failing with its name instead of publishing nothing.
 */
import { describe, expect, it } from 'vitest';
import { entryIds } from '~/loaders/ordered-file';

describe('entry ids of a data file', () => {
  it("keeps a list's order, naming entries by id or slug", () => {
    expect(entryIds('list.yaml', '- id: b\n- slug: a\n- id: c\n')).toEqual({ ids: ['b', 'a', 'c'], list: true });
  });

  it('names the entries of a keyed file by their keys', () => {
    expect(entryIds('keyed.yaml', 'second: 1\nfirst: 2\n')).toEqual({ ids: ['second', 'first'], list: false });
  });

  it('fails on a file that is not YAML, naming the file', () => {
    // A line that starts with a flow mapping and goes on after it, as a writer's quote can.
    expect(() => entryIds('content/data/company/one-pager.yaml', '- id: a\n  text: {claim} and more\n')).toThrow(
      /content\/data\/company\/one-pager\.yaml is not valid YAML/,
    );
  });
});
