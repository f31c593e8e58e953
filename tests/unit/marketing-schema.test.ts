/**
 * The pricing FAQ's schema (src/lib/schemas/marketing-schema.ts): a writer writes a figure as a
 * {token}, and an unknown one fails naming the tokens there are. The other marketing schemas
 * only declare their fields; every build parses the data files with them.
 */
import { describe, expect, it } from 'vitest';
import { pricingFaqSchema } from '~/lib/schemas/marketing-schema';
import { tokenVocabulary } from '~/lib/facts';

describe('FAQ figures', () => {
  it('rejects an answer with an unknown token, naming the known ones', () => {
    const schema = pricingFaqSchema(tokenVocabulary);
    const ok = { question: 'What does it cost per term?', answer: 'It costs {price.sixMonth} for six months.', order: 0 };
    expect(schema.safeParse(ok).success).toBe(true);
    const bad = schema.safeParse({ ...ok, answer: 'It costs {price} for six months.' });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain(tokenVocabulary[0]);
  });
});
