/**
 * The value each replica holds per record key, folded from `replica.changed`, for the inspector's
 * value column. Replicas keep their records in memory only (statestorage_replica.cpp has no local
 * database): a node that stops loses them and comes back empty. One immutable snapshot per batch
 * that changes it.
 */
import type { TraceEvent } from '../../../engine/index.ts';
import type { FoldSpec } from '../foldProjection.ts';

/** `<node>/<replica service name>` (e.g. `4/ssr:0:1:0`) → record key → summary of the value it holds. */
export type ReplicaValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Key of ReplicaValues for a replica on a node: `<node>/<service name>`. */
export const replicaValueId = (node: number, serviceName: string) => `${node}/${serviceName}`;

function foldReplicaValues(values: ReplicaValues, batch: readonly TraceEvent[]): ReplicaValues {
  let next: Record<string, Record<string, string>> | null = null;
  for (const e of batch) {
    if (e.kind === 'replica.changed') {
      next ??= { ...values };
      const id = replicaValueId(e.node, e.replica);
      next[id] = { ...next[id], [e.key]: e.summary };
    } else if (e.kind === 'node.down' || e.kind === 'node.crashed') {
      next ??= { ...values };
      const prefix = `${e.target}/`;
      for (const id of Object.keys(next)) if (id.startsWith(prefix)) delete next[id];
    }
  }
  return next ?? values;
}

/** Replica values as the page mounts them (app/runtime/foldProjection.ts). */
export const replicaValuesSpec: FoldSpec<ReplicaValues> = { init: () => ({}), step: foldReplicaValues };
