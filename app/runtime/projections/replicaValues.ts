/**
 * The value each replica holds per record key, folded from `replica.changed`, for the inspector's
 * value column. Replicas keep their records in memory only (statestorage_replica.cpp has no local
 * database): a node that stops loses them and comes back empty. One immutable snapshot per batch
 * that changes it.
 */
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import type { Projection } from '../projection.ts';

/** `<node>/<replica service name>` (e.g. `4/ssr:0:1:0`) → record key → summary of the value it holds. */
export type ReplicaValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Key of ReplicaValues for a replica on a node: `<node>/<service name>`. */
export const replicaValueId = (node: number, serviceName: string) => `${node}/${serviceName}`;

export function foldReplicaValues(values: ReplicaValues, batch: readonly TraceEvent[]): ReplicaValues {
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

export class ReplicaValuesProjection implements Projection<ReplicaValues> {
  private values: ReplicaValues = {};

  constructor(private readonly publish: (v: ReplicaValues) => void) {}

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    const next = foldReplicaValues(this.values, batch);
    if (next !== this.values) this.publish((this.values = next));
  }

  reset(): void {
    this.publish((this.values = {}));
  }

  mark(): ReplicaValues {
    return this.values;
  }

  rewind(mark: ReplicaValues): void {
    this.publish((this.values = mark));
  }
}
