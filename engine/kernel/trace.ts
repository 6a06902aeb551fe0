/**
 * Typed trace events. Actors emit `SemanticEvent`s through `ctx.emit`; the runtime stamps them with
 * virtual time and node. The scheduler adds network and fault events. The UI animates the trace, the
 * CLI summarises it, tests assert on it, and a stable hash over every event proves determinism.
 * Everything here is JSON-safe (no bigint: tablet ids are decimal strings).
 */
import type { Subsystem } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId, Us } from './actor.ts';

export type DropReason =
  | 'node-down' // target (or sender) node is down
  | 'partition' // link cut between the two nodes
  | 'loss' // random message loss fault
  | 'no-actor' // target actor does not exist on a live node (sender gets sys.undelivered)
  | 'crashed'; // target node's worker crashed

/** Operation names as the protocols call them, for op.* events. */
export type OpName =
  | 'lookup'
  | 'update'
  | 'lock'
  | 'cleanup'
  | 'follower.register'
  | 'resolve'
  | 'publish'
  | 'board.lookup'
  | 'board.subscribe'
  | 'sb.populate'
  | 'sb.update'
  | 'sb.subscribe'
  | 'sb.sync'
  | 'tablet.request';

export type SemanticEvent =
  | {
      readonly kind: 'replica.changed';
      readonly subsystem: Subsystem;
      /** Replica service name, e.g. `ssr:0:3:1`. */
      readonly replica: string;
      /** Record key: tablet id or path. */
      readonly key: string;
      /** Short human summary of the new value, e.g. `leader n4 gen 3:0 locked`. */
      readonly summary: string;
    }
  | {
      readonly kind: 'op.started';
      readonly subsystem: Subsystem;
      readonly op: OpName;
      readonly opId: string;
      readonly key: string;
    }
  | {
      readonly kind: 'op.quorum' | 'op.failed' | 'op.timeout';
      readonly subsystem: Subsystem;
      readonly op: OpName;
      readonly opId: string;
      readonly key: string;
      /** Outcome detail, e.g. `OK gen 3`, `RACE`, `ERROR unavailable`. */
      readonly detail: string;
    }
  | {
      readonly kind: 'leader.elected';
      readonly tabletId: string;
      readonly generation: number;
      readonly actor: ActorId;
    }
  | {
      readonly kind: 'leader.demoted';
      readonly tabletId: string;
      readonly generation: number;
      readonly actor: ActorId;
      readonly reason: string;
    }
  | {
      readonly kind: 'tablet.stopped';
      readonly tabletId: string;
      readonly actor: ActorId;
      readonly reason: string;
    }
  | {
      readonly kind: 'tablet.resolved';
      readonly tabletId: string;
      readonly generation: number;
      readonly leader: ActorId | null;
    }
  | {
      readonly kind: 'board.view';
      readonly subscriber: string;
      readonly path: string;
      readonly payloads: readonly string[];
    }
  | {
      readonly kind: 'schema.view';
      readonly path: string;
      readonly version: number;
      readonly generation: number;
      readonly deleted: boolean;
    }
  | { readonly kind: 'schema.committed'; readonly path: string; readonly version: number }
  | { readonly kind: 'note'; readonly text: string };

export type NetworkEvent =
  | {
      readonly kind: 'msg.sent';
      readonly id: number;
      readonly from: ActorId;
      readonly to: ActorId;
      /** The message's `kind`. */
      readonly msg: string;
      readonly deliverAt: Us;
    }
  | { readonly kind: 'msg.delivered'; readonly id: number; readonly to: ActorId }
  | { readonly kind: 'msg.dropped'; readonly id: number; readonly to: ActorId; readonly reason: DropReason };

export type FaultEvent =
  | { readonly kind: 'node.down' | 'node.up'; readonly target: NodeId }
  | { readonly kind: 'node.crashed'; readonly target: NodeId; readonly error: string }
  | {
      readonly kind: 'link.cut' | 'link.healed';
      readonly a: readonly NodeId[];
      readonly b: readonly NodeId[];
    }
  | { readonly kind: 'net.loss'; readonly probability: number }
  | {
      readonly kind: 'link.delay';
      readonly a: readonly NodeId[];
      readonly b: readonly NodeId[];
      readonly extraUs: Us;
    }
  | { readonly kind: 'config.changed'; readonly summary: string }
  | { readonly kind: 'invariant.violated'; readonly invariant: string; readonly message: string }
  | { readonly kind: 'expect.met' | 'expect.failed'; readonly expect: string; readonly detail: string };

/** One trace event: when (virtual µs), where (node; 0 for the scheduler itself) and what. */
export type TraceEvent = (SemanticEvent | NetworkEvent | FaultEvent) & {
  readonly t: Us;
  readonly node: NodeId;
};
export type TraceEventKind = TraceEvent['kind'];
