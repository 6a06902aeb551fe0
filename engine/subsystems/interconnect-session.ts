import type { Us } from '../kernel/actor.ts';

/**
 * How long an actor waits for the first reply over a new session before treating the peer as
 * disconnected — a backstop for YDB's TEvNodeDisconnected on a failed connect. The runtime now
 * reports unreachable sends itself (engine/kernel/routing.ts `unreachable`), so this rarely fires;
 * it stays far above any modelled latency (≤ ~6 ms per hop). Shared by all three subsystems.
 */
export const SESSION_TIMEOUT_US: Us = 1_000_000;
