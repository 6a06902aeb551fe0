/**
 * Service names and timing of the distributed configuration (YDB's distconf, which runs inside the
 * NodeWarden of every node: ydb/core/blobstorage/nodewarden/distconf*.cpp). Times are virtual µs.
 */
import type { Us } from '../../kernel/actor.ts';

/** The distconf actor on every node (only static nodes take part in the configuration quorum). */
export const DISTCONF_SERVICE = 'distconf';
export const DISTCONF_TYPE = 'distconf';
/** The node's configuration applier (YDB's TNodeWarden::ApplyStateStorageConfig). */
export const NODEWARDEN_SERVICE = 'nodewarden';
export const NODEWARDEN_TYPE = 'distconf.nodewarden';

/** Static nodes exchange liveness this often once distconf is active (YDB binds over interconnect). */
export const HEARTBEAT_US: Us = 1_000_000;
/** A static node counts as seen while heard from within this span of virtual time. */
export const SEEN_WINDOW_US: Us = 3 * HEARTBEAT_US;
/** A proposal not acknowledged by a quorum within this time fails ("no quorum"). */
export const PROPOSE_TIMEOUT_US: Us = 2_000_000;
/** The root re-sends the current configuration to a node that has not confirmed it this often. */
export const RESEND_US: Us = 1_000_000;
/** An invoke that gets no answer within this time fails at its origin. */
export const INVOKE_TIMEOUT_US: Us = 6_000_000;
/** Forwarding hops an invoke may take towards the root. */
export const MAX_INVOKE_HOPS = 3;
/**
 * Default pause between the four reconfiguration steps. YDB asks for at least 1 min of wall-clock
 * time (state-storage-reconfiguration.md; SelfHeal `WaitForConfigStep`, default 60 s); the model's
 * clocks run faster (guardian retry 250 ms, heartbeats 0.5 s), so the pause is scaled to several
 * refill cycles of the slowest refill path.
 */
export const DEFAULT_STEP_PAUSE_US: Us = 6_000_000;
