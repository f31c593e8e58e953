import { readFileSync } from 'node:fs';
import { extractVisible } from '../src/lib/legal/text.ts';
const [id, v] = process.argv.slice(2);
const d = extractVisible(readFileSync(`dist/${id}/versions/${v}/index.html`, 'utf8'));
console.log(d.sections.map((s) => s.blocks.map((b) => `${b.tag}: ${b.text}`).join('\n')).join('\n'));
