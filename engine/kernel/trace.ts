/**
 * Trace events the runtime itself produces: network (sent / delivered / dropped), faults, config
 * changes, and the events scenario runners and checkers add (invariants, expectations, notes).
 * Subsystems declare their own events (engine/subsystems/events.ts and per subsystem); the full
 * `TraceEvent` union is built in engine/subsystems/index.ts. Every event carries when (virtual µs)
 * and where (node; 0 for the scheduler itself). Everything here is JSON-safe.
 */
import type { JoinRefusal } from '../model/topology/membership.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId, Us } from './actor.ts';

/** What the kernel knows of any trace event. */
export interface EventBase {
  readonly kind: string;
  readonly t: Us;
  readonly node: NodeId;
}

/** An event body with its time and node. */
export type Stamped<B> = B & { readonly t: Us; readonly node: NodeId };

export type DropReason =
  | 'node-down' // target (or sender) node is down
  | 'partition' // link cut between the two nodes
  | 'loss' // random message loss fault
  | 'no-actor' // target actor does not exist on a live node (sender gets sys.undelivered)
  | 'crashed' // target node's worker crashed
  | 'refused'; // one of the two nodes holds interconnect to the other down (ctx.refusePeers)

type NetworkEvent =
  | {
      readonly kind: 'msg.sent';
      readonly id: number;
      readonly from: ActorId;
      readonly to: ActorId;
      /** The message's `kind`. */
      readonly msg: string;
      readonly deliverAt: Us;
    }
  | {
      readonly kind: 'msg.delivered';
      readonly id: number;
      readonly to: ActorId;
      /**
       * The actor does not handle the message's kind (it is not in its behaviour's inbox): the
       * kernel dropped it before receive. Hashed like any delivery, so it leaves the hash as it was.
       */
      readonly unhandled?: true;
    }
  | { readonly kind: 'msg.dropped'; readonly id: number; readonly to: ActorId; readonly reason: DropReason };

export type FaultEvent =
  | { readonly kind: 'node.down' | 'node.up'; readonly target: NodeId }
  | { readonly kind: 'node.crashed'; readonly target: NodeId; readonly error: string }
  | {
      readonly kind: 'link.cut';
      readonly a: readonly NodeId[];
      readonly b: readonly NodeId[];
      /** Only messages from `a` to `b` are dropped (absent: both ways). */
      readonly oneWay?: true;
    }
  | { readonly kind: 'link.healed'; readonly a: readonly NodeId[]; readonly b: readonly NodeId[] }
  | { readonly kind: 'net.loss' | 'net.duplicate'; readonly probability: number }
  | {
      readonly kind: 'link.delay';
      readonly a: readonly NodeId[];
      readonly b: readonly NodeId[];
      readonly extraUs: Us;
    };

type RunEvent =
  | { readonly kind: 'config.changed'; readonly summary: string }
  /** A node switched to configuration `version` (a `config.apply` reached it while it was up). */
  | { readonly kind: 'config.applied'; readonly version: number }
  /** Reserved nodes joined the cluster (`node.add`, `rack.add`, `dc.add`): they boot empty. */
  | { readonly kind: 'cluster.joined'; readonly nodes: readonly NodeId[] }
  /**
   * An add command named a node that is not a free reserved slot (already joined, or never
   * reserved): nothing joins. `refusal` says why as data (model/topology/membership.ts); the page
   * words it in its language, `joinRefusalText` in the scenario checker's English.
   */
  | {
      readonly kind: 'cluster.joinRefused';
      readonly command: 'node.add' | 'rack.add' | 'dc.add';
      readonly refusal: JoinRefusal;
    }
  | { readonly kind: 'invariant.violated'; readonly invariant: string; readonly message: string }
  | { readonly kind: 'expect.met' | 'expect.failed'; readonly expect: string; readonly detail: string }
  | { readonly kind: 'note'; readonly text: string };

export type KernelEventBody = NetworkEvent | FaultEvent | RunEvent;
export type KernelEvent = Stamped<KernelEventBody>;

// Every kernel event kind, once (a missing or unknown kind is a type error).
const KINDS: Record<KernelEventBody['kind'], true> = {
  'msg.sent': true,
  'msg.delivered': true,
  'msg.dropped': true,
  'node.down': true,
  'node.up': true,
  'node.crashed': true,
  'cluster.joined': true,
  'cluster.joinRefused': true,
  'link.cut': true,
  'link.healed': true,
  'net.loss': true,
  'net.duplicate': true,
  'link.delay': true,
  'config.changed': true,
  'config.applied': true,
  'invariant.violated': true,
  'expect.met': true,
  'expect.failed': true,
  note: true,
};
export const KERNEL_EVENT_KINDS: readonly string[] = Object.keys(KINDS);

/** The `msg.delivered` event of a delivery at `t` on `node` (`ok`: the actor handles its kind). */
export function deliveredEvent(
  t: Us,
  node: NodeId,
  env: { readonly seq: number; readonly to: ActorId },
  ok: boolean,
): KernelEvent {
  const e = { kind: 'msg.delivered', t, node, id: env.seq, to: env.to } as const;
  return ok ? e : { ...e, unhandled: true };
}
