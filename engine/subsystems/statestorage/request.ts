/**
 * One proxy operation (Lookup, Update, Lock, follower register) as its own actor, after
 * TStateStorageProxyRequest / TStateStorageRingGroupProxyRequest (ydb/core/base/statestorage_proxy.cpp):
 * per ring group it sends to every selected replica (cookie = group, slot), merges replies with
 * TSelection::MergeReply, decides that group, and answers the client once every group that counts
 * (not write-only) has decided. Late replies never change a sent answer: they only add signatures.
 */
import { sameActor } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId, type Us } from '../../kernel/actor.ts';
import type { OpName } from '../events.ts';
import type { ProxyRequest, ProxyStatus, Signatures, StateStorageInbox } from './messages.ts';
import { signatureKey } from './messages.ts';
import { tabletGroups } from './groups.ts';
import { mergeReplicaInfo, mergeUnavailable, newGroupMerge } from './merge.ts';
import {
  allAnswered,
  combinedInfo,
  decide,
  sigWait,
  type GroupState,
  type RequestState,
} from './request-verdict.ts';
import { DEFAULT_REQUEST_TIMEOUT_US, REQUEST_TYPE } from './names.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import {
  isNewerClusterState,
  nodeClusterState,
  notifyMismatch,
  showClusterState,
  NO_CLUSTER_STATE,
  type ClusterStateStamp,
} from './fencing.ts';

export interface RequestArgs {
  readonly req: ProxyRequest;
  readonly client: ActorId;
  readonly timeoutUs?: Us;
}

/** Max ring count is < 1024 in YDB (statestorage.cpp MaxRingCount), so this cookie is unambiguous. */
const SLOTS = 1024;

function opName(req: ProxyRequest): OpName {
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

function replicaMessage(
  req: ProxyRequest,
  replica: ActorId,
  cookie: number,
  sigs: Signatures,
  clusterState: ClusterStateStamp,
) {
  const signature = sigs[signatureKey(replica)] ?? null;
  switch (req.kind) {
    case 'ss.lookup':
      return { kind: 'ss.replica.lookup' as const, tabletId: req.tabletId, cookie, clusterState };
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
        clusterState,
      };
    case 'ss.lock':
      return {
        kind: 'ss.replica.lock' as const,
        tabletId: req.tabletId,
        cookie,
        leader: req.leader,
        generation: req.generation,
        signature,
        clusterState,
      };
    case 'ss.follower.register':
      return {
        kind: 'ss.replica.regFollower' as const,
        tabletId: req.tabletId,
        cookie,
        follower: req.follower,
        followerTablet: req.followerTablet,
        clusterState,
      };
  }
}

/**
 * A replica knows a newer cluster state: this node's config is stale, so the request answers ERROR
 * at once instead of deciding with the old ring groups (statestorage_proxy.cpp `CheckConfigVersion`,
 * then the ring-group wrapper's `HandleConfigVersion`), and tells its NodeWarden. After the answer
 * (waiting for signatures) it only tells and stops.
 */
function fence(st: RequestState, ctx: ActorContext, peer: number, theirs: ClusterStateStamp): void {
  notifyMismatch(ctx, 'proxy', peer, st.clusterState, theirs);
  if (!st.answered) {
    st.answered = true;
    const info = combinedInfo(st);
    ctx.send(st.client, {
      kind: 'ss.info',
      tabletId: st.req.tabletId,
      cookie: st.req.cookie,
      status: 'ERROR',
      info,
      signatures: { ...st.signatures },
    });
    ctx.emit({
      kind: 'op.failed',
      subsystem: 'statestorage',
      op: opName(st.req),
      opId: ctx.self.name,
      key: st.req.tabletId,
      detail: `ERROR gen ${info.generation}:${info.step}: n${peer} is at cluster state ${showClusterState(theirs)}, this node at ${showClusterState(st.clusterState)}`,
    });
  }
  ctx.stop();
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

function init(ctx: ActorContext, raw: unknown): RequestState {
  const args = raw as RequestArgs;
  const req = args.req;
  // Lookups with SigNone skip write-only groups; everything else includes them but never waits
  let groups = tabletGroups(ctx.world, req.tabletId, 'request');
  if (req.kind === 'ss.lookup' && req.sigWait === 'none') groups = groups.filter((g) => !g.writeOnly);
  const st: RequestState = {
    req,
    client: args.client,
    clusterState: nodeClusterState(ctx.world),
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
      ctx.send(r, replicaMessage(req, r, gi * SLOTS + slot, sigs, st.clusterState));
    }),
  );
  const timeoutUs = args.timeoutUs ?? DEFAULT_REQUEST_TIMEOUT_US;
  ctx.schedule(timeoutUs, { kind: 'ss.timer.request', what: 'timeout' });
  if (SESSION_TIMEOUT_US < timeoutUs)
    ctx.schedule(SESSION_TIMEOUT_US, { kind: 'ss.timer.request', what: 'silence' });
  if (st.groups.length === 0) finish(st, ctx, true);
  return st;
}

export const requestBehaviour = actorByKind<RequestState, StateStorageInbox>()(REQUEST_TYPE, init, {
  'ss.replica.info': (st, msg, ctx, env) => {
    const g = st.groups[Math.floor(msg.cookie / SLOTS)];
    const slot = msg.cookie % SLOTS;
    const replica = g?.replicas[slot];
    if (!g || !replica || !sameActor(replica, env.from)) return;
    const theirs = msg.clusterState ?? NO_CLUSTER_STATE;
    if (isNewerClusterState(st.clusterState, theirs)) return fence(st, ctx, env.from.node, theirs);
    const key = signatureKey(replica);
    if (st.signatures[key] !== undefined) return; // duplicated TEvReplicaInfo
    st.signatures[key] = msg.signature;
    if (st.answered) st.lateSignatures++;
    mergeReplicaInfo(g.merge, slot, msg.status, msg.info);
    return finish(st, ctx, false);
  },
  'sys.undelivered': (st, msg, ctx) => {
    for (const [g, i] of slotsOf(st, (r) => sameActor(r, msg.to)))
      if (st.signatures[signatureKey(g.replicas[i]!)] === undefined) mergeUnavailable(g.merge, i);
    return finish(st, ctx, false);
  },
  'sys.disconnected': (st, msg, ctx) => {
    for (const [g, i] of slotsOf(st, (r) => r.node === msg.node))
      if (st.signatures[signatureKey(g.replicas[i]!)] === undefined) mergeUnavailable(g.merge, i);
    return finish(st, ctx, false);
  },
  'ss.timer.request': (st, msg, ctx) => {
    if (msg.what === 'timeout') return finish(st, ctx, true);
    // replicas still silent: as if their sessions had failed to connect (see SESSION_TIMEOUT_US)
    for (const g of st.groups)
      g.replicas.forEach(
        (r, i) => st.signatures[signatureKey(r)] === undefined && mergeUnavailable(g.merge, i),
      );
    return finish(st, ctx, false);
  },
  'sys.poison': (_st, _msg, ctx) => ctx.stop(),
});
