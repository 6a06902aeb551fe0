/**
 * Kernel commands — faults and `config.apply` — as ONE table keyed by kind: each entry is the
 * command's fields (its zod schema) and what the scheduler does with it, through the narrow
 * FaultTarget the scheduler implements. The FaultCommand type, the schemas and FAULT_KINDS all
 * derive from this table: a new kind is one entry here (plus its label in the app).
 *
 * Restarts expand into timed node.down / node.up steps ordered after their parent command. Link
 * faults act on every pair of the two node sets; a newly cut pair of live nodes loses its
 * interconnect session both ways (sys.disconnected to watchers after the detection delay).
 *
 * One-way cuts (`link.cut` with `oneWay: true`) drop messages from `a` to `b` only; `b` still
 * delivers to `a`. YDB's interconnect session is one two-way TCP stream: an asymmetric drop stalls
 * it (the sender gets no acks, the receiver no pings: ydb/library/actors/interconnect
 * interconnect_tcp_session.cpp, dead-peer and lost-connection timeouts) and both ends get
 * TEvNodeDisconnected. So both ends' watchers hear sys.disconnected when the cut starts and again
 * whenever a dropped a → b send finds the session broken (like net.loss), while messages the
 * receiver's side sends still arrive: protocols see a peer that hears them but whose answers
 * vanish. `link.heal` and `net.healAll` heal both directions.
 */
import { z } from 'zod';
import { clusterConfigSchema } from '../model/config/schema.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import { nodesToJoin, type GrowCommand } from '../model/topology/membership.ts';
import type { NodeSet } from '../model/topology/nodeset.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import { kindOf, nameSchema, nodeIdSchema, nodeSetSchema, usSchema, type QueuedCommand } from './commands.ts';
import type { KernelSubsystem } from './subsystem.ts';
import type { KernelEventBody } from './trace.ts';

/** What a kernel command may do to the run (implemented by the scheduler). */
export interface FaultTarget {
  readonly now: Us;
  /** Every node, in topology order. */
  readonly nodeIds: readonly NodeId[];
  /** Node ids of a set, sorted; throws on an unknown name. */
  resolve(set: NodeSet): NodeId[];
  /** The run's topology, its reserved slots included. */
  readonly topology: Topology;
  /** Reserved slots joined so far (checkpointed with the run state). */
  readonly joined: NodeId[];
  nodeDown(id: NodeId): void;
  nodeUp(id: NodeId): void;
  /** Queues a timed step of `parent` (restart expansions), ordered after it by `sub`. */
  later(parent: QueuedCommand, sub: number, at: Us, command: FaultCommand): void;
  /** Cuts (or heals) every pair across `a` × `b`; with `oneWay` only the direction a → b. */
  cut(a: readonly NodeId[], b: readonly NodeId[], cut: boolean, oneWay?: boolean): void;
  delay(a: readonly NodeId[], b: readonly NodeId[], extraUs: Us): void;
  /** Removes every cut, delay, loss and duplication. */
  healAll(): void;
  setLoss(probability: number): void;
  setDuplicate(probability: number): void;
  /** Hands `config` (version `version`) to each of `nodes` that is up, at virtual time `at`. */
  applyConfig(nodes: readonly NodeId[], config: ClusterConfig, version: number, at: Us): void;
  /** Appends a coordinator event (time now, node 0). */
  event(e: KernelEventBody): void;
}

type Shape = z.ZodRawShape;
type Fields<S extends Shape> = z.output<z.ZodObject<S>>;

interface Entry<S extends Shape> {
  readonly fields: S;
  /**
   * Takes effect inside node steps at its own time instead of splitting the stepping windows, so
   * it never changes the order of anything else in the run (config.apply).
   */
  readonly inStep: boolean;
  apply(t: FaultTarget, c: Fields<S>, q: QueuedCommand): void;
}

const entry = <S extends Shape>(fields: S, apply: Entry<S>['apply'], inStep = false): Entry<S> => ({
  fields,
  apply,
  inStep,
});

const each = (ids: readonly NodeId[], f: (id: NodeId) => void) => ids.forEach((id) => f(id));
/**
 * Joins the free reserved slots an add command names, or refuses the whole command when any of
 * them is not one (already joined, or never reserved) — the scenario checker's rule, here for
 * commands sent while the run is live (a page's "Add node" racing a scenario's `rack.add`).
 */
const join = (t: FaultTarget, c: GrowCommand) => {
  const r = nodesToJoin(t.topology, c, new Set(t.joined));
  if (!r.ok) return t.event({ kind: 'cluster.joinRefused', command: c.kind, refusal: r.refusal });
  t.joined.push(...r.nodes);
  t.event({ kind: 'cluster.joined', nodes: r.nodes });
  each(r.nodes, (id) => t.nodeUp(id));
};
const twoSets = { a: nodeSetSchema, b: nodeSetSchema };

const FAULTS = {
  'node.down': entry({ node: nodeIdSchema }, (t, c) => t.nodeDown(c.node)),
  /** Brings a node back with empty volatile state (StateStorage replicas come back empty). */
  'node.up': entry({ node: nodeIdSchema }, (t, c) => t.nodeUp(c.node)),
  /** Down then up after `downForUs`. */
  'node.restart': entry({ node: nodeIdSchema, downForUs: usSchema }, (t, c, q) => {
    t.nodeDown(c.node);
    t.later(q, 1, t.now + c.downForUs, { kind: 'node.up', node: c.node });
  }),
  'rack.down': entry({ rack: nameSchema }, (t, c) =>
    each(t.resolve({ racks: [c.rack] }), (id) => t.nodeDown(id)),
  ),
  'rack.up': entry({ rack: nameSchema }, (t, c) =>
    each(t.resolve({ racks: [c.rack] }), (id) => t.nodeUp(id)),
  ),
  'dc.down': entry({ dc: nameSchema }, (t, c) => each(t.resolve({ dcs: [c.dc] }), (id) => t.nodeDown(id))),
  'dc.up': entry({ dc: nameSchema }, (t, c) => each(t.resolve({ dcs: [c.dc] }), (id) => t.nodeUp(id))),
  /**
   * Grows the cluster: nodes the run reserved (the scenario's `reserve`, outside the cluster and
   * down until now) join and boot empty; they hold nothing until a reconfiguration places replicas.
   */
  'node.add': entry({ node: nodeIdSchema }, (t, c) => join(t, { kind: 'node.add', node: c.node })),
  'rack.add': entry({ rack: nameSchema }, (t, c) => join(t, { kind: 'rack.add', rack: c.rack })),
  'dc.add': entry({ dc: nameSchema }, (t, c) => join(t, { kind: 'dc.add', dc: c.dc })),
  /** Restarts every node (or those of `set`) one by one, each `intervalUs` apart, down for `downForUs`. */
  'rolling.restart': entry(
    { set: nodeSetSchema.optional(), intervalUs: usSchema, downForUs: usSchema },
    (t, c, q) =>
      (c.set ? t.resolve(c.set) : t.nodeIds).forEach((id, k) => {
        const at = t.now + k * c.intervalUs;
        t.later(q, 2 * k + 1, at, { kind: 'node.down', node: id });
        t.later(q, 2 * k + 2, at + c.downForUs, { kind: 'node.up', node: id });
      }),
  ),
  /**
   * Network partition: messages between any node of `a` and any node of `b` are dropped; with
   * `oneWay`, only those from `a` to `b` (see the header).
   */
  'link.cut': entry({ ...twoSets, oneWay: z.boolean().optional() }, (t, c) => {
    const [a, b] = [t.resolve(c.a), t.resolve(c.b)];
    t.event(c.oneWay ? { kind: 'link.cut', a, b, oneWay: true } : { kind: 'link.cut', a, b });
    t.cut(a, b, true, c.oneWay ?? false);
  }),
  'link.heal': entry(twoSets, (t, c) => {
    const [a, b] = [t.resolve(c.a), t.resolve(c.b)];
    t.event({ kind: 'link.healed', a, b });
    t.cut(a, b, false);
  }),
  /** Removes every cut, loss, duplication and extra latency. */
  'net.healAll': entry({}, (t) => {
    t.healAll();
    const all = [...t.nodeIds];
    t.event({ kind: 'link.healed', a: all, b: all });
  }),
  /** Probability in [0, 1] that any message is lost (seeded). */
  'net.loss': entry({ probability: z.number().min(0).max(1) }, (t, c) => {
    if (!(c.probability >= 0 && c.probability <= 1))
      throw new Error(`net.loss: probability ${c.probability} not in [0, 1]`);
    t.setLoss(c.probability);
    t.event({ kind: 'net.loss', probability: c.probability });
  }),
  /**
   * Probability in [0, 1] that a message between two nodes is delivered twice (seeded; the copy
   * keeps the per-pair FIFO order). YDB's interconnect runs over TCP and never duplicates: this is
   * a stress fault beyond YDB's network model, to test that protocols tolerate a repeated message.
   */
  'net.duplicate': entry({ probability: z.number().min(0).max(1) }, (t, c) => {
    t.setDuplicate(c.probability);
    t.event({ kind: 'net.duplicate', probability: c.probability });
  }),
  'link.delay': entry({ ...twoSets, extraUs: usSchema }, (t, c) => {
    const [a, b] = [t.resolve(c.a), t.resolve(c.b)];
    t.delay(a, b, c.extraUs);
    t.event({ kind: 'link.delay', a, b, extraUs: c.extraUs });
  }),
  /**
   * The nodes of `nodes` (default all) that are up switch to `config` at this virtual time; each
   * emits `config.applied`. A node restarted later boots with the last config it applied.
   */
  'config.apply': entry(
    { nodes: nodeSetSchema.optional(), config: clusterConfigSchema, version: z.number().int().positive() },
    (t, c, q) => t.applyConfig(c.nodes ? t.resolve(c.nodes) : t.nodeIds, c.config, c.version, q.at),
    true,
  ),
};

type Table = typeof FAULTS;
type FaultKind = keyof Table;
type FieldsOf<K extends FaultKind> = Table[K] extends Entry<infer S> ? S : never;

/** zod schema of each kernel command (strict: unknown fields are errors). */
export type FaultSchemas = {
  readonly [K in FaultKind]: z.ZodObject<{ kind: z.ZodLiteral<K> } & FieldsOf<K>, z.core.$strict>;
};

export const FAULT_SCHEMAS = Object.fromEntries(
  Object.entries(FAULTS).map(([kind, e]) => [kind, z.strictObject({ kind: z.literal(kind), ...e.fields })]),
) as unknown as FaultSchemas;

export type FaultCommand = { [K in FaultKind]: z.output<FaultSchemas[K]> }[FaultKind];

export const FAULT_KINDS: ReadonlySet<string> = new Set(Object.keys(FAULTS));

export function isFaultCommand(c: { readonly kind: string }): c is FaultCommand {
  return FAULT_KINDS.has(c.kind);
}

/** True for kernel commands that act inside node steps (see Entry.inStep). */
export function actsInStep(c: FaultCommand): boolean {
  return FAULTS[c.kind].inStep;
}

export function applyFault(t: FaultTarget, c: FaultCommand, q: QueuedCommand): void {
  const e = FAULTS[c.kind] as Entry<Shape> | undefined;
  if (!e) throw new Error(`unknown kernel command '${String(c.kind)}'`);
  e.apply(t, c, q);
}

/** Which service on the target node receives each node command kind. */
export function commandServices(subsystems: readonly KernelSubsystem[]): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const { id, commands } of subsystems) {
    if (!commands) continue;
    for (const kind of commands.schemas.map(kindOf)) {
      if (FAULT_KINDS.has(kind) || out.has(kind)) throw new Error(`${id}: command kind '${kind}' taken`);
      out.set(kind, commands.service);
    }
  }
  return out;
}
