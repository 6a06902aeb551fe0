/**
 * The SchemeShard tablet, reduced to what SchemeBoard needs. Elected through StateStorage with the
 * shared election (engine/subsystems/statestorage/election.ts, after tablet_sys.cpp), so its owner
 * generation is a real tablet generation. Once elected it starts its populator with every
 * description (schemeshard__init.cpp TTxInitPopulator), applies schema changes (create / alter /
 * drop with path versions), hands each changed description to the populator, and answers the
 * client once the populator reports a quorum (publishing done) -> `schema.committed`.
 * Its schema is not durable here (no BlobStorage): a SchemeShard booted later starts from /Root.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { versionKey } from './messages.ts';
import type { SchemeBoardInbox } from './inbox.ts';
import {
  ELECTION_INBOX,
  electionReceive,
  isElectionMessage,
  startElection,
  stopElection,
  type ElectionState,
} from '../statestorage/contract.ts';
import { applyChange, initSchema, type SchemaState } from './schema.ts';
import type { PopulatorArgs } from './populator.ts';

type SchemaChange = Extract<SchemeBoardInbox, { kind: 'sb.change' }>;

export interface SchemeShardArgs {
  readonly tabletId: string;
}

export interface SchemeShardState {
  readonly tabletId: string;
  readonly election: ElectionState;
  phase: 'electing' | 'serving';
  schema: SchemaState | null;
  populator: ActorId | null;
  /** Changes that arrived before the election finished. */
  readonly queue: { from: ActorId; msg: SchemaChange }[];
  /** `localPathId:version` -> the client waiting for that version to be published. */
  readonly txs: Map<string, { client: ActorId; txId: string }>;
  /** Highest version reported committed per path (schema.committed is monotonic). */
  readonly committed: Map<string, number>;
}

function stop(s: SchemeShardState, ctx: ActorContext, reason: string): void {
  stopElection(s.election, ctx);
  if (s.populator) ctx.send(s.populator, { kind: 'sys.poison' });
  ctx.emit({ kind: 'tablet.stopped', tabletId: s.tabletId, actor: ctx.self, reason });
  ctx.stop();
}

function serve(s: SchemeShardState, ctx: ActorContext, generation: number): void {
  s.phase = 'serving';
  s.schema = initSchema(s.tabletId, generation);
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
  const target = r.changed[0]!;
  s.txs.set(versionKey(target), { client: from, txId: m.txId });
  for (const d of r.changed) ctx.send(s.populator, { kind: 'sb.describe', description: d });
}

/** What a SchemeShard handles (its election's kinds too): the kernel drops any other kind before receive. */
const INBOX = [...ELECTION_INBOX, 'sb.change', 'sb.published', 'sys.poison'] as const;
type In = InboxOf<SchemeBoardInbox, typeof INBOX>;

function receive(s: SchemeShardState, env: Envelope<In>, ctx: ActorContext): void {
  const m = env.msg;
  if (isElectionMessage(m)) {
    const v = electionReceive(s.election, env, ctx);
    switch (v.kind) {
      case 'elected':
        return serve(s, ctx, v.generation);
      case 'demoted':
      case 'failed':
        return stop(s, ctx, v.reason);
      case 'pending':
      case 'committed': // answers commitStep, which the SchemeShard never calls
        return;
      default:
        return assertNever(v, 'election verdict');
    }
  }
  switch (m.kind) {
    case 'sb.change':
      return change(s, ctx, env.from, m);
    case 'sb.published': {
      if ((s.committed.get(m.path) ?? 0) < m.version) {
        s.committed.set(m.path, m.version);
        ctx.emit({ kind: 'schema.committed', path: m.path, version: m.version });
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
    schema: null,
    populator: null,
    queue: [],
    txs: new Map(),
    committed: new Map(),
  };
}

export const sbSchemeShard: Behaviour<SchemeShardState, In> = {
  type: 'sb.schemeshard',
  inbox: INBOX,
  init,
  receive,
};
