import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Rewrites one bench's section of docs/benchmarks.md (between `<!-- NAME:start -->` and `<!-- NAME:end -->`)
 * and keeps everything else, so each bench owns its numbers and the hand-written notes stay.
 */
export function writeSection(path: URL, name: string, content: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${content.trimEnd()}\n${end}`;
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
}
