import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import {
  comparisonRowSchema,
  homeHeroSchema,
  logoSchema,
  partnerLogoSchema,
  pricingFaqSchema,
  toolEntrySchema,
} from '~/lib/schemas/marketing-schema';
import { tokenVocabulary } from '~/lib/facts';

// Stand-in for Astro's image() helper: a path string.
const image = () => z.string();

describe('marketing schemas', () => {
  it('accepts a logo and rejects one without alt text, with an unknown key or an absurd height', () => {
    const logo = { src: '../../src/assets/logos/kilnbyte.svg', alt: 'Kilnbyte', height: 32, order: 0 };
    expect(logoSchema(image).safeParse(logo).success).toBe(true);
    expect(logoSchema(image).safeParse({ ...logo, alt: '' }).success).toBe(false);
    expect(logoSchema(image).safeParse({ ...logo, url: 'x' }).success).toBe(false);
    expect(logoSchema(image).safeParse({ ...logo, height: 400 }).success).toBe(false);
    expect(partnerLogoSchema(image).safeParse({ ...logo, category: 'tech' }).success).toBe(true);
    expect(partnerLogoSchema(image).safeParse({ ...logo, category: 'bakery' }).success).toBe(false);
  });

  it('requires a figure in a tool cost and all three booleans in a comparison row', () => {
    const tool = {
      tool: 'Royalty Recovery',
      whatItDoes: 'Claims what you are owed.',
      replaces: 'An administrator',
      avgCost: '$2,000+ per year',
      order: 0,
    };
    expect(toolEntrySchema.safeParse(tool).success).toBe(true);
    expect(toolEntrySchema.safeParse({ ...tool, avgCost: 'a lot' }).success).toBe(false);
    expect(comparisonRowSchema.safeParse({ label: 'Registers fast', product: true, humanAgent: false, diy: false, order: 0 }).success).toBe(
      true,
    );
    expect(comparisonRowSchema.safeParse({ label: 'Registers fast', product: true, humanAgent: false, order: 0 }).success).toBe(false);
  });

  it('requires exactly six hero lines', () => {
    const hero = {
      lines: Array(6).fill('A benefit line that is long enough.'),
      finalStatement: 'The final statement.',
      disclaimer: 'Results vary from catalog to catalog.',
    };
    expect(homeHeroSchema.safeParse(hero).success).toBe(true);
    expect(homeHeroSchema.safeParse({ ...hero, lines: hero.lines.slice(1) }).success).toBe(false);
  });
});

describe('FAQ figures', () => {
  const schema = pricingFaqSchema(tokenVocabulary);

  it('rejects an answer with an unknown token, naming the known ones', () => {
    const ok = { question: 'What does it cost per term?', answer: 'It costs {sixMonthPrice} for six months.', order: 0 };
    expect(schema.safeParse(ok).success).toBe(true);
    const bad = schema.safeParse({ ...ok, answer: 'It costs {price} for six months.' });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('threshold');
  });

  it('only links to pages of this site', () => {
    const ok = { question: 'Can I cancel at any time?', answer: 'Yes, whenever you like.', order: 0 };
    expect(schema.safeParse({ ...ok, link: { href: '/cancellation-policy', label: 'Read the policy' } }).success).toBe(true);
    expect(schema.safeParse({ ...ok, link: { href: 'https://elsewhere.example', label: 'Read the policy' } }).success).toBe(false);
  });
});
