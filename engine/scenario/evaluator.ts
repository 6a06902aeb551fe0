/** The contract every expectation evaluator meets (expectations.ts builds them; the runner asks them). */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeStatus } from '../kernel/runstate.ts';
import type { ObserverState } from '../folds/observers.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Evidence } from './evidence.ts';

export interface Verdict {
  readonly ok: boolean;
  /** English, as the CLI prints it. */
  readonly detail: string;
  /** The same account as a code and values, for the page to say in its language. */
  readonly evidence: Evidence;
}

export interface EvalContext {
  readonly state: ObserverState;
  readonly status: (node: number) => NodeStatus;
  readonly config: ClusterConfig;
  /** Every node id of the topology. */
  readonly nodes: readonly number[];
}

/** An expectation ready to check: it may watch events (counts) before being asked. */
export interface Evaluator {
  /** Depends only on the node status: worth re-checking only when a node goes down or up. */
  readonly statusOnly: boolean;
  observe(e: TraceEvent): void;
  check(ctx: EvalContext): Verdict;
}
