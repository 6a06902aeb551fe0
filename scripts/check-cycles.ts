/**
 * `npm run check:cycles`: import cycles among the modules of engine/, workers/ and app/, found by
 * dpdm. Counted by default: cycles of runtime (value) imports — the ones that decide module
 * evaluation order. `import type` edges and imports used only as types are erased first (dpdm's
 * TypeScript transform), and dynamic `import()` is skipped (it loads after evaluation). With
 * `--types`, cycles through type imports count too. Cycles listed in scripts/allowed-cycles.txt
 * are reported but do not fail the check. Exit 1 on any other cycle.
 */
import { readFileSync } from 'node:fs';
import { parseCircular, parseDependencyTree } from 'dpdm';

const ENTRIES = ['engine/**/*.ts', 'workers/**/*.ts', 'app/**/*.ts', 'app/**/*.tsx'];
// Test files are leaves (nothing imports them): leaving them out only saves time.
const EXCLUDE = /\/node_modules\/|\.test\.tsx?$/;
const ALLOWED_FILE = 'scripts/allowed-cycles.txt';

/** One line per cycle, starting at its alphabetically first file, so each cycle has one spelling. */
function key(cycle: readonly string[]): string {
  const first = cycle.indexOf([...cycle].sort()[0]!);
  const turned = [...cycle.slice(first), ...cycle.slice(0, first)];
  return [...turned, turned[0]].join(' -> ');
}

async function cycles(runtimeOnly: boolean): Promise<Set<string>> {
  const tree = await parseDependencyTree(ENTRIES, {
    transform: runtimeOnly,
    exclude: EXCLUDE,
    skipDynamicImports: false,
  });
  return new Set(parseCircular(tree, runtimeOnly).map(key));
}

function allowed(): Set<string> {
  const lines = readFileSync(ALLOWED_FILE, 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')));
}

const withTypes = process.argv.includes('--types');
const runtime = await cycles(true);
const all = await cycles(false);
const typeOnly = [...all].filter((c) => !runtime.has(c)).sort();
const counted = withTypes ? [...all].sort() : [...runtime].sort();
const allow = allowed();
const fresh = counted.filter((c) => !allow.has(c));
const tolerated = counted.filter((c) => allow.has(c));
const gone = [...allow].filter((c) => !counted.includes(c)).sort();

const what = withTypes ? 'import cycles (value and type imports)' : 'runtime import cycles';
console.log(`${what} in engine/, workers/, app/: ${counted.length}`);
for (const c of fresh) console.log(`  ✗ ${c}`);
for (const c of tolerated) console.log(`  allowed (${ALLOWED_FILE}): ${c}`);
for (const c of gone) console.log(`  no longer found, remove from ${ALLOWED_FILE}: ${c}`);
if (!withTypes && typeOnly.length > 0)
  console.log(
    `type-only cycles (not counted; \`npm run check:cycles -- --types\` lists them): ${typeOnly.length}`,
  );
if (fresh.length > 0) {
  console.log(`FAIL: ${fresh.length} import cycle(s); break them (move the shared part into its own module)`);
  process.exitCode = 1;
}
