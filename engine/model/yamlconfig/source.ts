import type { Subsystem } from '../config/types.ts';
import type { Loc } from './problems.ts';

/** Where a subsystem's config came from (node_warden_impl.cpp `DeriveStorageConfig`, distconf_generate.cpp). */
export type ConfigOrigin = 'explicit' | 'state_storage' | 'generated';

export interface RingSource {
  readonly loc: Loc;
  /** One per replica of the ring, in order. */
  readonly replicas: readonly Loc[];
}

export interface GroupSource {
  readonly loc: Loc;
  readonly nto: Loc;
  /** nto_select was absent: the group's range check is already reported. */
  readonly ntoMissing: boolean;
  /** One per ring of the config's group, in order (skipped YAML entries have none). */
  readonly rings: readonly RingSource[];
}

/** The YAML places behind one subsystem's config, for naming placement problems by path. */
export interface SubsystemSource {
  readonly subsystem: Subsystem;
  readonly origin: ConfigOrigin;
  readonly loc: Loc;
  readonly groups: readonly GroupSource[];
}
