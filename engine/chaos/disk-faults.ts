/**
 * Disk faults and blob writes of a `bridge` chaos run, each from its own random stream so the
 * classic fault schedule, the workload and the operator's plan of a seed stay as they were.
 *
 * Disk faults (`disk.lose` / `disk.restore`, distconf/bridge/drives.ts): one node's drive — its
 * VDisk of the pile's static group is lost and the drive no longer answers distconf — or every
 * drive of a pile, which takes the pile's static group and disk quorum away (distconf_quorum.cpp
 * `HasDiskQuorum`, `HasStorageQuorum`) while its nodes stay up. Each is restored by the fault
 * period's end. The nodes stay up and keep their ring replicas, so nothing is charged to the
 * StateStorage budget. `within` loses at most one pile's storage at a time, as bridge mode
 * tolerates — at most one lost VDisk per group, or one pile's drives — `beyond` draws freely.
 *
 * Blob writes: `dsproxy.put` from random nodes of every pile, so the groups check PPGeneration
 * on operations from proxies that a failover, a partition or a restart left behind
 * (stale-ppgen.ts checks that none of those is acknowledged).
 */
import type { Us } from '../kernel/actor.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import { staticGroups } from '../model/bridge/staticgroup.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import { Chooser, STREAM } from './random.ts';
import type { ChaosMode, ChaosTiming, DiskEpisodeKind, Episode, FaultPlan } from './types.ts';

const S = 1_000_000;
/** Duration of a disk fault (µs). */
const DISK_US: readonly [Us, Us] = [500_000, 4 * S];

const drives = (nodes: readonly NodeId[], lost: boolean, atUs: Us): TimedCommand[] =>
  nodes.map((node) => ({ atUs, command: { kind: lost ? 'disk.lose' : 'disk.restore', node } }));

function diskEpisode(
  kind: DiskEpisodeKind,
  nodes: readonly NodeId[],
  label: string,
  startUs: Us,
  endUs: Us,
): Episode {
  return {
    kind,
    startUs,
    endUs,
    racks: [],
    chargedUntilUs: startUs,
    losesState: false,
    nodes: [],
    label: `${label} ${((endUs - startUs) / S).toFixed(2)} s`,
    commands: [...drives(nodes, true, startUs), ...drives(nodes, false, endUs)],
  };
}

/** The VDisk nodes of `pile` an episode loses (its `label` names them). */
const lostNodes = (e: Episode): NodeId[] =>
  e.commands.filter((c) => c.command.kind === 'disk.lose').map((c) => (c.command as { node: NodeId }).node);

/**
 * 1–3 disk episodes inside the fault period. `within`: an episode is dropped when it overlaps one
 * already drawn in the same pile, or loses a whole pile while another pile's drives are lost.
 */
export function generateDiskFaults(
  seed: number,
  mode: ChaosMode,
  topology: Topology,
  t: ChaosTiming,
): Episode[] {
  const c = new Chooser(seed, STREAM.disks);
  const groups = staticGroups(topology);
  const pileOf = new Map(topology.nodes.map((n) => [n.id, n.pile]));
  const out: Episode[] = [];
  for (let k = c.int(1, 3); k > 0; k--) {
    const wholePile = c.chance(0.3);
    const len = c.int(DISK_US[0] / 1000, DISK_US[1] / 1000) * 1000;
    const startUs =
      t.faultStartUs + c.int(0, Math.max(0, (t.faultEndUs - t.faultStartUs - len) / 1000)) * 1000;
    const endUs = Math.min(startUs + len, t.faultEndUs);
    const group = c.pick(groups);
    const vdisks = group.realms.flat().map((v) => v.node);
    const e = wholePile
      ? diskEpisode(
          'pile.disks.lost',
          topology.nodes.filter((n) => n.pile === group.pile).map((n) => n.id),
          `pile ${group.pile} drives lost`,
          startUs,
          endUs,
        )
      : (() => {
          const node = c.pick(vdisks);
          return diskEpisode('vdisk.lost', [node], `n${node} drive lost`, startUs, endUs);
        })();
    const clash = (o: Episode) =>
      o.startUs < endUs &&
      startUs < o.endUs &&
      (lostNodes(o).some((n) => pileOf.get(n) === group.pile) || (wholePile && o.kind === 'pile.disks.lost'));
    if (mode === 'within' && out.some(clash)) continue;
    out.push(e);
  }
  return out.sort((p, q) => p.startUs - q.startUs);
}

/** `faults` with the disk episodes added (their commands merged in time order). */
export function withDiskFaults(faults: FaultPlan, disks: readonly Episode[]): FaultPlan {
  if (disks.length === 0) return faults;
  const episodes = [...faults.episodes, ...disks].sort((p, q) => p.startUs - q.startUs);
  const commands = [...faults.commands, ...disks.flatMap((e) => e.commands)].sort((p, q) => p.atUs - q.atUs);
  return { ...faults, episodes, commands };
}

/** 3–8 blob writes through random nodes' proxies, from the fault period to 2 s before the end. */
export function generateBlobWrites(seed: number, topology: Topology, t: ChaosTiming): TimedCommand[] {
  const c = new Chooser(seed, STREAM.writes);
  const nodes = topology.nodes.map((n) => n.id);
  const lastUs = Math.max(t.faultStartUs, t.endUs - 2 * S);
  const out: TimedCommand[] = [];
  for (let k = c.int(3, 8); k > 0; k--) {
    const atUs = t.faultStartUs + c.int(0, (lastUs - t.faultStartUs) / 1000) * 1000;
    out.push({ atUs, command: { kind: 'dsproxy.put', node: c.pick(nodes) } });
  }
  return out.sort((p, q) => p.atUs - q.atUs);
}
