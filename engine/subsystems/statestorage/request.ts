/**
 * One proxy operation (Lookup, Update, Lock, follower register) as its own actor, after
 * TStateStorageProxyRequest / TStateStorageRingGroupProxyRequest (ydb/core/base/statestorage_proxy.cpp):
 * per ring group it sends to every selected replica (cookie = group, slot), merges replies with
 * TSelection::MergeReply, decides that group, and answers the client once every group that counts
 * (not write-only) has decided. Late replies never change a sent answer: they only add signatures.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, Us } from '../../kernel/actor.ts';
import type { OpName } from '../events.ts';
import type { ProxyRequest, ProxyStatus, Signatures, TabletEntryInfo } from './messages.ts';
import { EMPTY_INFO, sameActor, signatureKey } from './messages.ts';
import { tabletGroups } from './groups.ts';
import { type GroupMerge, mergedInfo, mergeReplicaInfo, mergeUnavailable, newGroupMerge } from './merge.ts';
import { DEFAULT_REQUEST_TIMEOUT_US, REQUEST_TYPE, SESSION_SILENCE_US } from './names.ts';

export interface RequestArgs {
  readonly req: ProxyRequest;
  readonly client: ActorId;
  readonly timeoutUs?: Us;
}

interface GroupState {
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
  readonly groups: GroupState[];
  signatures: Record<string, number>;
  /** Signatures that arrived after the answer (for TEvUpdateSignature). */
  lateSignatures: number;
  answered: boolean;
}

/** Max ring count is < 1024 in YDB (statestorage.cpp MaxRingCount), so this cookie is unambiguous. */
const SLOTS = 1024;

export function opName(req: ProxyRequest): OpName {
  switch (req.kind) {
    case 'ss.lookup':
      return 'lookup';
    case 'ss.update':
      return 'update';
    case 'ss.lock':
      return 'lock';
    case 'ss.follower.register':
      return 'follower.register';
  }
}

function replicaMessage(req: ProxyRequest, replica: ActorId, cookie: number, sigs: Signatures) {
  const signature = sigs[signatureKey(replica)] ?? null;
  switch (req.kind) {
    case 'ss.lookup':
      return { kind: 'ss.replica.lookup' as const, tabletId: req.tabletId, cookie };
    case 'ss.update':
      return {
        kind: 'ss.replica.update' as const,
        tabletId: req.tabletId,
        cookie,
        leader: req.leader,
        leaderTablet: req.leaderTablet,
        generation: req.generation,
        step: req.step,
        signature,
        isGuardian: false,
      };
    case 'ss.lock':
      return {
        kind: 'ss.replica.lock' as const,
        tabletId: req.tabletId,
        cookie,
        leader: req.leader,
        generation: req.generation,
        signature,
      };
    case 'ss.follower.register':
      return {
        kind: 'ss.replica.regFollower' as const,
        tabletId: req.tabletId,
        cookie,
        follower: req.follower,
        followerTablet: req.followerTablet,
      };
  }
}

const sigWait = (req: ProxyRequest) => (req.kind === 'ss.lookup' ? req.sigWait : 'async');

/** CheckLookupReply / CheckUpdateReply for one group; `timeout` gives HandleXTimeout's mapping. */
function decide(st: RequestState, g: GroupState, timeout: boolean): ProxyStatus | null {
  const m = g.merge;
  const majority = Math.floor(m.size / 2) + 1;
  const all = m.repliesMerged === m.size;
  const wait = sigWait(st.req);
  if (st.req.kind === 'ss.lookup') {
    const allow = timeout || wait === 'none' || (wait === 'async' && m.signaturesMerged >= majority) || all;
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

function combinedInfo(st: RequestState): TabletEntryInfo {
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

function allAnswered(st: RequestState): boolean {
  return st.groups.every((g) => g.merge.repliesMerged === g.merge.size);
}

function finish(st: RequestState, ctx: ActorContext, timeout: boolean): void {
  if (!st.answered) {
    for (const g of st.groups) if (g.status === null) g.status = decide(st, g, timeout);
    const counted = st.groups.filter((g) => !g.writeOnly);
    if (counted.some((g) => g.status === null)) return;
    // YDB returns the status of whichever group completed the wait last (a TODO there); we return the
    // first non-OK one, so a race lost in any group is never reported as a win.
    const status: ProxyStatus =
      counted.find((g) => g.status !== 'OK')?.status ?? (counted.length ? 'OK' : 'ERROR');
    const info = combinedInfo(st);
    st.answered = true;
    ctx.send(st.client, {
      kind: 'ss.info',
      tabletId: st.req.tabletId,
      cookie: st.req.cookie,
      status,
      info,
      signatures: { ...st.signatures },
    });
    const op = opName(st.req);
    const base = { subsystem: 'statestorage' as const, op, opId: ctx.self.name, key: st.req.tabletId };
    const detail = `${status} gen ${info.generation}:${info.step}`;
    ctx.emit({
      ...base,
      kind: status === 'OK' ? 'op.quorum' : status === 'TIMEOUT' ? 'op.timeout' : 'op.failed',
      detail,
    });
    if (sigWait(st.req) !== 'async' || allAnswered(st) || timeout) return ctx.stop();
    return;
  }
  // StateUpdateSig: after the answer, wait for the rest of the signatures
  if (allAnswered(st) || timeout) {
    if (st.lateSignatures > 0)
      ctx.send(st.client, {
        kind: 'ss.signature',
        tabletId: st.req.tabletId,
        cookie: st.req.cookie,
        signatures: { ...st.signatures },
      });
    ctx.stop();
  }
}

function slotsOf(st: RequestState, match: (r: ActorId) => boolean): [GroupState, number][] {
  const out: [GroupState, number][] = [];
  for (const g of st.groups) g.replicas.forEach((r, i) => match(r) && out.push([g, i]));
  return out;
}

function receive(st: RequestState, env: Envelope, ctx: ActorContext): void {
  const msg = env.msg;
  switch (msg.kind) {
    case 'ss.replica.info': {
      const g = st.groups[Math.floor(msg.cookie / SLOTS)];
      const slot = msg.cookie % SLOTS;
      const replica = g?.replicas[slot];
      if (!g || !replica || replica.name !== env.from.name || replica.node !== env.from.node) return;
      const key = signatureKey(replica);
      if (st.signatures[key] !== undefined) return; // duplicated TEvReplicaInfo
      st.signatures[key] = msg.signature;
      if (st.answered) st.lateSignatures++;
      mergeReplicaInfo(g.merge, slot, msg.status, msg.info);
      return finish(st, ctx, false);
    }
    case 'sys.undelivered':
      for (const [g, i] of slotsOf(st, (r) => sameActor(r, msg.to)))
        if (st.signatures[signatureKey(g.replicas[i]!)] === undefined) mergeUnavailable(g.merge, i);
      return finish(st, ctx, false);
    case 'sys.disconnected':
      for (const [g, i] of slotsOf(st, (r) => r.node === msg.node))
        if (st.signatures[signatureKey(g.replicas[i]!)] === undefined) mergeUnavailable(g.merge, i);
      return finish(st, ctx, false);
    case 'ss.timer.request':
      if (msg.what === 'timeout') return finish(st, ctx, true);
      // replicas still silent: as if their sessions had failed to connect (see SESSION_SILENCE_US)
      for (const g of st.groups)
        g.replicas.forEach(
          (r, i) => st.signatures[signatureKey(r)] === undefined && mergeUnavailable(g.merge, i),
        );
      return finish(st, ctx, false);
    case 'sys.poison':
      return ctx.stop();
    default:
      return;
  }
}

export const requestBehaviour: Behaviour<RequestState> = {
  type: REQUEST_TYPE,
  init(ctx, raw) {
    const args = raw as RequestArgs;
    const req = args.req;
    // Lookups with SigNone skip write-only groups; everything else includes them but never waits
    let groups = tabletGroups(ctx.world, req.tabletId, 'request');
    if (req.kind === 'ss.lookup' && req.sigWait === 'none') groups = groups.filter((g) => !g.writeOnly);
    const st: RequestState = {
      req,
      client: args.client,
      groups: groups.map((g) => ({ ...g, merge: newGroupMerge(g.replicas.length), status: null })),
      signatures: {},
      lateSignatures: 0,
      answered: false,
    };
    ctx.emit({
      kind: 'op.started',
      subsystem: 'statestorage',
      op: opName(req),
      opId: ctx.self.name,
      key: req.tabletId,
    });
    const sigs = 'signatures' in req ? req.signatures : {};
    st.groups.forEach((g, gi) =>
      g.replicas.forEach((r, slot) => {
        ctx.watchNode(r.node);
        ctx.send(r, replicaMessage(req, r, gi * SLOTS + slot, sigs));
      }),
    );
    const timeoutUs = args.timeoutUs ?? DEFAULT_REQUEST_TIMEOUT_US;
    ctx.schedule(timeoutUs, { kind: 'ss.timer.request', what: 'timeout' });
    if (SESSION_SILENCE_US < timeoutUs)
      ctx.schedule(SESSION_SILENCE_US, { kind: 'ss.timer.request', what: 'silence' });
    if (st.groups.length === 0) finish(st, ctx, true);
    return st;
  },
  receive,
};
