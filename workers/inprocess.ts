/** The default host: nodes run in the caller's thread, synchronously (no promise per window). */
export { InProcessHost, runRequest } from '../engine/kernel/inprocess.ts';
