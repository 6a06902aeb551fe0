import { describe, expect, it } from 'vitest';
import type { ActorContext } from '../../../kernel/actor.ts';
import { initialClusterState, type ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { loadPreset } from '../../../presets.ts';
import { pileMap } from './links.ts';
import type { BridgeActorState } from './node.ts';
import { handshake, SESSION_RETRY_US, syncRefusals } from './sessions.ts';

const { topology } = loadPreset('bridge-2-piles');
const m = pileMap(topology);
const x = m.nodes.find((n) => m.pileOf.get(n) === 0) as NodeId;
const y = m.nodes.find((n) => m.pileOf.get(n) === 1) as NodeId;
const old = initialClusterState(2);
const switched: ClusterState = { ...old, primary: 1, promoted: 1, generation: 2 };

function fake(stored: ClusterState) {
  const emitted: { kind: string; accepted?: boolean }[] = [];
  const refusals: NodeId[][] = [];
  const ctx = {
    self: { node: x, name: 'bridge' },
    now: 0,
    emit: (e: { kind: string; accepted?: boolean }) => emitted.push(e),
    refusePeers: (n: readonly NodeId[]) => refusals.push([...n]),
  };
  const s = { stored, sessions: new Map(), refusing: [] } as unknown as BridgeActorState;
  return { s, ctx, c: ctx as unknown as ActorContext, emitted, refusals };
}

describe('handshake', () => {
  it('refuses a peer whose state differs, holds it down until the retry, then accepts it once they agree', () => {
    const f = fake(old);
    expect(handshake(f.s, y, switched, m, f.c)).toEqual({ accepted: false, advance: false });
    expect(f.refusals).toEqual([[y]]);
    // A retry that finds the same conflict says nothing new.
    f.ctx.now = SESSION_RETRY_US;
    syncRefusals(f.s, m, f.c);
    expect(f.refusals.at(-1)).toEqual([]);
    handshake(f.s, y, switched, m, f.c);
    expect(f.emitted.filter((e) => e.accepted === false)).toHaveLength(1);
    // The node took the current state from its own pile: the next handshake passes and is logged.
    f.s.stored = switched;
    f.ctx.now = 3 * SESSION_RETRY_US;
    expect(handshake(f.s, y, switched, m, f.c).accepted).toBe(true);
    expect(f.emitted.at(-1)).toMatchObject({ kind: 'bridge.session', accepted: true });
    expect(f.s.sessions.size).toBe(0);
    expect(f.refusals.at(-1)).toEqual([]);
  });

  it('the same states under a higher generation: refused, and the node advances to it', () => {
    const f = fake(old);
    expect(handshake(f.s, y, { ...old, generation: 3 }, m, f.c)).toEqual({ accepted: false, advance: true });
  });

  it('an accepted first handshake logs nothing', () => {
    const f = fake(old);
    expect(handshake(f.s, y, old, m, f.c).accepted).toBe(true);
    expect(f.emitted).toEqual([]);
    expect(f.refusals).toEqual([]);
  });
});
