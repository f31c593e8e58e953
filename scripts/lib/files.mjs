/** Every file below a folder, sorted, for the checks that read the built site. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function walk(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
}
