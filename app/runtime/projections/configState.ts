/**
 * The configuration panel's view of the run, from distconf's trace events: every committed version
 * and its configuration, the version each node runs (config.applied), the stepper's progress, the
 * last refusal, and replicas started / poisoned on a change (double replicas on a node show here).
 */
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import type { ClusterConfig } from '../../../engine/model/config/types.ts';
import type { NodeId } from '../../../engine/model/topology/types.ts';
import type { Projection } from '../projection.ts';

export interface StepperView {
  /** Last committed step 0..4, and the version it committed. */
  readonly step: number;
  readonly stepName: string | null;
  /** Virtual µs when the next automatic step is due (null: manual, or done). */
  readonly dueAtUs: number | null;
  readonly done: boolean;
  readonly failure: string | null;
  readonly rushed: number;
}

export interface ConfigView {
  /** Version → configuration (1: the run's). */
  readonly configs: ReadonlyMap<number, ClusterConfig>;
  readonly latest: number;
  /** Node → version, only for nodes that applied something (others run 1). */
  readonly byNode: Readonly<Record<NodeId, number>>;
  readonly stepper: StepperView | null;
  readonly refusal: string | null;
  /** node → replica names started on a change and not yet poisoned. */
  readonly extraReplicas: Readonly<Record<NodeId, readonly string[]>>;
}

export const EMPTY_CONFIG_VIEW: ConfigView = {
  configs: new Map(),
  latest: 1,
  byNode: {},
  stepper: null,
  refusal: null,
  extraReplicas: {},
};

function step(v: ConfigView, e: TraceEvent): ConfigView {
  switch (e.kind) {
    case 'config.committed':
      return {
        ...v,
        configs: new Map(v.configs).set(e.version, e.config),
        latest: Math.max(v.latest, e.version),
      };
    case 'config.applied':
      return { ...v, byNode: { ...v.byNode, [e.node]: e.version } };
    case 'config.refused':
      return { ...v, refusal: e.reason };
    case 'reconfig.step': {
      const dueAtUs = e.pauseUs !== null && e.step < 4 ? e.t + e.pauseUs : null;
      const s = v.stepper ?? {
        step: 0,
        stepName: null,
        dueAtUs: null,
        done: false,
        failure: null,
        rushed: 0,
      };
      return { ...v, stepper: { ...s, step: e.step, stepName: e.name, dueAtUs, done: false, failure: null } };
    }
    case 'reconfig.rushed':
      return v.stepper ? { ...v, stepper: { ...v.stepper, rushed: v.stepper.rushed + 1 } } : v;
    case 'reconfig.done': {
      const s = v.stepper ?? {
        step: 0,
        stepName: null,
        dueAtUs: null,
        done: false,
        failure: null,
        rushed: 0,
      };
      return { ...v, stepper: { ...s, done: true, dueAtUs: null, failure: e.ok ? null : e.reason } };
    }
    case 'replica.lifecycle': {
      const cur = v.extraReplicas[e.node] ?? [];
      const name = `${e.replica}`;
      const next = e.change === 'started' ? [...cur, name] : cur.filter((r) => r !== name);
      return { ...v, extraReplicas: { ...v.extraReplicas, [e.node]: next } };
    }
    default:
      return v;
  }
}

const WATCHED = new Set<TraceEvent['kind']>([
  'config.committed',
  'config.applied',
  'config.refused',
  'reconfig.step',
  'reconfig.rushed',
  'reconfig.done',
  'replica.lifecycle',
]);

export class ConfigProjection implements Projection<ConfigView> {
  private view: ConfigView = EMPTY_CONFIG_VIEW;
  constructor(private readonly publish: (v: ConfigView) => void) {}
  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }
  fold(batch: readonly TraceEvent[]): void {
    const before = this.view;
    for (const e of batch) if (WATCHED.has(e.kind)) this.view = step(this.view, e);
    if (this.view !== before) this.publish(this.view);
  }
  reset(): void {
    this.view = EMPTY_CONFIG_VIEW;
    this.publish(this.view);
  }
  mark(): ConfigView {
    return this.view;
  }
  rewind(mark: ConfigView): void {
    this.view = mark;
    this.publish(this.view);
  }
}
