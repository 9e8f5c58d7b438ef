import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A copy of the built web app (WEB_DIST_DIR, else apps/web/dist), so a build started by someone else during
 * the run cannot swap the files under the browser. The copy's folder is named `dist` as the server expects.
 */
export function snapshotWebDist(): { dir: string; source: string; remove: () => void } | null {
  const source = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  if (!existsSync(join(source, 'index.html'))) return null;
  const parent = mkdtempSync(join(tmpdir(), 'salon-bench-web-'));
  const dir = join(parent, 'dist');
  cpSync(source, dir, { recursive: true });
  return { dir, source, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
