/**
 * Message routing: every send gets its id and delivery time, is recorded, then queued or dropped
 * (down, crashed, cut, lost). Neither depends on the order senders are routed in (how a window's
 * work was batched): ids are per sender (msgid.ts), latency, jitter, loss and duplicates are drawn
 * from the sender's own stream, FIFO is per pair, and notices are timed by the send that found the
 * peer unreachable. Sends to an external service (a node-0 address a subsystem declares) are
 * answered here and the reply, numbered by the requester, routed like any message. Unreachable
 * targets produce interconnect disconnect notices.
 *
 * A disconnect notice belongs to the session that broke. In YDB the interconnect proxy reports a
 * dead session or a failed connect to its subscribers (TEvNodeDisconnected) before a new session to
 * the same peer carries anything (ydb/library/actors/interconnect interconnect_tcp_proxy.cpp). So a
 * notice still pending when its pair can talk again (link healed, peer restarted) is re-issued for
 * that moment and the later original dropped: nothing of a new session arrives before the old one's
 * notice, and no old notice arrives after it. A restarted node has no old sessions: notices queued
 * for its previous incarnation are dropped. (net.loss breaks sessions with no heal: its notices keep
 * their detection delay.)
 */
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId, Us } from './actor.ts';
import { inflightPush } from './inflight.ts';
import { messageId, noticeGeneration, noticeId } from './msgid.ts';
import type { LatencyModel } from './latency.ts';
import type { SystemMessage } from './messages.ts';
import { extraDelayUs, isCut, isRefused, setRefused, type NodeIndex } from './network.ts';
import { INTERCONNECT, WATCHERS, type OutEnvelope } from './nodestate.ts';
import type { TraceRecorder } from './recorder.ts';
import { nextFloat, type RngState } from './rng.ts';
import type { RunState } from './runstate.ts';
import type { ExternalService, KernelSubsystem } from './subsystem.ts';
import type { DropReason, EventBase } from './trace.ts';
import { hashSentEnvelope } from './sentHash.ts';
import { hashDropped } from './tracehash.ts';

interface ServiceSlot {
  /** Id of the subsystem declaring it: its state is `RunState.services[id]`. */
  readonly id: string;
  readonly hook: ExternalService;
}

const addressKey = (a: ActorId) => `${a.node}/${a.name}`;

export class Router {
  private readonly services = new Map<string, ServiceSlot>();

  constructor(
    private readonly st: RunState,
    private readonly index: NodeIndex,
    private readonly latency: LatencyModel,
    private readonly detectUs: Us,
    private readonly trace: TraceRecorder<EventBase>,
    subsystems: readonly KernelSubsystem[],
  ) {
    for (const s of subsystems) {
      if (!s.service) continue;
      const a = s.service.address;
      if (index.of(a.node) >= 0)
        throw new Error(`${s.id}: service address ${addressKey(a)} is a cluster node`);
      if (this.services.has(addressKey(a)))
        throw new Error(`${s.id}: service address ${addressKey(a)} taken`);
      this.services.set(addressKey(a), { id: s.id, hook: s.service });
    }
  }

  /** Initial states of the external services, by subsystem id. */
  initialStates(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const s of this.services.values()) out[s.id] = s.hook.init();
    return out;
  }

  private service(a: ActorId): ServiceSlot | undefined {
    return this.services.size === 0 ? undefined : this.services.get(addressKey(a));
  }

  /**
   * Stamps a send with its seq and delivery time, records it, and queues or drops it. Under
   * net.duplicate a message between two nodes may be routed once more as a copy (its own seq and
   * `msg.sent`, never after a later send of the pair: FIFO holds; a copy is not copied again).
   */
  route(e: OutEnvelope, copy = false, slot = -1): void {
    const st = this.st;
    const net = st.net;
    const from = this.index.of(e.from.node);
    const to = this.index.of(e.to.node);
    // Numbered by its sender (a service's reply by the requester: its requests come in its order).
    const s = slot >= 0 ? slot : from + 1;
    const n = (st.sent[s] as number) + 1;
    st.sent[s] = n;
    st.seq++;
    const seq = messageId(s, n);
    e.seq = seq;
    const svc = to < 0 ? this.service(e.to) : undefined;
    // Draws come only for node-to-node sends, from the sender's own stream.
    const rng = st.linkRng[from] as RngState;
    let lat = 0;
    if (from >= 0 && to >= 0) {
      lat = this.latency.sampleUs(from, to, rng) + extraDelayUs(net, from, to);
      // In-order delivery per node pair (an interconnect session is a FIFO stream).
      const k = from * net.n + to;
      const last = net.lastDeliverAt[k] as number;
      if (e.sentAt + lat < last) lat = last - e.sentAt;
      net.lastDeliverAt[k] = e.sentAt + lat;
    } else if (svc) lat = svc.hook.latencyUs;
    else if (from < 0) lat = this.service(e.from)?.hook.latencyUs ?? 0;
    e.deliverAt = e.sentAt + lat;
    const tr = this.trace;
    hashSentEnvelope(tr.h, e, seq);
    if (tr.builds) {
      tr.add({
        kind: 'msg.sent',
        t: e.sentAt,
        node: e.from.node,
        id: seq,
        from: e.from,
        to: e.to,
        msg: e.msg.kind,
        deliverAt: e.deliverAt,
      });
    }
    if (svc) return this.serve(e, svc, s);
    const t = e.sentAt;
    if (e.to.name === INTERCONNECT) return this.closeSession(from, to, t);
    const status = to >= 0 ? this.statusAt(to, t) : 'down';
    if (status !== 'up') {
      this.unreachable(from, to, t);
      return this.drop(e, t, status === 'crashed' ? 'crashed' : 'node-down');
    }
    if (isRefused(net, from, to)) {
      this.unreachable(from, to, t);
      return this.drop(e, t, 'refused');
    }
    if (from >= 0 && isCut(net, from, to)) {
      this.unreachable(from, to, t);
      // A one-way cut breaks the two-way session: the receiver notices too (faults.ts).
      if (!isCut(net, to, from)) this.unreachable(to, from, t);
      return this.drop(e, t, 'partition');
    }
    if (net.loss > 0 && from >= 0 && from !== to && nextFloat(rng) < net.loss) {
      // Interconnect runs over TCP: a lost packet is a broken session, which both ends notice.
      this.unreachable(from, to, t);
      this.unreachable(to, from, t);
      return this.drop(e, t, 'loss');
    }
    inflightPush(st.inflight, e);
    if (!copy && net.duplicate > 0 && from >= 0 && from !== to && nextFloat(rng) < net.duplicate)
      this.route({ ...e, seq: 0, deliverAt: 0 }, true, s);
  }

  /**
   * Node index `i`'s status as a send made at `t` finds it: a node that crashed later than `t` (in
   * the same window, its step merged first) was still up; the send is dropped on delivery instead.
   */
  private statusAt(i: number, t: Us): string {
    const status = this.st.status[i] as string;
    return status === 'crashed' && t < (this.st.crashedAt[i] as number) ? 'up' : status;
  }

  /** A send to a peer's INTERCONNECT address: the session breaks, both ends' watchers hear it. */
  private closeSession(from: number, to: number, t: Us): void {
    const st = this.st;
    if (from < 0 || to < 0 || from === to || st.status[from] !== 'up' || st.status[to] !== 'up') return;
    this.notifyDisconnect(from, [to], t);
    this.notifyDisconnect(to, [from], t);
  }

  /**
   * Node index `i` now refuses exactly `peers` (ctx.refusePeers): a pair that turns refused breaks
   * its session (both ends' watchers hear it); a pair that no longer is can talk again, so notices of
   * its broken session arrive now, as after a heal.
   */
  refuse(i: number, peers: readonly NodeId[]): void {
    const st = this.st;
    const { refused, lifted } = setRefused(
      st.net,
      i,
      peers.map((p) => this.index.of(p)),
    );
    // A pair already cut has no session to break, and one still cut has none to resume.
    const cut = (j: number) => isCut(st.net, i, j) || isCut(st.net, j, i);
    for (const j of refused) if (!cut(j)) this.closeSession(i, j, st.now);
    for (const j of lifted) {
      if (cut(j)) continue;
      this.resumed(i, j);
      this.resumed(j, i);
    }
  }

  /** A node's process ended (down, crash): the peers it refused are no longer refused by it. */
  forgetRefusals(i: number): void {
    if (this.st.net.refusedPairs > 0) setRefused(this.st.net, i, []);
  }

  /** The service answers from its state; the reply leaves when the request arrives. */
  private serve(e: OutEnvelope, svc: ServiceSlot, slot: number): void {
    const reply = svc.hook.reply(this.st.services[svc.id], e.msg);
    if (!reply) return;
    const r = { from: svc.hook.address, to: e.from, msg: reply, sentAt: e.deliverAt, deliverAt: 0, seq: 0 };
    this.route(r, false, slot);
  }

  /**
   * A send from node index `from` found node index `to` unreachable: like a failed interconnect
   * connect, the sender's watchers of `to` hear `sys.disconnected` (at most once per detect period).
   */
  private unreachable(from: number, to: number, t: Us): void {
    const st = this.st;
    if (from < 0 || to < 0 || from === to || st.status[from] !== 'up') return;
    const k = from * st.net.n + to;
    if (t - (st.net.noticeAt[k] as number) < this.detectUs) return;
    st.net.noticeAt[k] = t;
    this.notifyDisconnect(to, [from], t);
  }

  /**
   * Node indices `k` and `i` can talk again (a heal, or a restart of one of them): a notice to `k`
   * about `i` due later than now is re-issued for now, so it arrives before anything a new session
   * carries; the pending original becomes stale.
   */
  resumed(k: number, i: number): void {
    const st = this.st;
    const p = k * st.net.n + i;
    if (k === i || (st.net.noticeDue[p] as number) <= st.now) return;
    st.net.sessionGen[p] = this.pushNotice(i, k, st.now, st.now);
    st.net.noticeDue[p] = st.now;
  }

  /** Node index `k` restarted: notices queued for its previous incarnation are stale. */
  rebooted(k: number): void {
    const st = this.st;
    const n = st.net.n;
    for (let i = 0; i < n; i++) {
      st.net.sessionGen[k * n + i] = st.net.noticeGen[k * n + i] as number;
      st.net.noticeDue[k * n + i] = -Infinity;
      this.resumed(i, k);
    }
  }

  /** Whether a notice envelope belongs to the current session of its pair (else it is not delivered). */
  noticeLive(e: OutEnvelope): boolean {
    const net = this.st.net;
    const p = this.index.of(e.to.node) * net.n + this.index.of(e.from.node);
    return noticeGeneration(net.n * net.n, e.seq) >= (net.sessionGen[p] as number);
  }

  /** Queues `sys.disconnected` about node index `i` to node index `k`'s watchers; returns its generation. */
  private pushNotice(i: number, k: number, sentAt: Us, deliverAt: Us): number {
    const st = this.st;
    const ids = this.index.ids;
    const x = ids[i] as NodeId;
    const p = k * st.net.n + i;
    const g = st.net.noticeGen[p] as number;
    st.net.noticeGen[p] = g + 1;
    st.seq++;
    const seq = noticeId(st.net.n * st.net.n, p, g);
    const msg: SystemMessage = { kind: 'sys.disconnected', node: x };
    inflightPush(st.inflight, {
      from: { node: x, name: INTERCONNECT },
      to: { node: ids[k] as NodeId, name: WATCHERS },
      msg,
      sentAt,
      deliverAt,
      seq,
    });
    st.net.noticeDue[p] = Math.max(st.net.noticeDue[p] as number, deliverAt);
    return g;
  }

  drop(e: OutEnvelope, t: Us, reason: DropReason): void {
    const tr = this.trace;
    hashDropped(tr.h, t, 0, e.seq, e.to.node, e.to.name, reason);
    if (tr.builds) tr.add({ kind: 'msg.dropped', t, node: 0, id: e.seq, to: e.to, reason });
  }

  /** After `detectUs`, every live node other than `i` (or those of `peers`) learns its session to `i` broke. */
  notifyDisconnect(i: number, peers?: readonly number[], t: Us = this.st.now): void {
    const st = this.st;
    const n = this.index.size;
    if (peers) {
      for (const k of peers)
        if (k !== i && st.status[k] === 'up') this.pushNotice(i, k, t, t + this.detectUs);
      return;
    }
    for (let k = 0; k < n; k++)
      if (k !== i && st.status[k] === 'up') this.pushNotice(i, k, t, t + this.detectUs);
  }
}
