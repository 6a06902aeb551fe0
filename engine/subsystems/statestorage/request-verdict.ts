/**
 * A proxy request's per-group decisions (ydb/core/base/statestorage_proxy.cpp): CheckLookupReply /
 * CheckUpdateReply turn a group's merged replies into a status, HandleXTimeout maps what is left at
 * the timeout, and ProcessEvInfo picks the leader data of the reply. Pure functions over the state.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorId } from '../../kernel/actor.ts';
import { majority, type ClusterStateStamp } from '../../model/config/types.ts';
import type { ProxyRequest, ProxyStatus, TabletEntryInfo } from './messages.ts';
import { EMPTY_INFO } from './messages.ts';
import { type GroupMerge, mergedInfo } from './merge.ts';

export interface GroupState {
  readonly group: number;
  readonly writeOnly: boolean;
  readonly primary: boolean;
  readonly replicas: readonly ActorId[];
  readonly merge: GroupMerge;
  status: ProxyStatus | null;
}

export interface RequestState {
  readonly req: ProxyRequest;
  readonly client: ActorId;
  /** The node's cluster-state generation and guid when the request started (fencing.ts). */
  readonly clusterState: ClusterStateStamp;
  readonly groups: GroupState[];
  signatures: Record<string, number>;
  /** Signatures that arrived after the answer (for TEvUpdateSignature). */
  lateSignatures: number;
  answered: boolean;
}

export const sigWait = (req: ProxyRequest) => (req.kind === 'ss.lookup' ? req.sigWait : 'async');

/** CheckLookupReply / CheckUpdateReply for one group; `timeout` gives HandleXTimeout's mapping. */
export function decide(st: RequestState, g: GroupState, timeout: boolean): ProxyStatus | null {
  const m = g.merge;
  const quorum = majority(m.size);
  const all = m.repliesMerged === m.size;
  const wait = sigWait(st.req);
  if (st.req.kind === 'ss.lookup') {
    const allow = timeout || wait === 'none' || (wait === 'async' && m.signaturesMerged >= quorum) || all;
    if (!allow) return null;
    switch (m.verdict) {
      case 'unknown':
        return timeout ? 'TIMEOUT' : null;
      case 'ok':
        return 'OK';
      // negative answers wait for every replica "to avoid herding of good replicas by fast retry"
      case 'noinfo':
        return all || timeout ? 'NODATA' : null;
      case 'outdated':
        return 'RACE';
      case 'unavailable':
        return 'ERROR';
    }
  }
  if (wait === 'sync' && !all && !timeout) return null;
  switch (m.verdict) {
    case 'unknown':
      return timeout ? 'TIMEOUT' : null;
    case 'ok': {
      if (st.req.kind === 'ss.follower.register') return 'OK';
      // "step overrun is consumed": only leader and generation must match
      const race = !sameActor(m.leader, st.req.leader) || m.generation !== st.req.generation;
      return race ? 'RACE' : 'OK';
    }
    case 'noinfo':
    case 'unavailable':
      return 'ERROR';
    case 'outdated':
      return 'RACE';
  }
}

export function combinedInfo(st: RequestState): TabletEntryInfo {
  // leader data only from non-write-only PRIMARY groups (ProcessEvInfo); the freshest of them
  let best: TabletEntryInfo = EMPTY_INFO;
  for (const g of st.groups) {
    if (g.writeOnly || !g.primary || g.status === null) continue;
    const i = mergedInfo(g.merge);
    if (
      best === EMPTY_INFO ||
      i.generation > best.generation ||
      (i.generation === best.generation && i.step > best.step)
    )
      best = i;
  }
  return best;
}

export function allAnswered(st: RequestState): boolean {
  return st.groups.every((g) => g.merge.repliesMerged === g.merge.size);
}
