/**
 * Every article's social card (src/lib/og-image.ts), by the path of the page
 * it belongs to: each press release, investor update, case study and policy.
 * The card route (src/pages/og/[...card].png.ts) draws them; the pages point
 * og:image and twitter:image at them with socialCardPath.
 */
import { getCaseStudies } from './case-studies';
import { getInvestorUpdates } from './investor-updates';
import { getLegalDocuments, legalToday } from './legal';
import { getPressReleases } from './press';
import { formatDate } from '~/lib/dates';
import type { SocialCard } from '~/lib/og-image';
import { formatUsd } from '~/lib/pricing';
import { legalPath, pressPath, caseStudyPath, investorUpdatePath } from '~/lib/routes';

export async function getSocialCards(): Promise<{ page: string; card: SocialCard }[]> {
  const [press, updates, studies, policies] = await Promise.all([
    getPressReleases(),
    getInvestorUpdates(),
    getCaseStudies(),
    getLegalDocuments(),
  ]);
  return [
    ...press.map((r) => ({ page: pressPath(r.id), card: { title: r.data.title, kind: 'Press release', detail: formatDate(r.data.date) } })),
    ...updates.map((u) => ({
      page: investorUpdatePath(u.id),
      card: { title: u.data.title, kind: 'Investor update', detail: formatDate(u.data.date) },
    })),
    ...studies.map((s) => ({
      page: caseStudyPath(s.id),
      card: { title: s.data.title, kind: 'Case study', detail: `${formatUsd(s.data.results.revenueRecovered * 100)} recovered` },
    })),
    ...policies.map((doc) => {
      const { shown } = legalToday(doc);
      return {
        page: legalPath(doc.id),
        card: { title: doc.data.title, kind: 'Policy', detail: `Version ${shown.version} · effective ${formatDate(shown.effective)}` },
      };
    }),
  ];
}
