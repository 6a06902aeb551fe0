/**
 * One iterative pass over the whole document, in source order: reports duplicate map keys (YDB's
 * parser rejects them: ydb/library/yaml_config/yaml_config_parser.cpp `Yaml2Json`, "Duplicate key
 * entry") and binds every alias to the last anchor of its name before it (YAML's rule), so the
 * reader resolves aliases in O(1) instead of the library's per-alias document walk.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Alias, type Node } from 'yaml';
import { MAX_SCANNED_NODES } from './limits.ts';
import type { Reporter } from './problems.ts';
import { yt } from './messages.ts';

export interface ScanResult {
  readonly aliasTargets: ReadonlyMap<Alias, Node>;
  /** False when the document had more nodes than MAX_SCANNED_NODES (the rest was not scanned). */
  readonly complete: boolean;
}

interface Item {
  readonly node: unknown;
  readonly path: string;
}

export const childPath = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

export function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  return undefined;
}

export function scanDocument(root: unknown, report: Reporter): ScanResult {
  const aliasTargets = new Map<Alias, Node>();
  const anchors = new Map<string, Node>();
  const stack: Item[] = [{ node: root, path: '' }];
  let visited = 0;
  while (stack.length > 0) {
    if (++visited > MAX_SCANNED_NODES) {
      report.error('limit', { path: '' }, yt('too-many-nodes', { max: MAX_SCANNED_NODES }));
      return { aliasTargets, complete: false };
    }
    const { node, path } = stack.pop() as Item;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target !== undefined) aliasTargets.set(node, target);
      continue;
    }
    if (isScalar(node) || isMap(node) || isSeq(node)) {
      if (node.anchor !== undefined) anchors.set(node.anchor, node);
    }
    const children: Item[] = [];
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const k = keyText(pair.key);
        const p = childPath(path, k ?? '?');
        if (k !== undefined) {
          if (seen.has(k))
            report.error(
              'duplicate-key',
              { path: p, offset: (pair.key as Node).range?.[0] },
              yt('duplicate-key', { key: k }),
            );
          seen.add(k);
          if (isScalar(pair.key) && pair.key.anchor !== undefined) children.push({ node: pair.key, path: p });
        } else children.push({ node: pair.key, path: p });
        children.push({ node: pair.value, path: p });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => children.push({ node: item, path: `${path}[${i}]` }));
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Item);
  }
  return { aliasTargets, complete: true };
}
