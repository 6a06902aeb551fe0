/**
 * Seeded random schedules on single-dc-8-racks (8 rings, nto_select 5, survives two racks): Board
 * publishers / subscribers and SchemeBoard changes / subscriptions under rack and node restarts and
 * partitions, at most two racks affected at a time, all healed before the end. Both checkers must
 * stay silent, and the end state must have converged (finish()).
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import type { Command } from './unions.ts';
import { loadPreset } from '../presets.ts';
import { seededRandom as rng } from './testing/block.ts';
import { createBoardChecker } from './board/invariants/board.ts';
import { createSchemeBoardChecker } from './schemeboard/invariants/schemeboard.ts';

const S = 1_000_000;
const END = 60 * S;

function schedule(seed: number): { at: number; c: Command }[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const { topology } = loadPreset('single-dc-8-racks');
  const nodes = topology.nodes.map((n) => n.id);
  const racks = topology.domains.map((d) => d.id);
  const out: { at: number; c: Command }[] = [
    { at: 0, c: { kind: 'schemeshard.boot', node: 1, tabletId: '72057594046678944' } },
  ];
  const paths = ['/Root/a', '/Root/b'];
  for (let i = 0; i < 4; i++) {
    const node = pick(nodes);
    out.push({
      at: Math.floor(r() * 5 * S),
      c: { kind: 'board.publish', node, path: 'gpc+/Root/db1', payload: `n${node}`, publisher: `p${i}` },
    });
    out.push({
      at: Math.floor(r() * 30 * S),
      c: { kind: 'board.subscribe', node: pick(nodes), path: 'gpc+/Root/db1', subscriber: `s${i}` },
    });
    out.push({
      at: Math.floor(r() * 10 * S),
      c: { kind: 'schemeboard.subscribe', node: pick(nodes), path: pick(paths) },
    });
  }
  for (let i = 0; i < 6; i++) {
    const op = i < 2 ? 'create' : pick(['create', 'alter', 'drop'] as const);
    const object = op === 'drop' ? undefined : ({ type: 'topic', partitions: 1 + i } as const);
    out.push({
      at: (2 + 6 * i) * S,
      c: { kind: 'schema.change', node: pick(nodes), op, path: pick(paths), ...(object ? { object } : {}) },
    });
  }
  // faults: two windows, each touching at most two racks (never the SchemeShard's), healed by 40 s
  for (const [from, to] of [
    [3, 12],
    [18, 35],
  ] as const) {
    const a = pick(racks.slice(1));
    const b = pick(racks.slice(1).filter((x) => x !== a));
    out.push({ at: from * S, c: { kind: 'rack.down', rack: a } });
    out.push({ at: to * S, c: { kind: 'rack.up', rack: a } });
    const side = topology.nodes.filter((n) => n.domain === b).map((n) => n.id);
    out.push({
      at: (from + 1) * S,
      c: { kind: 'link.cut', a: { nodes: side }, b: { nodes: nodes.filter((n) => !side.includes(n)) } },
    });
    out.push({ at: (to - 2) * S, c: { kind: 'net.healAll' } });
  }
  return out;
}

describe('board + schemeboard under random tolerated faults', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i + 1))('seed %i: no invariant violation', (seed) => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const world = { topology, config, seed };
    const s = createClusterSimulation({ topology, config, seed });
    for (const x of schedule(seed)) s.schedule(x.at, x.c);
    s.runUntilSync(END);
    const checkers = [createBoardChecker(world), createSchemeBoardChecker(world)];
    const out = s.trace.events.flatMap((e) => checkers.flatMap((c) => c.observe(e)));
    for (const c of checkers) out.push(...(c.finish?.(END) ?? []));
    expect(out).toEqual([]);
    // the run did something worth checking
    expect(s.trace.events.filter((e) => e.kind === 'board.view').length).toBeGreaterThan(0);
    expect(s.trace.events.filter((e) => e.kind === 'schema.view').length).toBeGreaterThan(0);
  });
});
