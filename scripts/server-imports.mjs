#!/usr/bin/env node
// How apps/server/src's files import each other (issue 26): file circles, pairs of modules importing each other
// and imports into another module's private files. Run: `node scripts/server-imports.mjs [--list]`.
// Type-only imports count: they tie the modules' shapes together all the same. Tests are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', 'apps/server/src');
const list = process.argv.includes('--list');

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '__tests__' && name !== 'test') walk(path);
    } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(path);
  }
})(ROOT);

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const resolveSpecifier = (from, spec) => {
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
};
const edges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(file, match[1] ?? match[2]);
    if (target && edges.has(target)) edges.get(file).add(target);
  }
}

/** The unit a file belongs to: `modules/<name>` or the top folder (`lib`, `jobs`, `db`, ...). */
const unitOf = (file) => {
  const parts = relative(ROOT, file).split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0] : '(root)';
};

// File circles: strongly connected components of more than one file (Tarjan).
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
const strongConnect = (file) => {
  state.set(file, { index, low: index, onStack: true });
  index++;
  stack.push(file);
  for (const next of edges.get(file)) {
    if (!state.has(next)) {
      strongConnect(next);
      state.get(file).low = Math.min(state.get(file).low, state.get(next).low);
    } else if (state.get(next).onStack)
      state.get(file).low = Math.min(state.get(file).low, state.get(next).index);
  }
  if (state.get(file).low === state.get(file).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component);
  }
};
for (const file of files) if (!state.has(file)) strongConnect(file);

const unitEdges = new Map();
let crossImports = 0;
const intoPrivate = [];
for (const [file, targets] of edges) {
  for (const target of targets) {
    const from = unitOf(file);
    const to = unitOf(target);
    if (from === to) continue;
    crossImports++;
    if (!unitEdges.has(from)) unitEdges.set(from, new Set());
    unitEdges.get(from).add(to);
    if (to.startsWith('modules/') && !target.endsWith('/index.ts'))
      intoPrivate.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
  }
}
const mutual = [];
for (const [from, tos] of unitEdges)
  for (const to of tos) if (from < to && unitEdges.get(to)?.has(from)) mutual.push(`${from} <-> ${to}`);

console.log(`files: ${files.length}, imports across units: ${crossImports}`);
console.log(`file circles: ${circles.length} (${circles.reduce((sum, c) => sum + c.length, 0)} files)`);
console.log(`pairs of units importing each other: ${mutual.length}`);
console.log(`imports into another module's files other than its index.ts: ${intoPrivate.length}`);
if (list) {
  for (const circle of circles) console.log(`  circle: ${circle.map((f) => relative(ROOT, f)).join(', ')}`);
  for (const pair of mutual) console.log(`  mutual: ${pair}`);
}
