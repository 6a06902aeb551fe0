/**
 * Bugs planted on purpose, to test that chaos finds, reproduces and shrinks a failure (never part
 * of a normal run). `forgetful-blobstorage`: BlobStorage loses every tablet's local database (the
 * node's DS proxy answers every read with no rows), so a new SchemeShard generation starts from an
 * empty schema and re-commits older versions — what the SchemeShard did before its schema was
 * durable (chaos.schema-never-backwards).
 */
import type { ActorContext, ActorId, AnyBehaviour } from '../kernel/actor.ts';
import type { BlobStorageMessage } from '../subsystems/blobstorage/contract.ts';
import type { SubsystemDescriptor } from '../subsystems/descriptor.ts';
import { SUBSYSTEM_DESCRIPTORS } from '../subsystems/index.ts';

/** The proxy's context, with every message it sends passed through `rewrite`. */
function rewritingContext(
  ctx: ActorContext,
  rewrite: (m: BlobStorageMessage) => BlobStorageMessage,
): ActorContext {
  return new Proxy(ctx, {
    get(target, prop, receiver) {
      if (prop !== 'send') return Reflect.get(target, prop, receiver) as unknown;
      return (to: ActorId, msg: { readonly kind: string }) =>
        target.send(to, (msg.kind.startsWith('bs.') ? rewrite(msg as BlobStorageMessage) : msg) as never);
    },
  });
}

/**
 * BlobStorage whose DS proxy (the `bsproxy` every tablet writes its log through) answers the
 * tablets through `rewrite`: a planted bug, or a test's protection taken out.
 */
export function rewriteProxyReplies(
  d: SubsystemDescriptor,
  rewrite: (m: BlobStorageMessage) => BlobStorageMessage,
): SubsystemDescriptor {
  if (d.id !== 'blobstorage') return d;
  const behaviours = d.behaviours.map((b): AnyBehaviour =>
    b.type === 'bridge.bsproxy'
      ? { ...b, receive: (s, env, ctx) => b.receive(s, env, rewritingContext(ctx, rewrite)) }
      : b,
  );
  return { ...d, behaviours };
}

const forgetful = (d: SubsystemDescriptor): SubsystemDescriptor =>
  rewriteProxyReplies(d, (m) => (m.kind === 'bs.rows' ? { ...m, rows: {} } : m));

export const PLANTED_BUGS: Readonly<Record<string, () => readonly SubsystemDescriptor[]>> = {
  'forgetful-blobstorage': () => SUBSYSTEM_DESCRIPTORS.map(forgetful),
};
