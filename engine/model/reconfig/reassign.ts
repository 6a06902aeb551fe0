/**
 * distconf `ReassignStateStorageNode` (distconf_invoke_state_storage.cpp), used by SelfHeal's
 * one-node swap: with `disableRing` the ring holding `from` is marked `IsDisabled`; without it the
 * replica slot holding `from` gets `to` and the flag is cleared. The slot keeps its ring and replica
 * index, so its service id is unchanged: only that replica starts empty on `to`.
 */
import type { ClusterConfig, RingGroup, Subsystem, SubsystemConfig } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';
import { ydbSubsystemName } from './names.ts';

export interface ReassignCommand {
  readonly from: NodeId;
  readonly to: NodeId;
  readonly subsystems: readonly Subsystem[];
  readonly disableRing: boolean;
}

export type ReassignResult = { ok: true; config: ClusterConfig } | { ok: false; reason: string };

function reassignOne(cfg: SubsystemConfig, cmd: ReassignCommand, name: string): SubsystemConfig | string {
  let found = 0;
  const ringGroups: RingGroup[] = cfg.ringGroups.map((g) => ({
    ...g,
    rings: g.rings.map((r) => {
      const at = r.replicas.indexOf(cmd.from);
      if (at < 0) return r;
      found += r.replicas.filter((n) => n === cmd.from).length;
      if (cmd.disableRing) return { ...r, disabled: true };
      const replicas = r.replicas.map((n) => (n === cmd.from ? cmd.to : n));
      return { replicas };
    }),
  }));
  if (found === 0) return `${name} From node not found`;
  if (found > 1) return `${name} ambiguous From node`;
  return { ringGroups };
}

export function reassignNode(config: ClusterConfig, cmd: ReassignCommand): ReassignResult {
  let out = config;
  for (const s of cmd.subsystems) {
    const r = reassignOne(config[s], cmd, ydbSubsystemName(s));
    if (typeof r === 'string') return { ok: false, reason: r };
    out = { ...out, [s]: r };
  }
  return { ok: true, config: out };
}
