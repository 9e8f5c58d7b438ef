#!/usr/bin/env node
// How the files of the server and of the web app import each other (docs/architecture.md "Layers"): file
// circles, pairs of units importing each other, imports that run from a lower layer back up to a higher one,
// and (server) imports into another module's files other than its index.ts. `--check` fails on any of them
// (run by `npm run lint`), and on a server face that hands out a whole repository object; `--list` names each
// one. Type-only imports count: they tie shapes together all the same. Tests and test fixtures are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = resolve(dirname(new URL(import.meta.url).pathname), '..');
const list = process.argv.includes('--list');
const check = process.argv.includes('--check');

/**
 * Each part's layers, lowest first: a file may import its own layer or a lower one. Modules (server) and
 * features (web) are units of their own inside their layer; two of them never import each other.
 */
const PARTS = [
  {
    name: 'server',
    root: 'apps/server/src',
    layers: [['db'], ['lib'], ['plugins'], ['modules'], ['(root)', 'cli', 'seed']],
    unitOf: (parts) =>
      parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0] : '(root)',
    faces: true,
  },
  {
    name: 'web',
    root: 'apps/web/src',
    layers: [['locales'], ['lib'], ['components'], ['features'], ['app', '(root)']],
    unitOf: (parts) =>
      parts[0] === 'features' ? `features/${parts[1]}` : parts.length > 1 ? parts[0] : '(root)',
    faces: false,
  },
];

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]|import\(\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]\s*\)/g;

function graphOf(part) {
  const ROOT = join(REPO, part.root);
  const files = [];
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '__tests__' && name !== 'test') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  })(ROOT);
  const resolveSpecifier = (from, spec) => {
    const base = (spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(from), spec)).replace(
      /\.js$/,
      '',
    );
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
  };
  const edges = new Map(files.map((file) => [file, new Set()]));
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[1] ?? match[2]);
      if (target && edges.has(target)) edges.get(file).add(target);
    }
  }
  const unitOf = (file) => part.unitOf(relative(ROOT, file).split('/'));
  const layerOf = (unit) => part.layers.findIndex((layer) => layer.includes(unit.split('/')[0]));
  return { ROOT, files, edges, unitOf, layerOf };
}

/** Strongly connected components of more than one file (Tarjan). */
function circlesOf(files, edges) {
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
  return circles;
}

let problems = 0;
for (const part of PARTS) {
  const { ROOT, files, edges, unitOf, layerOf } = graphOf(part);
  const name = (file) => relative(ROOT, file);
  const circles = circlesOf(files, edges);
  const unitEdges = new Map();
  const upward = [];
  const intoPrivate = [];
  const unplaced = new Set();
  let crossImports = 0;
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const from = unitOf(file);
      const to = unitOf(target);
      if (from === to) continue;
      crossImports++;
      if (!unitEdges.has(from)) unitEdges.set(from, new Set());
      unitEdges.get(from).add(to);
      for (const unit of [from, to]) if (layerOf(unit) < 0) unplaced.add(unit);
      if (layerOf(to) > layerOf(from)) upward.push(`${name(file)} -> ${name(target)}`);
      if (part.faces && to.startsWith('modules/') && !/\/index\.ts$/.test(target))
        intoPrivate.push(`${name(file)} -> ${name(target)}`);
    }
  }
  // A face names what other modules may use, one function each; a repository object would hand out every
  // query of the module. appointment-view is a read model: its one repository is all it is.
  const wholeRepositories = [];
  if (part.faces)
    for (const file of files) {
      const unit = unitOf(file);
      if (!/modules\/[^/]+\/index\.ts$/.test(file) || unit === 'modules/appointment-view') continue;
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g))
        for (const exported of names.split(',').map((item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ))
          if (/Repository$/.test(exported)) wholeRepositories.push(`${name(file)} exports ${exported}`);
    }
  const mutual = [];
  for (const [from, tos] of unitEdges)
    for (const to of tos) if (from < to && unitEdges.get(to)?.has(from)) mutual.push(`${from} <-> ${to}`);

  console.log(`${part.name} (${part.root}): ${files.length} files, ${crossImports} imports across units`);
  console.log(`  file circles: ${circles.length}`);
  console.log(`  pairs of units importing each other: ${mutual.length}`);
  console.log(`  imports back up to a higher layer: ${upward.length}`);
  if (part.faces)
    console.log(`  imports into another module's files other than its index.ts: ${intoPrivate.length}`);
  if (part.faces) console.log(`  faces exporting a whole repository: ${wholeRepositories.length}`);
  if (unplaced.size) console.log(`  folders in no layer (add them to PARTS): ${[...unplaced].join(', ')}`);
  if (list || check) {
    for (const circle of circles) console.log(`    circle: ${circle.map(name).join(', ')}`);
    for (const pair of mutual) console.log(`    mutual: ${pair}`);
    for (const edge of upward) console.log(`    upward: ${edge}`);
    for (const edge of intoPrivate) console.log(`    private: ${edge}`);
    for (const face of wholeRepositories) console.log(`    repository: ${face}`);
  }
  problems +=
    circles.length +
    mutual.length +
    upward.length +
    intoPrivate.length +
    wholeRepositories.length +
    unplaced.size;
}
if (check && problems > 0) {
  console.error(`import graph: ${problems} problem(s) above (docs/architecture.md "Layers")`);
  process.exit(1);
}
