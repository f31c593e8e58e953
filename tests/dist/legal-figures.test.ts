/**
 * Content check (docs/decisions.md#legal-documents): each built legal document states the
 * figures listed for it below (retention periods, notice periods, response
 * times, fees). A figure is expected in
 * the same sentence (or table row) as what it measures, so "30 days" in one
 * place cannot stand in for "30 days" somewhere else. Prices and fees come
 * from the pricing module and addresses from the site config, as the text
 * takes them.
 */
import { describe, expect, it } from 'vitest';
import { legalCases, sentences } from './legal-docs';
import { normalizeText } from '~/lib/legal/text';
import { fees } from '~/lib/legal/figures';
import { site } from '~/site.config';

type Pattern = string | RegExp;
/** One figure: every pattern must match within one sentence or table row. */
type Figure = Pattern[];

const esc = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const money = (s: string) => new RegExp(`${s.replace(/[$,.]/g, (c) => `\\${c}`)}(?![\\d,])`);

const FIGURES: Record<string, Figure[]> = {
  'terms-of-service': [
    [/California/, /govern/i],
    [/San Diego/, /arbitrat/i],
    [/American Arbitration Association/],
    [/\b18\b/, /old|age/i],
    [/multiple accounts/i, /name/i, /e-?mail/i, /card/i, /payment/i],
    [/Additional Users?/],
    [/Read Only/],
    [/Editing/],
    [money(fees.threshold), /royalt/i],
    [esc(fees.adminFee), /administrative fee/i],
    [/account credit/i, /subscription price/i],
    [/setup fee/i],
    [/catalog expansion fees?/i],
    [/tax documents/i, /royalt/i, /\b(until|before)\b/i],
    [/30%/, /outside the United States|foreign/i, /treaty/i],
    [/24%/, /backup withholding/i, /W-9/],
    [money('$10'), /1099/],
    [/account data/i, /\b7 years\b/],
    [/financial records/i, /\b10 years\b/],
    [/royalty data/i, /\b7 years after the final payment\b/i],
    [/marketing/i, /\b3 years of inactivity\b/i],
    [/99\.5%/, /available|uptime/i],
    [/\b30 days\b/, /price/i],
    [/\b30 days\b/, /opt out/i, /arbitration/i],
    [/\b30 days\b/, /informal/i],
    [/\b2 years\b/, /claim/i],
    [/greater of/i, /\b12 months\b/, money('$1,000')],
    [esc(site.office.hours)],
    [/24 hours/, /reply|respon/i],
  ],
  'privacy-policy': [
    [/account data/i, /\b3 years after\b/i, /clos/i],
    [/financial records/i, /\b7 years\b/],
    [/usage data/i, /individual/i, /\b1 year\b/],
    [/aggregated/i, /\b2 years\b/],
    [/support communications/i, /\b3 years\b/],
    [/marketing/i, /withdraw/i, /consent/i, /\b2 years\b/],
    [/creative content/i, /indefinitely/i],
    [/\b30 days\b/, /request/i],
    [/\b45 days\b/, /California/],
    [/Irish law/i, /courts of Ireland/i],
    [/\b24 hours\b/, /contain|assess/i],
    [/\b72 hours\b/, /notif/i],
    [/TLS 1\.2/],
    [/AES-256/],
    [/\b18\b/, /under|over|aged/i],
  ],
  eula: [
    [/Delaware/, /govern/i],
    [/San Diego/, /arbitrat/i],
    [/class action/i],
    [/\b12 months\b/, /paid/i],
    [money('$100,000'), /confidential/i],
    [/Read Only/, /Editing/],
    [/\b18\b/, /old/i],
  ],
  'data-processing-agreement': [
    [/processor/i],
    [/controller|data exporter/i],
    [/\b72 hours\b/, /breach|notif/i],
    [/\b24 hours\b/, /contain|assess/i],
    [/TLS 1\.2/],
    [/AES-256/],
    [/\b5 business days\b/, /request/i],
    [/audit/i, /\b(once|one|1)\b.*\byear\b|annual/i],
    [/audit/i, /\b30 days\b/, /notice/i],
    [/subprocessor/i, /\b30 days\b/, /notice|notif/i],
    [/\b14 days\b/, /object/i],
    [/\b30 days\b/, /cure/i],
    [/\b7 years\b/, /confidential/i],
    [money('$100,000'), /confidential/i],
    [/\b12 months\b/, /liab|paid/i],
    [/financial records/i, /\b7 years\b/],
    [/\b18 months\b/, /royalt/i],
    [/support/i, /\b3 years\b/],
    [/\b30 days\b/, /delet/i],
    [/Clause 16/],
    [/Clause 17/],
    [/Clause 18/],
    [/Annex I\b/],
    [/Annex II\b/],
    [/supervisory authority/i],
    [/Ireland|Irish/],
    [/hosting/i],
    [/authentication/i],
    [/messaging/i],
    [/United States/, /subprocessor|provider/i],
    [/multi-factor authentication/i],
    [/role-based access control/i],
  ],
  dmca: [
    [/counter-notice|counter-notification/i],
    [/repeat infringer/i],
    [/penalty of perjury/i],
    [/good faith/i],
    [/misrepresent/i],
    [esc(site.emails.dmca)],
  ],
  'cancellation-policy': [
    [/end of/i, /period|term/i, /paid/i],
    [/renew/i],
    [/\b30 days\b/, /export/i],
    [/refund/i],
    [/6-month|six-month/i],
    [/annual/i],
  ],
  'account-credit-policy': [
    [/\b7 days\b/, /purchase/i],
    [/\b5[–-]7 business days\b/],
    [/most recent/i, /payment/i],
    [/severe technical/i],
    [/critical bugs?/i],
    [/account access/i],
    [/minor performance/i],
    [/third-party/i, /integration/i],
    [/change of mind|changed your mind/i],
    [/mistake/i],
    [/partial(ly)? us/i],
    [/e-?mail/i, /subscription/i, /account/i],
    [/screenshots?/i, /recording/i],
    [/browser/i, /device/i],
    [/error messages?/i],
    [/fraud/i, /suspen/i],
    [/cash refunds?/i],
    [money(fees.threshold), /account credit|credit/i],
  ],
};

/** Each spec section a document must have, by heading text (dmca: spec, "Copyright and takedown policy"). */
const SECTIONS: Record<string, RegExp[]> = {
  dmca: [/notice/i, /respon/i, /counter/i, /repeat infringer/i, /misuse/i],
  'data-processing-agreement': [/Clause 16/, /Clause 17/, /Clause 18/, /Annex I\b/, /Annex II\b/, /subprocessors/i, /contact/i],
  'account-credit-policy': [/qualif/i, /not qualify/i, /request/i],
};

/** Words in the body below which a document is a sketch, not a policy; a short billing policy is still a page or two. */
const MIN_WORDS: Record<string, number> = {
  'terms-of-service': 2500,
  'data-processing-agreement': 4000,
  'privacy-policy': 1500,
  eula: 1500,
};

const cases = legalCases();

describe('every legal document states the figures it must state', () => {
  it('finds every document that has required figures', () => {
    const published = new Set(cases.map((c) => c.id));
    expect(
      Object.keys(FIGURES).filter((id) => !published.has(id)),
      'required documents missing',
    ).toEqual([]);
  });

  // Documents added later carry no required figures; these are the first seven.
  describe.each(cases.filter((c) => c.id in FIGURES).map((c) => [c.id, c] as const))('/%s', (id, { body }) => {
    const all = sentences(body);
    const text = normalizeText(body.textContent ?? '');

    it('is long enough to be a real policy', () => {
      expect(text.split(' ').length).toBeGreaterThan(MIN_WORDS[id] ?? 800);
    });

    it.each((FIGURES[id] ?? []).map((figure) => [figure.map(String).join(' + '), figure] as const))('states %s', (_label, figure) => {
      const hit = all.find((sentence) => figure.every((p) => (typeof p === 'string' ? sentence.includes(p) : p.test(sentence))));
      expect(hit, `no sentence or row of /${id} contains ${figure.map(String).join(' and ')}`).toBeTruthy();
    });

    it('has its required sections', () => {
      const headings = [...body.querySelectorAll('h2, h3')].map((h) => normalizeText(h.textContent ?? ''));
      for (const section of SECTIONS[id] ?? []) {
        expect(
          headings.some((h) => section.test(h)),
          `${section} among ${headings.join(' / ')}`,
        ).toBe(true);
      }
    });
  });

  it('the DPA writes clause 16 out in full', () => {
    const { body } = cases.find((c) => c.id === 'data-processing-agreement')!;
    const children = [...body.children];
    const start = children.findIndex((el) => /Clause 16/.test(el.querySelector('h3')?.textContent ?? ''));
    const end = children.findIndex((el, i) => i > start && el.querySelector('h2, h3'));
    const clause = normalizeText(
      children
        .slice(start, end)
        .map((el) => el.textContent)
        .join(' '),
    );
    expect(clause.split(' ').length).toBeGreaterThan(250);
    expect(clause).toMatch(/suspend/i);
    expect(clause).toMatch(/terminat/i);
    expect(clause).toMatch(/return|delet/i);
  });
});
