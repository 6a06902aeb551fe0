/**
 * Root election, commit quorum and config decoration: the defaults, combined with the extensions'
 * hooks. Defaults follow distconf outside bridge mode (distconf_quorum.cpp, distconf_fsm.cpp): the
 * configuration quorum is a strict majority of the static nodes.
 *
 * Root election is simplified: YDB builds a binding tree and the node that gathers a quorum becomes
 * root. Here a static node is root when it sees a majority of the static nodes (itself included)
 * and no lower static node id among them — deterministic, and at most one root per majority view.
 * Safety does not rest on it: a static node stores a proposal only if its version is newer than
 * what it stores, so two roots can never commit different configurations under one version.
 */
import type { ClusterConfig } from '../../model/config/types.ts';
import type { World } from '../../kernel/actor.ts';
import type { DistconfExtension, QuorumQuery, RootQuery } from './extension.ts';

const staticMajority = (count: number): number => Math.floor(count / 2) + 1;

export function defaultRootEligible(q: RootQuery): boolean {
  return (
    q.staticNodes.includes(q.self) &&
    q.seen.length >= staticMajority(q.staticNodes.length) &&
    q.seen[0] === q.self
  );
}

export function defaultCommitQuorum(q: QuorumQuery): boolean {
  return q.acked.length >= staticMajority(q.staticNodes.length);
}

export function isRootEligible(exts: readonly DistconfExtension[], q: RootQuery): boolean {
  return defaultRootEligible(q) && exts.every((e) => e.rootEligible?.(q) ?? true);
}

export function hasCommitQuorum(exts: readonly DistconfExtension[], q: QuorumQuery): boolean {
  for (const e of exts) {
    const v = e.commitQuorum?.(q);
    if (v !== undefined) return v;
  }
  return defaultCommitQuorum(q);
}

export function decorateConfig(
  exts: readonly DistconfExtension[],
  prev: ClusterConfig,
  next: ClusterConfig,
  world: World,
): ClusterConfig {
  return exts.reduce((c, e) => (e.decorate ? e.decorate(prev, c, world) : c), next);
}
