/**
 * The legal documents as the built-output audits see them: the frontmatter of
 * every content/legal file (parsed by the real schema), its built page, and its
 * versions by the production timeline (src/lib/legal/timeline.ts) on the build's clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFrontmatter } from '~/lib/frontmatter';
import { formatDate } from '~/lib/dates';
import { legalId, legalSchema, type LegalChange, type LegalFrontmatter } from '~/lib/legal/schema';
import { readArchive } from '~/lib/legal/archive';
import { documentVersions, timeline, type ArchivedVersion, type Timeline } from '~/lib/legal/timeline';
import { legalPath } from '~/lib/routes';
import { builtAt } from '../built-routes';
import { page, type BuiltPage } from './built';

const dir = join(process.cwd(), 'content/legal');
const archive = readArchive(process.cwd());

type CaseTimeline = Timeline<ArchivedVersion<LegalChange>>;
export type CaseVersion = CaseTimeline['versions'][number];

export interface LegalCase extends Pick<CaseTimeline, 'versions' | 'inForce' | 'upcoming'> {
  id: string;
  data: LegalFrontmatter;
  page: BuiltPage;
  /** The body the address shows (without the layout's header, table of contents, related links and change list). */
  body: Element;
}

/** Every legal file's id (its file name) and frontmatter, parsed by the real schema. */
function legalSources(): (LegalFrontmatter & { id: string })[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => ({ id: legalId(file), ...legalSchema.parse(readFrontmatter(readFileSync(join(dir, file), 'utf8'))) }));
}

/** Every published legal document with its built page. */
export function legalCases(): LegalCase[] {
  return legalSources()
    .filter((data) => !data.draft)
    .map((data) => {
      const built = page(legalPath(data.id));
      const body = built.document.querySelector('[data-legal-body]');
      if (!body) throw new Error(`/${data.id}: no [data-legal-body] element`);
      const { versions, inForce, upcoming } = timeline(documentVersions(data.changes, data.effectiveDate, archive.get(data.id)), builtAt());
      return { id: data.id, data, page: built, body, versions, inForce, upcoming };
    });
}

/** The mark a version carries where it is listed (src/components/legal/VersionEntry.astro), by its standing. */
export function standingText(v: CaseVersion): string {
  if (v.standing === 'in-force') return `In force since ${formatDate(v.from!)}`;
  if (v.standing === 'upcoming') return `Upcoming: takes effect on ${formatDate(v.from!)}`;
  return v.standing === 'superseded' ? `Superseded on ${formatDate(v.until!)}` : 'Withdrawn before it took effect';
}
