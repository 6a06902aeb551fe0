/**
 * Fault commands, carried out by the scheduler at their virtual time. Restarts expand into timed
 * node.down / node.up steps ordered after their parent command (see QueuedCommand). Link faults act
 * on every pair of the two node sets; a newly cut pair of live nodes loses its interconnect session
 * both ways (sys.disconnected to watchers after the detection delay).
 */
import { assertNever } from '../util/assert.ts';
import type { FaultCommand } from './commands.ts';
import { healAll, setCut, setDelay } from './network.ts';
import { resolveNodeSet } from '../model/topology/nodeset.ts';
import type { QueuedCommand, Scheduler } from './scheduler.ts';

function pairs(
  s: Scheduler,
  a: readonly number[],
  b: readonly number[],
  f: (i: number, j: number) => void,
): void {
  for (const x of a) {
    for (const y of b) {
      if (x !== y) f(s.index.of(x), s.index.of(y));
    }
  }
}

export function applyFault(s: Scheduler, c: FaultCommand, q: QueuedCommand): void {
  const topo = s.world.topology;
  const ev = { t: s.now, node: 0 };
  switch (c.kind) {
    case 'node.down':
      return s.nodeDown(c.node);
    case 'node.up':
      return s.nodeUp(c.node);
    case 'node.restart':
      s.nodeDown(c.node);
      return s.scheduleChild(q, 1, s.now + c.downForUs, { kind: 'node.up', node: c.node });
    case 'rack.down':
    case 'rack.up':
    case 'dc.down':
    case 'dc.up': {
      const set = 'rack' in c ? { racks: [c.rack] } : { dcs: [c.dc] };
      const down = c.kind === 'rack.down' || c.kind === 'dc.down';
      for (const id of resolveNodeSet(topo, set, s.topologyIndex)) {
        if (down) s.nodeDown(id);
        else s.nodeUp(id);
      }
      return;
    }
    case 'rolling.restart': {
      const ids = c.set ? resolveNodeSet(topo, c.set, s.topologyIndex) : s.index.ids;
      ids.forEach((id, k) => {
        const at = s.now + k * c.intervalUs;
        s.scheduleChild(q, 2 * k + 1, at, { kind: 'node.down', node: id });
        s.scheduleChild(q, 2 * k + 2, at + c.downForUs, { kind: 'node.up', node: id });
      });
      return;
    }
    case 'link.cut':
    case 'link.heal': {
      const a = resolveNodeSet(topo, c.a, s.topologyIndex);
      const b = resolveNodeSet(topo, c.b, s.topologyIndex);
      const cut = c.kind === 'link.cut';
      s.trace.push({ ...ev, kind: cut ? 'link.cut' : 'link.healed', a, b });
      pairs(s, a, b, (i, j) => {
        if (!setCut(s.net, i, j, cut) || !cut) return;
        if (s.status[i] === 'up' && s.status[j] === 'up') {
          s.notifyDisconnect(i, [j]);
          s.notifyDisconnect(j, [i]);
        }
      });
      return;
    }
    case 'net.healAll': {
      healAll(s.net);
      const all = [...s.index.ids];
      s.trace.push({ ...ev, kind: 'link.healed', a: all, b: all });
      return;
    }
    case 'net.loss':
      if (!(c.probability >= 0 && c.probability <= 1))
        throw new Error(`net.loss: probability ${c.probability} not in [0, 1]`);
      s.net.loss = c.probability;
      s.trace.push({ ...ev, kind: 'net.loss', probability: c.probability });
      return;
    case 'link.delay': {
      const a = resolveNodeSet(topo, c.a, s.topologyIndex);
      const b = resolveNodeSet(topo, c.b, s.topologyIndex);
      pairs(s, a, b, (i, j) => setDelay(s.net, i, j, c.extraUs));
      s.trace.push({ ...ev, kind: 'link.delay', a, b, extraUs: c.extraUs });
      return;
    }
    default:
      assertNever(c, 'fault command');
  }
}
