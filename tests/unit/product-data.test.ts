/**
 * The product data (content/data/product/*.yaml) against the rules that tie it to the
 * navigation and the pricing module, and the product schemas' own rules, without Astro: the
 * schemas are pure and take the image helper as a parameter. Every build parses every file.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'astro/zod';
import {
  audienceSchema,
  featureSchema,
  confidenceLevels,
  inputMethodSchema,
  societySchema,
  stepSchema,
} from '~/lib/schemas/product-schema';
import { tools, useCaseTabs } from '~/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES } from '~/lib/pricing';

/** Parse a data file the way the loader does: each entry gets its position as `order`. */
function read(name: string): Record<string, unknown>[] {
  const entries = parseYaml(readFileSync(`content/data/product/${name}.yaml`, 'utf8')) as Record<string, unknown>[];
  return entries.map((entry, order) => ({ ...entry, order }));
}
const parseAll = <S extends z.ZodType>(schema: S, name: string) => read(name).map((entry) => schema.parse(entry) as z.infer<S>);

const features = parseAll(featureSchema, 'features');
const steps = parseAll(
  stepSchema(() => z.string()),
  'steps',
);
const inputMethods = parseAll(inputMethodSchema, 'input-methods');
const audiences = parseAll(audienceSchema, 'audiences');
const societies = parseAll(societySchema, 'societies');

describe('product data', () => {
  it('has one feature per tool of the products dropdown, in its order', () => {
    expect(features.map((f) => f.id)).toEqual(tools.map((t) => t.id));
    expect(features.map((f) => f.title)).toEqual(tools.map((t) => t.label));
  });

  it('has one audience per use-case tab', () => {
    expect(audiences.map((a) => a.id)).toEqual(useCaseTabs.map((t) => t.key));
  });

  it('describes every society of the cross-PRO audit with what the audit checks', () => {
    for (const name of CROSS_PRO_AUDIT_SOCIETIES) {
      expect(societies.find((s) => s.name === name)?.auditNote, name).toBeTruthy();
    }
  });
});

describe('product schemas', () => {
  const method = inputMethods[0]!;

  it('accept only the known confidence labels, each with its color', () => {
    expect(() => inputMethodSchema.parse({ ...method, confidence: 'Probably fine' })).toThrow(/confidence/);
    for (const label of Object.keys(confidenceLevels)) {
      expect(inputMethodSchema.parse({ ...method, confidence: label }).confidence).toBe(label);
    }
    expect(new Set(Object.values(confidenceLevels))).toEqual(new Set(['good', 'warn', 'bad']));
  });

  it('reject a feature that is not one of the six tools, and an unknown icon', () => {
    expect(() => featureSchema.parse({ ...features[0], id: 'teleportation' })).toThrow();
    expect(() => featureSchema.parse({ ...features[0], icon: 'unicorn' })).toThrow();
  });

  it('require alt text on step images', () => {
    expect(() => stepSchema(() => z.string()).parse({ ...steps[0], image: { src: 'a.svg' } })).toThrow();
  });
});
