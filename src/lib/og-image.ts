/**
 * The default social card (1200×630), drawn as SVG from the site config and
 * rasterized at build: social networks want a PNG, and nothing binary needs
 * committing. Pure string building, so it is testable.
 */
import { site } from '../site.config.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Break a sentence into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function defaultCardSvg(): string {
  const lines = wrap(site.tagline, 28);
  const tagline = lines
    .map((line, i) => `<text x="96" y="${300 + i * 78}" font-size="64" font-weight="700" fill="#17151f">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fbfaf7"/>
  <circle cx="1080" cy="90" r="260" fill="#ece8fd"/>
  <circle cx="1130" cy="560" r="150" fill="#f3f1ec"/>
  <g transform="translate(96 96) scale(2.5)">
    <rect width="32" height="32" rx="9" fill="#5b3fd6"/>
    <path d="M10 22V10h7.5a4 4 0 0 1 0 8H14l6 4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="23.5" cy="22" r="1.8" fill="#fff"/>
  </g>
  <text x="200" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="700" fill="#17151f">${escapeXml(site.name)}</text>
  <g font-family="DejaVu Sans, Arial, sans-serif">${tagline}</g>
  <text x="96" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#55525f">${escapeXml(new URL(site.url).host)}</text>
</svg>`;
}
