/**
 * A cut or heal of one ordered pair of nodes: the network table (network.ts) and the session
 * notices it causes (routing.ts). Kept out of the scheduler, which only walks the pairs.
 */
import { isSevered, setCut } from './network.ts';
import type { Router } from './routing.ts';
import type { RunState } from './runstate.ts';

export function cutPair(
  st: RunState,
  router: Router,
  i: number,
  j: number,
  cut: boolean,
  oneWay: boolean,
): void {
  if (!cut) {
    setCut(st.net, i, j, false, oneWay);
    // The pair can talk again (unless still cut the other way or refused): notices of its
    // broken session arrive now (routing.ts).
    if (isSevered(st.net, i, j)) return;
    router.resumed(i, j);
    router.resumed(j, i);
    return;
  }
  // A pair that could not talk already (cut the other way, refused) has no session to break.
  const severed = isSevered(st.net, i, j);
  if (!setCut(st.net, i, j, cut, oneWay) || severed) return;
  if (st.status[i] === 'up' && st.status[j] === 'up') {
    // Both ends' watchers learn the session broke, one-way cuts included (faults.ts).
    router.notifyDisconnect(i, [j]);
    router.notifyDisconnect(j, [i]);
  }
}
