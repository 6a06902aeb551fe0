/**
 * Per-ring-group reply merging, YDB's TStateStorageInfo::TSelection::MergeReply
 * (ydb/core/base/statestorage.cpp) plus TStateStorageProxyRequest::MergeReply
 * (statestorage_proxy.cpp). Pure data and functions so the proxy request and tests share them.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorId } from '../../kernel/actor.ts';
import type { FollowerInfo, TabletEntryInfo } from './messages.ts';
import { EMPTY_INFO, signatureKey } from './messages.ts';
import { majority } from '../../model/config/types.ts';
import { assertNever } from '../../util/assert.ts';

type SlotStatus = 'unknown' | 'ok' | 'noinfo' | 'outdated' | 'unavailable';
type GroupVerdict = 'unknown' | 'ok' | 'noinfo' | 'outdated' | 'unavailable';

export interface GroupMerge {
  readonly size: number;
  readonly slots: SlotStatus[];
  verdict: GroupVerdict;
  /** Slots that answered (RepliesMerged); a slot counts once. */
  replied: boolean[];
  repliesMerged: number;
  signaturesMerged: number;
  leader: ActorId | null;
  leaderTablet: ActorId | null;
  generation: number;
  step: number;
  locked: boolean;
  lockedForUs: number;
  followers: Map<string, FollowerInfo>;
}

export function newGroupMerge(size: number): GroupMerge {
  return {
    size,
    slots: Array.from({ length: size }, () => 'unknown' as SlotStatus),
    verdict: 'unknown',
    replied: Array.from({ length: size }, () => false),
    repliesMerged: 0,
    signaturesMerged: 0,
    ...EMPTY_INFO,
    followers: new Map(),
  };
}

/** TSelection::MergeReply: set one slot (optionally resetting the others), recompute the verdict. */
function mergeSlot(m: GroupMerge, slot: number, status: SlotStatus, resetOld: boolean): void {
  let unknown = 0;
  let ok = 0;
  let outdated = 0;
  let unavailable = 0;
  const quorum = majority(m.size);
  for (let i = 0; i < m.size; i++) {
    if (resetOld && m.slots[i] !== 'unknown' && m.slots[i] !== 'unavailable') m.slots[i] = 'outdated';
    if (i === slot) m.slots[i] = status;
  }
  for (const s of m.slots) {
    switch (s) {
      case 'unknown':
        unknown++;
        break;
      case 'ok':
        ok++;
        break;
      case 'outdated':
        outdated++;
        break;
      case 'unavailable':
        unavailable++;
        break;
      case 'noinfo':
        break; // counts only as "not ok" below
      default:
        assertNever(s, 'slot status');
    }
  }
  if (ok >= quorum) m.verdict = 'ok';
  else if (ok + unknown < quorum) {
    if (unavailable > m.size - quorum) m.verdict = 'unavailable';
    else if (outdated > 0) m.verdict = 'outdated';
    else m.verdict = 'noinfo';
  }
}

/** A replica's TEvReplicaInfo; returns false for a duplicate (the slot already answered). */
export function mergeReplicaInfo(
  m: GroupMerge,
  slot: number,
  status: 'OK' | 'ERROR',
  info: TabletEntryInfo,
): boolean {
  if (m.replied[slot] && m.slots[slot] !== 'unavailable') return false;
  if (!m.replied[slot]) m.repliesMerged++;
  m.replied[slot] = true;
  m.signaturesMerged++;
  if (status !== 'OK') {
    mergeSlot(m, slot, 'noinfo', false);
  } else if (info.generation < m.generation || (info.generation === m.generation && info.step < m.step)) {
    mergeSlot(m, slot, 'outdated', false);
  } else {
    const reset = info.generation > m.generation || info.step > m.step || !sameActor(info.leader, m.leader);
    m.generation = info.generation;
    m.step = info.step;
    if (!sameActor(m.leader, info.leader)) {
      m.leader = info.leader;
      m.leaderTablet = info.leaderTablet;
    } else if (!m.leaderTablet) m.leaderTablet = info.leaderTablet;
    // "todo: accurate handling of locked flag" — as YDB does
    m.locked = (reset ? false : m.locked) || info.locked;
    m.lockedForUs = reset ? info.lockedForUs : Math.max(m.lockedForUs, info.lockedForUs);
    mergeSlot(m, slot, 'ok', reset);
  }
  for (const f of info.followers) m.followers.set(signatureKey(f.follower), f);
  return true;
}

/** Undelivered / node disconnected before an answer: the slot is Unavailable (MergeConnectionError). */
export function mergeUnavailable(m: GroupMerge, slot: number): void {
  if (m.replied[slot]) return;
  m.replied[slot] = true;
  m.repliesMerged++;
  mergeSlot(m, slot, 'unavailable', false);
}

export function mergedInfo(m: GroupMerge): TabletEntryInfo {
  return {
    leader: m.leader,
    leaderTablet: m.leaderTablet,
    generation: m.generation,
    step: m.step,
    locked: m.locked,
    lockedForUs: m.lockedForUs,
    followers: [...m.followers.values()],
  };
}
