import { describe, expect, it } from 'vitest';
import {
  bridgeFold,
  configUnderBridge,
  faultView,
  headroom,
  loadPreset,
  type BridgeStatus,
  type PileState,
  type Subsystem,
} from '../../engine/index.ts';
import { recordAvailability, type NodeStatusMap } from '../viewmodel/availability.ts';
import { parseRecordInput } from '../viewmodel/recordInput.ts';
import { selectRecord } from '../viewmodel/selection.ts';
import { analysisModel, readoutDisagreements, type Readouts } from './readouts.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const piles = topology.piles.map((p) => p.id);
const pileNodes = (pile: string) =>
  topology.nodes.filter((n) => topology.realms.find((r) => r.id === n.realm)?.pile === pile).map((n) => n.id);

/** The bridge fold after distconf committed `perPile` with `primary` (a failover when A is cut off). */
function bridgeAfter(perPile: readonly PileState[], primary: string): BridgeStatus {
  const s = bridgeFold.init({ topology, config });
  bridgeFold.step(s, {
    kind: 'bridge.committed',
    t: 1,
    node: pileNodes(primary)[0]!,
    cause: 'failover',
    pile: piles[0]!,
    perPile,
    primary,
    promoted: primary,
    generation: 1,
  });
  return s;
}

/** The three readouts for a record, from a run state, through the functions the page uses. */
function readoutsOf(bridge: BridgeStatus, down: readonly number[], text: string): Readouts {
  const status: NodeStatusMap = Object.fromEntries(down.map((n) => [n, 'down']));
  const parsed = parseRecordInput(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const subsystem: Subsystem = parsed.record.subsystem;
  const model = analysisModel(topology, config, bridge);
  const h = headroom(faultView(model!, down)).perSubsystem.find((x) => x.subsystem === subsystem)!;
  const live = configUnderBridge(bridge, config);
  const verdict = recordAvailability(
    selectRecord(live[subsystem], subsystem, parsed.record.key).groups,
    status,
  );
  return {
    header: { read: h.read.lostNow, write: h.write.lostNow },
    inspector: { read: verdict.read, write: verdict.write },
    rings: verdict.groups.map((g) => ({ counted: g.counted, quorum: g.hasMajority })),
  };
}

describe('header, inspector and rings agree', () => {
  const records = ['72075186224037888', '/Root/db1', 'gpc+/Root/db1'];

  it('after a committed failover: pile A down and DISCONNECTED, B primary — nothing lost', () => {
    const bridge = bridgeAfter(['DISCONNECTED', 'SYNCHRONIZED'], 'B');
    for (const r of records) {
      const got = readoutsOf(bridge, pileNodes('A'), r);
      expect(readoutDisagreements(got)).toEqual([]);
      expect(got.header).toEqual({ read: 0, write: 0 });
      expect(got.inspector).toEqual({ read: true, write: true });
    }
  });

  it('with pile A down before any failover: every record lost, and all three say so', () => {
    const bridge = bridgeFold.init({ topology, config });
    for (const r of records) {
      const got = readoutsOf(bridge, pileNodes('A'), r);
      expect(readoutDisagreements(got)).toEqual([]);
      expect(got.header).toEqual({ read: 1, write: 1 });
      expect(got.inspector).toEqual({ read: false, write: false });
    }
  });

  it('with both piles up: nothing lost', () => {
    const got = readoutsOf(bridgeFold.init({ topology, config }), [], records[0]!);
    expect(readoutDisagreements(got)).toEqual([]);
    expect(got.header).toEqual({ read: 0, write: 0 });
  });

  it('the header judged by the static configuration contradicts the inspector after a failover', () => {
    const bridge = bridgeAfter(['DISCONNECTED', 'SYNCHRONIZED'], 'B');
    const got = readoutsOf(bridge, pileNodes('A'), records[0]!);
    const stale = headroom(faultView(analysisModel(topology, config, null)!, pileNodes('A')))
      .perSubsystem[0]!;
    const mixed = { ...got, header: { read: stale.read.lostNow, write: stale.write.lostNow } };
    expect(readoutDisagreements(mixed)).toHaveLength(2);
  });
});

describe('readoutDisagreements', () => {
  const ok = { counted: true, quorum: true };
  const lost = { counted: true, quorum: false };
  const idle = { counted: false, quorum: false };
  it('agrees when the rings, the verdict and the header tell one story', () => {
    expect(
      readoutDisagreements({
        header: { read: 0.3, write: 0.3 },
        inspector: { read: true, write: true },
        rings: [ok, idle],
      }),
    ).toEqual([]);
    expect(
      readoutDisagreements({
        header: { read: 1, write: 1 },
        inspector: { read: false, write: false },
        rings: [lost],
      }),
    ).toEqual([]);
    expect(readoutDisagreements({ header: null, inspector: null, rings: null })).toEqual([]);
  });
  it('flags rings against the verdict, and the header against the verdict', () => {
    expect(
      readoutDisagreements({ header: null, inspector: { read: true, write: true }, rings: [ok, lost] }),
    ).toHaveLength(2);
    expect(
      readoutDisagreements({ header: null, inspector: { read: true, write: true }, rings: [idle] }),
    ).toHaveLength(2);
    expect(
      readoutDisagreements({
        header: { read: 1, write: 0 },
        inspector: { read: true, write: true },
        rings: null,
      }),
    ).toHaveLength(1);
    expect(
      readoutDisagreements({
        header: { read: 0, write: 0 },
        inspector: { read: false, write: true },
        rings: null,
      }),
    ).toHaveLength(1);
  });
});
