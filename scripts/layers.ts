/**
 * The layers of engine/ and the slices of engine/subsystems/, as data and pure checks over import
 * edges (scripts/layers.test.ts runs them over every file of engine/; CONTRIBUTING.md "Layers").
 *
 * Layers, bottom first; a file imports only from its own layer or the ones below:
 *   base (util/, limits.ts) ← model (model/, presets.ts) ← kernel ← subsystems (actors, messages,
 *   commands, events, shared subsystem modules) ← folds, invariants (engine/invariants/ and each
 *   slice's invariants/) ← composition (each slice's module.ts, subsystems/index.ts,
 *   invariants/index.ts, cluster.ts) ← scenario, chaos ← index.ts ← app/, workers/, cli/
 * A slice is vertical: its actors sit in the subsystems layer, its checkers (which read the folds)
 * above them, its descriptor (which lists both) above those. Tests and test support (`testing.ts`,
 * `testing/`) are leaves: they may import any engine module, never the app, hosts or CLI.
 *
 * Slices: engine/subsystems/<slice>/ (a top-level folder holding one or more descriptors in its
 * module.ts files). A slice imports another only through that one's `contract.ts`, and only if one
 * of its descriptors lists it in `uses`. The shared files engine/subsystems/*.ts import no slice,
 * except the composition files (index.ts, unions.ts) and shared test code.
 */
import ts from 'typescript';
import { dirname, join, normalize } from 'node:path';

export interface ImportEdge {
  /** Repository-relative paths with `/`, e.g. `engine/subsystems/board/module.ts`. */
  readonly from: string;
  readonly to: string;
  readonly line: number;
}

const LAYERS: readonly (readonly [name: string, match: RegExp])[] = [
  ['base', /^engine\/(util\/|limits\.ts$)/],
  ['model', /^engine\/(model\/|presets(\.test)?\.ts$)/],
  ['kernel', /^engine\/kernel\//],
  [
    'composition',
    /^engine\/(cluster(\.test)?\.ts|subsystems\/index\.ts|subsystems\/.+\/module\.ts|invariants\/index\.ts)$/,
  ],
  ['folds/invariants', /^engine\/(folds\/|invariants\/|subsystems\/.+\/invariants\/)/],
  ['subsystems', /^engine\/subsystems\//],
  ['scenario/chaos', /^engine\/(scenario|chaos)\//],
  ['engine', /^engine\/index\.ts$/],
];
/** Bottom first: the index in this list is the height of a layer (matching tries LAYERS in order). */
const ORDER = [
  'base',
  'model',
  'kernel',
  'subsystems',
  'folds/invariants',
  'composition',
  'scenario/chaos',
  'engine',
];

/** A file's layer index (higher = above); code outside engine/ is above all of it. */
function layerOf(path: string): number {
  if (!path.startsWith('engine/')) return ORDER.length;
  const layer = LAYERS.find(([, m]) => m.test(path));
  if (!layer) throw new Error(`${path}: no layer (add it to scripts/layers.ts)`);
  return ORDER.indexOf(layer[0]);
}

const CODE = /\.(ts|tsx|js|mjs)$/;
/** Tests and test support: leaves nothing in production imports. */
const TEST = /\.test\.tsx?$|\/testing(\.ts$|\/)/;
const isTest = (path: string): boolean => TEST.test(path);

/** Every relative import of `text` (static, type-only, re-exports and `import()`), resolved. */
export function importEdges(from: string, text: string): ImportEdge[] {
  const info = ts.preProcessFile(text, true, true);
  const lineOf = (pos: number): number => text.slice(0, pos).split('\n').length;
  return info.importedFiles
    .filter((f) => f.fileName.startsWith('.'))
    .map((f) => ({ from, to: normalize(join(dirname(from), f.fileName)), line: lineOf(f.pos) }));
}

/**
 * Edges into code above the importer (data files, e.g. public/ scenarios, are exempt). A test may
 * import any engine module but nothing outside engine/.
 */
export function upwardImports(edges: readonly ImportEdge[]): ImportEdge[] {
  const top = (p: string): number => (isTest(p) ? ORDER.length - 1 : layerOf(p));
  return edges.filter((e) => CODE.test(e.to) && layerOf(e.to) > top(e.from));
}

const SUBSYSTEMS = 'engine/subsystems/';
const COMPOSITION = new Set([`${SUBSYSTEMS}index.ts`, `${SUBSYSTEMS}unions.ts`]);

/** The slice folder a path belongs to (`board`, `distconf`), or null for shared files and the rest. */
export function sliceOf(path: string): string | null {
  if (!path.startsWith(SUBSYSTEMS)) return null;
  const parts = path.slice(SUBSYSTEMS.length).split('/');
  return parts.length > 1 && parts[0] !== 'testing' ? parts[0]! : null;
}

/** The one file a slice exports for the others. */
export const contractOf = (slice: string): string => `${SUBSYSTEMS}${slice}/contract.ts`;

/**
 * Imports into a slice that the slice rule forbids. `uses` maps each slice to the slices its
 * descriptors declare.
 */
export function undeclaredSliceImports(
  edges: readonly ImportEdge[],
  uses: ReadonlyMap<string, readonly string[]>,
): { edge: ImportEdge; why: string }[] {
  const out: { edge: ImportEdge; why: string }[] = [];
  for (const edge of edges) {
    const target = sliceOf(edge.to);
    if (target === null) continue;
    const source = sliceOf(edge.from);
    if (source === target) continue;
    if (source === null) {
      const shared = edge.from.startsWith(SUBSYSTEMS);
      if (shared && !COMPOSITION.has(edge.from) && !isTest(edge.from))
        out.push({ edge, why: `shared subsystem files import no slice (only index.ts and unions.ts do)` });
      continue;
    }
    if (!(uses.get(source) ?? []).includes(target))
      out.push({ edge, why: `slice '${source}' does not declare uses: ['${target}'] in its descriptor` });
    else if (edge.to !== contractOf(target))
      out.push({ edge, why: `slice '${target}' is imported only through ${contractOf(target)}` });
  }
  return out;
}
