/**
 * The YDB-scale preset in-process: `ydb-1000` (1 008 nodes, replicas on its 27 static nodes) boots
 * `tablets` tablets spread round-robin over the dynamic nodes within the first second, as Hive
 * would, and runs until every boot has settled. Prints nothing; returns the figures.
 */
import { getHeapStatistics } from 'node:v8';
import { createClusterSimulation, loadPreset } from '../../engine/index.ts';

const YDB_PRESET = 'ydb-1000';
const FIRST_TABLET = 72075186224037888n;

export interface ScaleFigures {
  readonly nodes: number;
  readonly staticNodes: number;
  readonly tablets: number;
  readonly messages: number;
  readonly wallMs: number;
  readonly msgsPerSec: number;
  readonly heapBytes: number;
  readonly traceHash: string;
}

export function benchYdbScale(tablets = 10_000): ScaleFigures {
  const { topology, config } = loadPreset(YDB_PRESET);
  const statics = new Set(config.statestorage.ringGroups.flatMap((g) => g.rings.flatMap((r) => r.replicas)));
  const dynamic = topology.nodes.map((n) => n.id).filter((id) => !statics.has(id));
  const sim = createClusterSimulation({ topology, config, seed: 1, traceMode: 'hash' });
  const spacing = Math.floor(1_000_000 / tablets);
  for (let i = 0; i < tablets; i++)
    sim.schedule(100_000 + i * spacing, {
      kind: 'tablet.boot',
      node: dynamic[i % dynamic.length] as number,
      tabletId: (FIRST_TABLET + BigInt(i)).toString(),
    });
  const t0 = performance.now();
  sim.runUntilSync(3_000_000);
  const wallMs = performance.now() - t0;
  return {
    nodes: topology.nodes.length,
    staticNodes: statics.size,
    tablets,
    messages: sim.messageCount,
    wallMs,
    msgsPerSec: (sim.messageCount * 1000) / wallMs,
    heapBytes: getHeapStatistics().used_heap_size,
    traceHash: sim.hash(),
  };
}
