/**
 * Commands a person (UI), a scenario file or a test gives the simulation. Fault commands are carried
 * out by the scheduler; node commands are delivered as a `cmd` message to the target node's `agent`
 * actor, which starts the right actor (tablet, publisher, subscriber, client, SchemeShard change).
 */
import type { NodeId } from '../model/topology/types.ts';
import type { Us } from './actor.ts';

/** A set of nodes named by node ids, racks (fail domains), datacenters (realms) or piles. */
export interface NodeSet {
  readonly nodes?: readonly NodeId[];
  readonly racks?: readonly string[];
  readonly dcs?: readonly string[];
  readonly piles?: readonly string[];
}

export type FaultCommand =
  | { readonly kind: 'node.down'; readonly node: NodeId }
  /** Brings a node back with empty volatile state (StateStorage replicas come back empty). */
  | { readonly kind: 'node.up'; readonly node: NodeId }
  /** Down then up after `downForUs`. */
  | { readonly kind: 'node.restart'; readonly node: NodeId; readonly downForUs: Us }
  | { readonly kind: 'rack.down' | 'rack.up'; readonly rack: string }
  | { readonly kind: 'dc.down' | 'dc.up'; readonly dc: string }
  /** Restarts every node (or those of `set`) one by one, each `intervalUs` apart, down for `downForUs`. */
  | {
      readonly kind: 'rolling.restart';
      readonly set?: NodeSet;
      readonly intervalUs: Us;
      readonly downForUs: Us;
    }
  /** Network partition: messages between any node of `a` and any node of `b` are dropped. */
  | { readonly kind: 'link.cut'; readonly a: NodeSet; readonly b: NodeSet }
  | { readonly kind: 'link.heal'; readonly a: NodeSet; readonly b: NodeSet }
  /** Removes every cut, loss and extra latency. */
  | { readonly kind: 'net.healAll' }
  /** Probability in [0, 1] that any message is lost (seeded). */
  | { readonly kind: 'net.loss'; readonly probability: number }
  | { readonly kind: 'link.delay'; readonly a: NodeSet; readonly b: NodeSet; readonly extraUs: Us };

/** Column of a table in a schema change (SchemeBoard payloads). */
export interface ColumnSpec {
  readonly name: string;
  readonly type: string;
  readonly key?: boolean;
}

export type SchemaObject =
  | { readonly type: 'dir' }
  | { readonly type: 'table'; readonly columns: readonly ColumnSpec[]; readonly indexes?: readonly string[] }
  | { readonly type: 'topic'; readonly partitions: number };

export type NodeCommand =
  /** Boots a tablet on `node`: lookup → lock → (log read) → update → serve. */
  | { readonly kind: 'tablet.boot'; readonly node: NodeId; readonly tabletId: string }
  /** Stops the tablet's actor on `node` (its leader or a contender) without touching the node. */
  | { readonly kind: 'tablet.kill'; readonly node: NodeId; readonly tabletId: string }
  /** A client on `node` resolves the tablet's leader and sends it a request over a pipe. */
  | { readonly kind: 'tablet.request'; readonly node: NodeId; readonly tabletId: string }
  | { readonly kind: 'follower.boot'; readonly node: NodeId; readonly tabletId: string }
  /** A publisher on `node` publishes `payload` under `path` (Board); `publisher` names it for unpublish. */
  | {
      readonly kind: 'board.publish';
      readonly node: NodeId;
      readonly path: string;
      readonly payload: string;
      readonly publisher: string;
    }
  | { readonly kind: 'board.unpublish'; readonly node: NodeId; readonly publisher: string }
  /** A subscriber on `node` subscribes to `path` (Board lookup in Subscription mode); `subscriber` names it. */
  | {
      readonly kind: 'board.subscribe';
      readonly node: NodeId;
      readonly path: string;
      readonly subscriber: string;
    }
  /** The scheme cache on `node` subscribes to `path` through SchemeBoard. */
  | { readonly kind: 'schemeboard.subscribe'; readonly node: NodeId; readonly path: string }
  /** Boots the SchemeShard tablet (elected via StateStorage) that owns the schema. */
  | { readonly kind: 'schemeshard.boot'; readonly node: NodeId; readonly tabletId: string }
  /** A schema change (create, alter, drop) executed by the running SchemeShard. */
  | {
      readonly kind: 'schema.change';
      /** Node of the client that sends the change to the SchemeShard (found via StateStorage). */
      readonly node: NodeId;
      readonly op: 'create' | 'alter' | 'drop';
      readonly path: string;
      readonly object?: SchemaObject;
    };

export type Command = FaultCommand | NodeCommand;

export const FAULT_KINDS: ReadonlySet<string> = new Set<FaultCommand['kind']>([
  'node.down',
  'node.up',
  'node.restart',
  'rack.down',
  'rack.up',
  'dc.down',
  'dc.up',
  'rolling.restart',
  'link.cut',
  'link.heal',
  'net.healAll',
  'net.loss',
  'link.delay',
]);

export function isFaultCommand(c: Command): c is FaultCommand {
  return FAULT_KINDS.has(c.kind);
}
