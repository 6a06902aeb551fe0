/**
 * The worker hosts' floor table (./sync-floor.ts): the round trips measured here, and per host and
 * lookahead the best slowdown those round trips allow. The worker_threads host rings a doorbell per
 * call (workers/node/doorbell.ts): its rows use that round trip; the event-loop round trip is what
 * the page's Web Workers pay, and spin-waiting threads are the fastest hand-off Node offers.
 */
import { BATCHED_ROW, PARTITIONED_MEASURED_ROW } from './batched.ts';
import { doorbellRoundTripUs } from './doorbell-floor.ts';
import { floorSlowdown, lookaheadRows, spinRoundTripUs, threadRoundTripUs } from './sync-floor.ts';

interface HostCalls {
  readonly callsPerMessage: number;
  readonly threads: number;
  /** In-process msgs/s measured beside the host's timed runs (its own rows' in-process cost). */
  readonly pairedInProcessMsgsPerSec: number;
}

export interface Floors {
  /** Round trips (µs): event loop, spin-waiting, doorbell. */
  readonly roundTripUs: number;
  readonly spinUs: number;
  readonly doorbellUs: number;
  /** The doorbell rung on as many threads as one worker per node has, in turn. */
  readonly doorbellTurnsUs: number;
  readonly rows: readonly {
    readonly name: string;
    readonly lookaheadUs: number;
    readonly roundsPerMessage: number;
    readonly roundTripUs: number;
    readonly inProcessUsPerMsg: number;
    readonly floorSlowdown: number;
  }[];
}

export async function measureFloors(
  hosts: { readonly pooled: HostCalls; readonly worker: HostCalls; readonly partitioned: HostCalls },
  usPerMsg: number,
): Promise<Floors> {
  const roundTripUs = await threadRoundTripUs();
  const spinUs = await spinRoundTripUs();
  const doorbellUs = await doorbellRoundTripUs();
  const turnsUs = await doorbellRoundTripUs(hosts.worker.threads);
  const row = (name: string, calls: HostCalls, rt: number, own = false) => ({
    name,
    lookaheadUs: 0,
    roundsPerMessage: calls.callsPerMessage,
    roundTripUs: rt,
    // A host's bar compares its paired slowdown with its floor: both from the same in-process runs.
    usPerMsg: own ? 1e6 / calls.pairedInProcessMsgsPerSec : usPerMsg,
  });
  const rows = [
    row('this worker host (measured round trips)', hosts.pooled, doorbellUs),
    row('same round trips, event-loop messages (as Web Workers)', hosts.pooled, roundTripUs),
    row('same round trips, spin-waiting threads', hosts.pooled, spinUs),
    row(BATCHED_ROW, hosts.worker, doorbellUs, true),
    row(`${BATCHED_ROW}, ${hosts.worker.threads} threads rung in turn`, hosts.worker, turnsUs, true),
    row(PARTITIONED_MEASURED_ROW, hosts.partitioned, doorbellUs, true),
    ...lookaheadRows().map((r) => ({ ...r, roundTripUs: doorbellUs, usPerMsg })),
  ].map(({ usPerMsg: us, ...r }) => ({
    ...r,
    inProcessUsPerMsg: us,
    floorSlowdown: floorSlowdown(us, r.roundsPerMessage, r.roundTripUs),
  }));
  return { roundTripUs, spinUs, doorbellUs, doorbellTurnsUs: turnsUs, rows };
}
