/**
 * The product data (content/data/product/*.yaml) against its schemas and the
 * specification's counts and figures, without Astro: the schemas are pure and
 * take the image helper as a parameter.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'astro/zod';
import {
  audienceSchema,
  benefitSchema,
  confidenceLevels,
  featureSchema,
  inputMethodSchema,
  societySchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  workflowSchema,
} from '~/lib/schemas/product';
import { tools, useCaseTabs } from '~/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES } from '~/lib/pricing';

// js-yaml is the parser Astro's file loader uses; it ships no type declarations.
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

/** Parse a data file the way the loader does: each entry gets its position as `order`. */
function read(name: string): Record<string, unknown>[] {
  const entries = load(readFileSync(`content/data/product/${name}.yaml`, 'utf8')) as Record<string, unknown>[];
  return entries.map((entry, order) => ({ ...entry, order }));
}
const parseAll = <S extends z.ZodType>(schema: S, name: string) => read(name).map((entry) => schema.parse(entry) as z.infer<S>);

const features = parseAll(featureSchema, 'features');
const stats = parseAll(statSchema, 'stats');
const steps = parseAll(stepSchema(() => z.string()), 'steps');
const inputMethods = parseAll(inputMethodSchema, 'input-methods');
const audiences = parseAll(audienceSchema, 'audiences');
const societies = parseAll(societySchema, 'societies');

describe('product data', () => {
  it('has the six features, one per tool of the products dropdown, in its order', () => {
    expect(features.map((f) => f.id)).toEqual(tools.map((t) => t.id));
    expect(features.map((f) => f.title)).toEqual(tools.map((t) => t.label));
  });

  it('states the marketing figures of the specification in the stats row', () => {
    expect(stats.map((s) => s.number)).toEqual(['90 sec', '15 min', '95%', '4.9/5', '100+', '38 hrs']);
  });

  it('has the four steps in order, ending with monthly payouts', () => {
    expect(steps.map((s) => s.title)).toEqual([
      'Find broken or missing data',
      'Auto-generate metadata',
      'Confirm or correct',
      'Register and recover',
    ]);
    expect(steps.at(-1)!.description).toMatch(/paid out monthly/);
    for (const step of steps) expect(step.image.alt.length).toBeGreaterThan(10);
  });

  it('has three benefits, three testimonials and eight workflows', () => {
    expect(parseAll(benefitSchema, 'benefits')).toHaveLength(3);
    expect(parseAll(testimonialSchema, 'testimonials')).toHaveLength(3);
    expect(parseAll(workflowSchema, 'workflows')).toHaveLength(8);
  });

  it('has six input methods using all three confidence labels and all three control levels', () => {
    expect(inputMethods).toHaveLength(6);
    expect(new Set(inputMethods.map((m) => m.confidence))).toEqual(new Set(Object.keys(confidenceLevels)));
    expect(new Set(inputMethods.map((m) => m.control))).toEqual(new Set(['High', 'Medium', 'Low']));
  });

  it('has one audience per use-case tab, with the call to action of the specification', () => {
    expect(audiences.map((a) => a.id)).toEqual(useCaseTabs.map((t) => t.key));
    const cta = Object.fromEntries(audiences.map((a) => [a.id, a.cta]));
    expect(cta).toEqual({
      artists: 'get-started',
      managers: 'book-a-call',
      publishers: 'book-a-call',
      producerssongwriters: 'get-started',
      labelscatalogowners: 'book-a-call',
      distributors: 'book-a-call',
    });
  });

  it('mentions referral, white-label and API partnerships for publishers and distributors', () => {
    for (const key of ['publishers', 'distributors']) {
      const text = audiences.find((a) => a.id === key)!.partnerships ?? '';
      for (const word of [/referral/i, /white-label/i, /\bAPI\b/]) expect(text, key).toMatch(word);
    }
  });

  it('lists every society of the cross-PRO audit, each with what the audit checks', () => {
    for (const name of CROSS_PRO_AUDIT_SOCIETIES) {
      expect(societies.find((s) => s.name === name)?.auditNote, name).toBeTruthy();
    }
  });
});

describe('product schemas', () => {
  const method = inputMethods[0]!;

  it('reject unknown keys', () => {
    expect(() => statSchema.parse({ order: 0, id: 'x', number: '1', label: 'One', colour: 'red' })).toThrow();
  });

  it('reject a confidence colour that does not match its label', () => {
    expect(() => inputMethodSchema.parse({ ...method, confidence: 'Paused, no story', confidenceColour: 'good' })).toThrow(/confidenceColour/);
    expect(inputMethodSchema.parse({ ...method, confidence: 'Paused, no story', confidenceColour: 'bad' }).confidence).toBe('Paused, no story');
  });

  it('reject a feature that is not one of the six tools, and an unknown icon', () => {
    expect(() => featureSchema.parse({ ...features[0], id: 'teleportation' })).toThrow();
    expect(() => featureSchema.parse({ ...features[0], icon: 'unicorn' })).toThrow();
  });

  it('require alt text on step images', () => {
    expect(() => stepSchema(() => z.string()).parse({ ...steps[0], image: { src: 'a.svg' } })).toThrow();
  });
});
