/** Which trace events are ticks on the scrubber, and of what kind (its colour). */
import type { TraceEvent } from '../../engine/subsystems/index.ts';

export interface Marker {
  readonly key: number;
  readonly t: number;
  readonly kind: 'fault' | 'leader' | 'alarm' | 'config' | 'refusal';
  readonly label: string;
}

export function markerKind(e: TraceEvent): Marker['kind'] | null {
  switch (e.kind) {
    case 'node.down':
    case 'node.up':
    case 'node.crashed':
    case 'link.cut':
    case 'link.healed':
    case 'link.delay':
    case 'net.loss':
    case 'net.duplicate':
      return 'fault';
    case 'config.applied':
      return 'config';
    // A refused config.replace or reconfiguration step (distconf), a refused bridge command.
    case 'config.refused':
    case 'bridge.refused':
      return 'refusal';
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
