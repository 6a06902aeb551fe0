import { describe, expect, it } from 'vitest';
import { buildTopology } from '../../model/topology/build.ts';
import { cluster, flat, groups } from '../../model/reconfig/testing.ts';
import type { DistconfExtension } from './extension.ts';
import {
  decorateConfig,
  defaultCommitQuorum,
  defaultRootEligible,
  hasCommitQuorum,
  isRootEligible,
} from './policy.ts';
import { configReplaceEntry, rootCommandTable } from './table.ts';
import { configReplaceSchema } from './commands.ts';
import { defineRootCommand } from './extension.ts';
import { z } from 'zod';

const world = {
  topology: buildTopology({ name: 't', realms: 1, racksPerRealm: 5, nodesPerRack: 1 }),
  config: cluster(groups(flat([1, 2, 3, 4, 5], 5))),
  seed: 0,
};
const staticNodes = [1, 2, 3, 4, 5];

describe('distconf policy defaults', () => {
  it('root: the lowest static node seen, with a majority seen', () => {
    expect(defaultRootEligible({ world, self: 1, staticNodes, seen: [1, 2, 3] })).toBe(true);
    expect(defaultRootEligible({ world, self: 1, staticNodes, seen: [1, 2] })).toBe(false);
    expect(defaultRootEligible({ world, self: 2, staticNodes, seen: [1, 2, 3] })).toBe(false);
    expect(defaultRootEligible({ world, self: 2, staticNodes, seen: [2, 3, 4] })).toBe(true);
    expect(defaultRootEligible({ world, self: 6, staticNodes, seen: [6, 1, 2, 3] })).toBe(false);
  });

  it('commit: a strict majority of static nodes', () => {
    const q = (acked: number[]) => ({ world, config: world.config, staticNodes, acked });
    expect(defaultCommitQuorum(q([1, 2]))).toBe(false);
    expect(defaultCommitQuorum(q([1, 2, 5]))).toBe(true);
  });

  it('extensions: root eligibility is ANDed, the first quorum opinion wins, decorations chain', () => {
    const onlyOdd: DistconfExtension = { id: 'odd', rootEligible: (q) => q.self % 2 === 1 };
    const all: DistconfExtension = {
      id: 'all',
      commitQuorum: (q) => q.acked.length === q.staticNodes.length,
    };
    const silent: DistconfExtension = { id: 'silent', commitQuorum: () => undefined };
    expect(isRootEligible([onlyOdd], { world, self: 2, staticNodes, seen: [2, 3, 4] })).toBe(false);
    expect(isRootEligible([onlyOdd], { world, self: 3, staticNodes, seen: [3, 4, 5] })).toBe(true);
    const q = { world, config: world.config, staticNodes, acked: [1, 2, 3] };
    expect(hasCommitQuorum([silent], q)).toBe(true);
    expect(hasCommitQuorum([silent, all], q)).toBe(false);
    const ntoOne: DistconfExtension = {
      id: 'dec',
      decorate: (_p, n) => ({
        ...n,
        board: groups({ ...(n.board.ringGroups[0] ?? flat([1], 1)), ntoSelect: 1 }),
      }),
    };
    expect(decorateConfig([ntoOne], world.config, world.config, world).board.ringGroups[0]?.ntoSelect).toBe(
      1,
    );
  });

  it('command table: config.replace built in, extension commands by kind, duplicates rejected', () => {
    const ping = defineRootCommand(z.strictObject({ kind: z.literal('x.ping'), node: z.number() }), () => ({
      kind: 'answer',
      result: { ok: true, version: 0 },
    }));
    const t = rootCommandTable([{ id: 'x', commands: [ping] }]);
    expect([...t.keys()]).toEqual(['config.replace', 'x.ping']);
    expect(() => rootCommandTable([{ id: 'x', commands: [ping, ping] }])).toThrow(/registered twice/);
    const input = {
      config: world.config,
      version: 1,
      world,
      staticNodes,
      rootServices: new Map(),
      ctx: undefined as never,
    };
    const c = configReplaceSchema.parse({ kind: 'config.replace', node: 1 });
    expect(configReplaceEntry.run(input, c)).toEqual({
      kind: 'refuse',
      subsystem: null,
      reason: 'New configuration is not defined',
    });
  });
});
