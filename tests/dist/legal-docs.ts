/**
 * The legal documents as the built-output audits see them: the frontmatter of
 * every content/legal file (parsed by the real schema) and its built page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFrontmatter } from '~/lib/frontmatter';
import { formatDate } from '~/lib/dates';
import { legalId, legalSchema, type LegalFrontmatter } from '~/lib/legal/schema';
import { readArchive, type FrozenFile } from '~/lib/legal/archive';
import { documentVersions, timeline, type Standing } from '~/lib/legal/timeline';
import { legalPath } from '~/lib/routes';
import { builtAt } from '../built-routes';
import { page, type BuiltPage } from './built';

const dir = join(process.cwd(), 'content/legal');

/** One published version as the audits expect to see it, by the production rules and the build's clock. */
export interface CaseVersion {
  version: string;
  change: LegalFrontmatter['changes'][number];
  published: Date;
  effective: Date;
  frozen?: FrozenFile;
  standing: Standing;
  /** When it is in force, if ever. */
  period?: { from: Date; until?: Date };
}

export interface LegalCase {
  id: string;
  data: LegalFrontmatter;
  page: BuiltPage;
  /** The body the address shows (without the layout's header, table of contents, related links and change list). */
  body: Element;
  /** Every published version, newest first. */
  versions: CaseVersion[];
  /** The version in force by the build's clock, and the ones still to come. */
  inForce?: CaseVersion;
  upcoming: CaseVersion[];
}

const archive = readArchive(process.cwd());

/** A document's versions by the production rules (src/lib/legal/timeline.ts), judged by the build's clock. */
function versionsOf(id: string, data: LegalFrontmatter): Pick<LegalCase, 'versions' | 'inForce' | 'upcoming'> {
  const t = timeline(documentVersions(data.changes, data.effectiveDate, archive.get(id)), builtAt());
  const versions: CaseVersion[] = t.versions.map((v) => ({ ...v, period: v.from && { from: v.from, until: v.until } }));
  const pick = (v?: { version: string }) => versions.find((x) => x.version === v?.version);
  return { versions, inForce: pick(t.inForce), upcoming: t.upcoming.map((u) => pick(u)!) };
}

/** Every legal file's id (its file name) and frontmatter, parsed by the real schema. */
function legalSources(): (LegalFrontmatter & { id: string })[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => ({ id: legalId(file), ...legalSchema.parse(readFrontmatter(readFileSync(join(dir, file), 'utf8'))) }));
}

/** Ids of the legal files marked draft: a production build has no page for them. */
export function draftLegalIds(): string[] {
  return legalSources()
    .filter((data) => data.draft)
    .map((data) => data.id);
}

/** Every published legal document with its built page. */
export function legalCases(): LegalCase[] {
  return legalSources()
    .filter((data) => !data.draft)
    .map((data) => {
      const built = page(legalPath(data.id));
      const body = built.document.querySelector('[data-legal-body]');
      if (!body) throw new Error(`/${data.id}: no [data-legal-body] element`);
      return { id: data.id, data, page: built, body, ...versionsOf(data.id, data) };
    });
}

/** The mark a version carries where it is listed (src/components/legal/VersionEntry.astro), by its standing. */
export function standingText(v: CaseVersion): string {
  switch (v.standing) {
    case 'in-force':
      return `In force since ${formatDate(v.period!.from)}`;
    case 'upcoming':
      return `Upcoming: takes effect on ${formatDate(v.period!.from)}`;
    case 'superseded':
      return `Superseded on ${formatDate(v.period!.until!)}`;
    default:
      return 'Withdrawn before it took effect';
  }
}
