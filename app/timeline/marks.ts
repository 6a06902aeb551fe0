/** Which trace events are ticks on the scrubber, and of what kind (its colour). */
import type { TraceEvent } from '../../engine/index.ts';
import { isFaultKind } from '../subsystems/faults.ts';

export interface Marker {
  readonly key: number;
  readonly t: number;
  readonly kind: 'fault' | 'leader' | 'alarm' | 'config' | 'refusal';
  readonly label: string;
}

export function markerKind(e: TraceEvent): Marker['kind'] | null {
  // Every fault event (app/subsystems/faults.ts lists them).
  if (isFaultKind(e.kind)) return 'fault';
  switch (e.kind) {
    case 'config.applied':
    case 'cluster.joined':
      return 'config';
    // A refused config.replace or reconfiguration step (distconf), a refused bridge command.
    case 'config.refused':
    case 'bridge.refused':
    case 'cluster.joinRefused':
      return 'refusal';
    // A write a static group refused (a stale dsproxy-proxy).
    case 'bridge.put':
      return e.ok ? null : 'refusal';
    case 'reconfig.done':
      return e.ok ? 'config' : 'refusal';
    case 'leader.elected':
      return 'leader';
    case 'invariant.violated':
    case 'expect.failed':
      return 'alarm';
    default:
      return null;
  }
}
