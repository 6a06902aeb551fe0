/**
 * Record slice: what the inspector looks at (parsed from the text a person typed) and, once a live
 * simulation runs, the value each replica holds per record key (folded from `replica.changed`).
 */
import type { StateCreator } from 'zustand';
import type { Subsystem } from '../../engine/model/config/types.ts';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { parseRecordInput, type ParsedRecord } from '../model/recordInput.ts';
import type { AppState } from './types.ts';

export const DEFAULT_RECORD = '72075186224037888';

/** `<node>/<replica service name>` (e.g. `4/ssr:0:1:0`) → record key → summary of the value it holds. */
export type ReplicaValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface RecordSlice {
  readonly recordInput: string;
  readonly record: ParsedRecord | null;
  readonly recordError: string | null;
  /** Subsystem whose selection the inspector shows (a path fits Board and SchemeBoard). */
  readonly recordSubsystem: Subsystem;
  readonly replicaValues: ReplicaValues;
  inspect(text: string): void;
  setRecordSubsystem(s: Subsystem): void;
  /** Folds a batch of trace events into replicaValues (one set() per batch). */
  foldTrace(events: readonly TraceEvent[]): void;
  clearReplicaValues(): void;
}

export const createRecordSlice: StateCreator<AppState, [], [], RecordSlice> = (set) => {
  const first = parseRecordInput(DEFAULT_RECORD);
  return {
    recordInput: DEFAULT_RECORD,
    record: first.ok ? first.record : null,
    recordError: null,
    recordSubsystem: first.ok ? first.record.subsystem : 'statestorage',
    replicaValues: {},
    inspect: (text) => {
      const r = parseRecordInput(text);
      // A bad entry keeps the last good record on screen, with the error beside the input.
      if (!r.ok) return set({ recordInput: text, recordError: r.error });
      set({ recordInput: text, record: r.record, recordError: null, recordSubsystem: r.record.subsystem });
    },
    setRecordSubsystem: (recordSubsystem) => set({ recordSubsystem }),
    foldTrace: (events) => {
      const changes = events.filter(
        (e) => e.kind === 'replica.changed' || e.kind === 'node.down' || e.kind === 'node.crashed',
      );
      if (changes.length === 0) return;
      set((s) => {
        const next: Record<string, Record<string, string>> = { ...s.replicaValues };
        for (const e of changes) {
          if (e.kind === 'replica.changed') {
            const id = replicaValueId(e.node, e.replica);
            next[id] = { ...next[id], [e.key]: e.summary };
          } else if (e.kind === 'node.down' || e.kind === 'node.crashed') {
            // Replicas keep their records in memory only (statestorage_replica.cpp has no local
            // database): a node that stops loses them, and comes back empty.
            const prefix = `${e.target}/`;
            for (const id of Object.keys(next)) if (id.startsWith(prefix)) delete next[id];
          }
        }
        return { replicaValues: next };
      });
    },
    clearReplicaValues: () => set({ replicaValues: {} }),
  };
};

/** Key of replicaValues for a replica on a node: `<node>/<service name>`. */
export const replicaValueId = (node: number, serviceName: string) => `${node}/${serviceName}`;
