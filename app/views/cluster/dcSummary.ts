/**
 * What a datacenter tile shows when the cluster is zoomed out furthest: per rack its state and
 * rings, per datacenter its node counts and the rings it hosts, grouped by subsystem. Pure.
 */
import { RING_SUBSYSTEMS, type Subsystem, type NodeId } from '../../../engine/index.ts';
import type { NodeStatusMap } from '../../viewmodel/availability.ts';
import type { HostingIndex } from '../../viewmodel/hosting.ts';
import { replicaKey } from './svgHelpers.ts';

/**
 * A rack's cell: down as a whole (the status fold says so), degraded (some nodes down) or up; or
 * reserved — every node a slot not joined yet (engine/folds/membership.ts), a place, not a failure.
 */
type RackState = 'up' | 'degraded' | 'down' | 'reserved';

export interface RackCell {
  readonly id: string;
  readonly state: RackState;
  readonly up: number;
  readonly total: number;
  /** Ring numbers (any subsystem) the rack's nodes host, ascending. */
  readonly rings: readonly number[];
  /** Some node of the rack holds a replica of the inspected record. */
  readonly holds: boolean;
}

/** Subsystems hosting the very same rings in a datacenter share one row of ring chips. */
interface RingRow {
  readonly subsystems: readonly Subsystem[];
  readonly rings: readonly number[];
}

export interface DcSummary {
  readonly racks: readonly RackCell[];
  readonly nodes: number;
  readonly up: number;
  readonly rings: readonly RingRow[];
  readonly holds: boolean;
}

export interface DcSummaryInput {
  /** The datacenter's racks in layout order, with their node ids. */
  readonly racks: readonly { readonly id: string; readonly nodes: readonly { readonly id: NodeId }[] }[];
  readonly downRacks: ReadonlySet<string>;
  /** Reserved slots not joined yet: outside the cluster, so in no count of nodes up or down. */
  readonly reserved?: ReadonlySet<NodeId>;
  readonly status: NodeStatusMap;
  readonly hosting: HostingIndex;
  /** replicaKey of every replica of the inspected record. */
  readonly selected: ReadonlySet<string>;
}

const ascending = (a: number, b: number) => a - b;

export function summariseDc(input: DcSummaryInput): DcSummary {
  const { downRacks, status, hosting, selected } = input;
  const bySubsystem = new Map<Subsystem, Set<number>>();
  let nodes = 0;
  let up = 0;
  const reserved = input.reserved ?? new Set<NodeId>();
  const racks = input.racks.map((rack): RackCell => {
    const rings = new Set<number>();
    let rackUp = 0;
    let holds = false;
    const members = rack.nodes.filter((n) => !reserved.has(n.id));
    for (const { id } of members) {
      if ((status[id] ?? 'up') === 'up') rackUp++;
      for (const r of hosting.get(id) ?? []) {
        rings.add(r.ring);
        bySubsystem.set(r.subsystem, (bySubsystem.get(r.subsystem) ?? new Set()).add(r.ring));
        holds ||= selected.has(replicaKey(r));
      }
    }
    nodes += members.length;
    up += rackUp;
    const state: RackState =
      members.length === 0 && rack.nodes.length > 0
        ? 'reserved'
        : downRacks.has(rack.id)
          ? 'down'
          : rackUp < members.length
            ? 'degraded'
            : 'up';
    return {
      id: rack.id,
      state,
      up: rackUp,
      total: members.length,
      rings: [...rings].sort(ascending),
      holds,
    };
  });
  return { racks, nodes, up, rings: ringRows(bySubsystem), holds: racks.some((r) => r.holds) };
}

/** One row per distinct ring set, subsystems in their usual order. */
function ringRows(bySubsystem: ReadonlyMap<Subsystem, ReadonlySet<number>>): RingRow[] {
  const rows: { subsystems: Subsystem[]; rings: number[]; key: string }[] = [];
  for (const s of RING_SUBSYSTEMS) {
    const set = bySubsystem.get(s);
    if (!set || set.size === 0) continue;
    const rings = [...set].sort(ascending);
    const key = rings.join(',');
    const row = rows.find((r) => r.key === key);
    if (row) row.subsystems.push(s);
    else rows.push({ subsystems: [s], rings, key });
  }
  return rows.map(({ subsystems, rings }) => ({ subsystems, rings }));
}

/** The rack's name inside its datacenter ("r10" for "dc1-r10"), for a cell too small for the full id. */
export function shortRackName(dc: string, rack: string): string {
  return rack.startsWith(`${dc}-`) ? rack.slice(dc.length + 1) : rack;
}
