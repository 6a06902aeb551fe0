/** `--down rack:NAME|dc:NAME|node:ID|pile:NAME` (and `--fail`) → node ids, bad specs in one line. */
import { resolveNodeSet, type NodeId, type Topology } from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { parseFailure } from './analyze.ts';

export function nodesOf(topology: Topology, option: string, specs: readonly string[]): NodeId[] {
  const out = new Set<NodeId>();
  for (const spec of specs) {
    try {
      for (const n of resolveNodeSet(topology, parseFailure(spec))) out.add(n);
    } catch (e) {
      const msg = (e as Error).message.replace(/^bad --fail '[^']*': /, '');
      throw new CliError(`bad ${option} '${spec}': ${msg}`);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** `1, 2, 3` → `n1–n3`; otherwise the ids with an `n`. */
export function nodeList(nodes: readonly NodeId[]): string {
  if (nodes.length === 0) return 'none';
  const contiguous = nodes.every((n, i) => i === 0 || n === nodes[i - 1]! + 1);
  return contiguous && nodes.length > 2
    ? `n${nodes[0]}–n${nodes.at(-1)}`
    : nodes.map((n) => `n${n}`).join(', ');
}
