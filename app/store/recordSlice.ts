/**
 * Record slice: what the inspector looks at (parsed from the text a person typed) and, once a live
 * simulation runs, the value each replica holds per record key (app/runtime/projections/replicaValues.ts).
 */
import type { Subsystem } from '../../engine/index.ts';
import { parseRecordInput, type ParsedRecord } from '../viewmodel/recordInput.ts';
import type { ReplicaValues } from '../runtime/projections/replicaValues.ts';
import type { SliceSet } from './sliceSet.ts';

const DEFAULT_RECORD = '72075186224037888';

export interface RecordSlice {
  readonly recordInput: string;
  readonly record: ParsedRecord | null;
  readonly recordError: string | null;
  /** Subsystem whose selection the inspector shows (a path fits Board and SchemeBoard). */
  readonly recordSubsystem: Subsystem;
  readonly replicaValues: ReplicaValues;
  inspect(text: string): void;
  setRecordSubsystem(s: Subsystem): void;
  setReplicaValues(values: ReplicaValues): void;
}

export function createRecordSlice(set: SliceSet<RecordSlice>): RecordSlice {
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
    setReplicaValues: (replicaValues) => set({ replicaValues }),
  };
}
