/**
 * The SchemeShard tablet, reduced to what SchemeBoard needs. Elected through StateStorage with the
 * shared election (engine/subsystems/statestorage/election.ts, after tablet_sys.cpp), so its owner
 * generation is a real tablet generation. Once elected it starts its populator with every
 * description (schemeshard__init.cpp TTxInitPopulator), applies schema changes (create / alter /
 * drop with path versions), hands each changed description to the populator, and answers the
 * client once the populator reports a quorum (publishing done) -> `schema.committed`.
 * Its schema and path table are durable, as a tablet's local database is (schemeshard__init.cpp
 * reads its tables before serving): each change is a log commit with the changed rows, written to
 * BlobStorage before it is published or answered; a new generation reads the rows back before it
 * serves, and BlobStorage's block refuses a stale generation's commit (it is demoted).
 * In bridge mode it is a tablet like the others (bridge-mode docs, "other tablets"; statestorage
 * bridge-boot.ts): once its node's pile is neither PRIMARY nor PROMOTED it stops at the next message
 * it gets, and in the primary a switchover leaves it starts its successor in the promoted pile,
 * serving until the successor's election demotes it.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { versionKey, type PathDescription } from './messages.ts';
import type { SchemeBoardInbox } from './inbox.ts';
import {
  commitStep,
  handOverOnSwitchover,
  tabletPileRole,
  ELECTION_INBOX,
  electionReceive,
  isElectionMessage,
  startElection,
  stopElection,
  type ElectionState,
} from '../statestorage/contract.ts';
import { blobStorageFor, SNAPSHOT_ROW, type LocalDbRows } from '../blobstorage/contract.ts';
import { applyChange, initSchema, type SchemaState } from './schema.ts';
import { restoreSchema, schemaRows } from './schema-rows.ts';
import type { PopulatorArgs } from './populator.ts';
import { SB_AGENT } from './names.ts';

type SchemaChange = Extract<SchemeBoardInbox, { kind: 'sb.change' }>;

export interface SchemeShardArgs {
  readonly tabletId: string;
}

export interface SchemeShardState {
  readonly tabletId: string;
  readonly election: ElectionState;
  phase: 'electing' | 'loading' | 'serving';
  /** The generation elected (set once elected; the local database is read before serving). */
  generation: number;
  schema: SchemaState | null;
  populator: ActorId | null;
  /** Changes that arrived before the election finished. */
  readonly queue: { from: ActorId; msg: SchemaChange }[];
  /** `localPathId:version` -> the client waiting for that version to be published. */
  readonly txs: Map<string, { client: ActorId; txId: string }>;
  /** Highest version reported committed per path (schema.committed is monotonic). */
  readonly committed: Map<string, number>;
  /** Log step -> the change written at it, published and answered once BlobStorage accepts it. */
  readonly writes: Map<number, { client: ActorId; txId: string; changed: readonly PathDescription[] }>;
  /** Bridge switchover: the promoted pile was asked to start this SchemeShard's successor. */
  handedOver: boolean;
  /** The log step re-committing what this generation read back; it serves once that is accepted. */
  restoreStep: number | null;
}

function stop(s: SchemeShardState, ctx: ActorContext, reason: string): void {
  stopElection(s.election, ctx);
  if (s.populator) ctx.send(s.populator, { kind: 'sys.poison' });
  ctx.emit({ kind: 'tablet.stopped', tabletId: s.tabletId, actor: ctx.self, reason });
  ctx.stop();
}

// schemeshard__init.cpp: the tablet's tables are read before it serves (TTxInit)
function load(s: SchemeShardState, ctx: ActorContext, generation: number): void {
  s.phase = 'loading';
  s.generation = generation;
  ctx.send(blobStorageFor(ctx), { kind: 'bs.read', tabletId: s.tabletId });
}

/**
 * The rows read back are laid over a fresh schema, and written again as this generation's first
 * commit before it serves: tablet_req_rebuildhistory.cpp reads the log with MustRestoreFirst, which
 * brings every entry found back to the group's full redundancy, and bridge.cpp sends each request to
 * every connected pile's group. An entry a dead generation left on fewer VDisks than a quorum, or
 * in one pile's group only (its put failed in the other), is thus on every group before anything is
 * built on it, and no later read from another quorum or pile can miss it. The rewrite is a snapshot
 * (`SNAPSHOT_ROW`): an older entry this read did not see is not history after it [guess: the restore
 * and the confirmed tail as one rewrite of the rows read, not per blob]. A first boot that read
 * nothing has no predecessor to confirm and serves at once.
 */
function restore(s: SchemeShardState, ctx: ActorContext, rows: LocalDbRows): void {
  s.schema = restoreSchema(initSchema(s.tabletId, s.generation), rows);
  if (Object.keys(rows).length === 0) return serve(s, ctx);
  s.restoreStep = commitStep(s.election, ctx, { ...rows, [SNAPSHOT_ROW]: true });
  if (s.restoreStep === null) stop(s, ctx, 'not serving');
}

function serve(s: SchemeShardState, ctx: ActorContext): void {
  const generation = s.generation;
  if (!s.schema) return;
  s.phase = 'serving';
  s.restoreStep = null;
  const args: PopulatorArgs = {
    owner: s.tabletId,
    generation,
    schemeshard: ctx.self,
    descriptions: [...s.schema.objects.values()],
  };
  s.populator = ctx.spawn('sb.populator', args);
  for (const q of s.queue.splice(0)) change(s, ctx, q.from, q.msg);
}

function change(s: SchemeShardState, ctx: ActorContext, from: ActorId, m: SchemaChange): void {
  if (s.phase !== 'serving' || !s.schema || !s.populator) {
    s.queue.push({ from, msg: m });
    return;
  }
  const r = applyChange(s.schema, m.op, m.path, m.object);
  if (!r.ok) {
    ctx.send(from, { kind: 'sb.changeResult', txId: m.txId, ok: false, detail: r.detail, version: 0 });
    return;
  }
  // the commit reaches BlobStorage before anything is published or answered
  const step = commitStep(s.election, ctx, schemaRows(s.schema, r.changed));
  if (step === null) {
    ctx.send(from, { kind: 'sb.changeResult', txId: m.txId, ok: false, detail: 'not serving', version: 0 });
    return;
  }
  s.writes.set(step, { client: from, txId: m.txId, changed: r.changed });
}

function publish(s: SchemeShardState, ctx: ActorContext, step: number): void {
  const w = s.writes.get(step);
  if (!w || !s.populator) return;
  s.writes.delete(step);
  s.txs.set(versionKey(w.changed[0]!), { client: w.client, txId: w.txId });
  for (const d of w.changed) ctx.send(s.populator, { kind: 'sb.describe', description: d });
}

/** What a SchemeShard handles (its election's kinds too): the kernel drops any other kind before receive. */
const INBOX = [
  ...ELECTION_INBOX,
  'bs.rows',
  'sb.change',
  'sb.published',
  'sb.pilesChanged',
  'sys.poison',
] as const;
type In = InboxOf<SchemeBoardInbox, typeof INBOX>;

/** Bridge switchover: the successor boots in the promoted pile (it elects itself past this one). */
function handOver(s: SchemeShardState, ctx: ActorContext): void {
  if (s.phase === 'electing') return;
  const to = handOverOnSwitchover(s, ctx, s.tabletId);
  if (to === null) return;
  const command = { kind: 'schemeshard.boot', node: to, tabletId: s.tabletId };
  ctx.send({ node: to, name: SB_AGENT }, { kind: 'cmd', command });
}

function receive(s: SchemeShardState, env: Envelope<In>, ctx: ActorContext): void {
  const m = env.msg;
  const role = m.kind === 'sys.poison' ? null : tabletPileRole(ctx.world, ctx.self.node);
  if (role?.kind === 'refused') return stop(s, ctx, role.reason);
  if (role?.kind === 'demoted') handOver(s, ctx);
  if (m.kind === 'sb.pilesChanged') return; // it only wakes the SchemeShard to check its pile
  if (isElectionMessage(m)) {
    const v = electionReceive(s.election, env, ctx);
    switch (v.kind) {
      case 'elected':
        load(s, ctx, v.generation);
        return handOver(s, ctx);
      case 'demoted':
      case 'failed':
        return stop(s, ctx, v.reason);
      case 'committed':
        return v.step === s.restoreStep ? serve(s, ctx) : publish(s, ctx, v.step);
      case 'pending':
        return;
      default:
        return assertNever(v, 'election verdict');
    }
  }
  switch (m.kind) {
    case 'bs.rows':
      if (s.phase !== 'loading' || m.tabletId !== s.tabletId) return;
      // a local database the group's quorum could not read: the tablet stops (tablet_sys.cpp)
      if (m.status === 'ERROR') return stop(s, ctx, 'blobstorage-error');
      restore(s, ctx, m.rows);
      return;
    case 'sb.change':
      return change(s, ctx, env.from, m);
    case 'sb.published': {
      if ((s.committed.get(m.path) ?? 0) < m.version) {
        s.committed.set(m.path, m.version);
        ctx.emit({ kind: 'schema.committed', path: m.path, version: m.version, generation: s.generation });
      }
      const k = versionKey(m);
      const tx = s.txs.get(k);
      if (tx) {
        s.txs.delete(k);
        ctx.send(tx.client, {
          kind: 'sb.changeResult',
          txId: tx.txId,
          ok: true,
          detail: 'published',
          version: m.version,
        });
      }
      return;
    }
    case 'sys.poison':
      return stop(s, ctx, 'killed');
    default:
      return assertNever(m, 'SchemeShard message');
  }
}

function init(ctx: ActorContext, args: unknown): SchemeShardState {
  const a = args as SchemeShardArgs;
  return {
    tabletId: a.tabletId,
    election: startElection(ctx, a.tabletId),
    phase: 'electing',
    generation: 0,
    schema: null,
    populator: null,
    queue: [],
    txs: new Map(),
    committed: new Map(),
    writes: new Map(),
    handedOver: false,
    restoreStep: null,
  };
}

export const sbSchemeShard: Behaviour<SchemeShardState, In> = {
  type: 'sb.schemeshard',
  inbox: INBOX,
  init,
  receive,
};
