import { describe, expect, it } from 'vitest';
import {
  acceptorAccept,
  acceptorPrepare,
  ballotLess,
  newRound,
  nextBallot,
  noteOutbid,
  notePromise,
} from './paxos.ts';
import { initialClusterState } from './state.ts';

const x = { ...initialClusterState(2), generation: 1, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] as const };
const y = { ...initialClusterState(2), generation: 1, promoted: 1 };
const b = (round: number, node: number) => ({ round, node });

describe('one generation as a Paxos instance', () => {
  it('ballots order by round, then proposer node', () => {
    expect(ballotLess(b(1, 9), b(2, 1))).toBe(true);
    expect(ballotLess(b(2, 1), b(2, 3))).toBe(true);
    expect(ballotLess(b(2, 3), b(2, 3))).toBe(false);
    expect(nextBallot(4, b(3, 9), null, b(1, 2))).toEqual(b(4, 4));
  });

  it('a node promises only upwards, keeps what it accepted and reports it', () => {
    const p = acceptorPrepare(null, 1, b(1, 1));
    expect(p).toEqual({ ok: true, record: { generation: 1, promised: b(1, 1), accepted: null } });
    const a = acceptorAccept(p!.ok ? p!.record : null, x, b(1, 1));
    expect(a).toEqual({
      ok: true,
      record: { generation: 1, promised: b(1, 1), accepted: { state: x, ballot: b(1, 1) } },
    });
    const held = a!.ok ? a!.record : null;
    expect(acceptorPrepare(held, 1, b(1, 0))).toEqual({ ok: false, promised: b(1, 1) });
    expect(acceptorAccept(held, y, b(1, 0))).toEqual({ ok: false, promised: b(1, 1) });
    expect(acceptorPrepare(held, 1, b(2, 2))).toMatchObject({ ok: true, record: { accepted: { state: x } } });
    // A higher ballot replaces the proposal; a record of a later generation ignores older roots.
    expect(acceptorAccept(held, y, b(2, 2))).toMatchObject({ ok: true, record: { accepted: { state: y } } });
    expect(acceptorPrepare({ generation: 2, promised: b(1, 1), accepted: null }, 1, b(9, 9))).toBeNull();
    expect(acceptorPrepare(held, 2, b(1, 0))).toMatchObject({
      ok: true,
      record: { generation: 2, accepted: null },
    });
  });

  it('the root keeps the highest-ballot proposal reported and the highest ballot that outbid it', () => {
    const r = newRound(1, b(3, 2));
    notePromise(r, 4, { state: x, ballot: b(1, 1) });
    notePromise(r, 5, { state: y, ballot: b(2, 3) });
    notePromise(r, 6, { state: x, ballot: b(1, 1) });
    notePromise(r, 6, null);
    expect(r.answered).toEqual([4, 5, 6]);
    expect(r.highest).toEqual({ state: y, ballot: b(2, 3) });
    noteOutbid(r, b(2, 9));
    expect(r.outbid).toBeNull();
    noteOutbid(r, b(4, 1));
    noteOutbid(r, b(3, 5));
    expect(r.outbid).toEqual(b(4, 1));
  });
});
