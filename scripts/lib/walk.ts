/** Every file below a folder, sorted, for the checks that read a built site or a project copy. */
import { globSync } from 'node:fs';
import { join } from 'node:path';

/** Absolute paths of every file (not folder) under `dir`, in a stable order. */
export function walk(dir: string): string[] {
  return globSync('**', { cwd: dir, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
