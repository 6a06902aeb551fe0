import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeFold, loadPreset as enginePreset } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import {
  buildBridgeCommand,
  buildUpdateCommand,
  bridgeIntents,
  cliNode,
  defaultNewPrimary,
  isPending,
  refusalOf,
  type BridgeIntentState,
} from './bridgeIntents.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import { session } from './page.ts';
import { loadPreset } from './setup.ts';

const { topology, config } = enginePreset('bridge-2-piles');
const piles = topology.piles.map((p) => p.id);
const [A, B] = piles as [string, string];
const at = (nodeStatus: BridgeIntentState['nodeStatus'] = {}): BridgeIntentState => ({
  bridge: bridgeFold.init({ topology, config }),
  topology,
  nodeStatus,
});

describe('bridge intents build and guard their commands from store state', () => {
  it('sends to a live node outside the pile acted on, naming piles as the CLI does', () => {
    const s = at();
    const first = topology.nodes.find((n) => n.pile !== B)!.id;
    expect(cliNode(topology, {}, B)).toBe(first);
    expect(cliNode(topology, { [first]: 'down' }, B)).not.toBe(first);
    expect(buildBridgeCommand(s, 'rejoin', B, A, 7)).toEqual({
      kind: 'bridge.rejoin',
      node: first,
      pile: B,
      ref: 7,
    });
    expect(buildBridgeCommand(s, 'switchover', B, A, 8)).toMatchObject({
      kind: 'bridge.switchover',
      newPrimary: B,
    });
  });

  it('update sends --set only for the piles given a state, and the quorum pile', () => {
    expect(buildUpdateCommand(at(), { [B]: 'DISCONNECTED', [A]: '' }, A, 3)).toMatchObject({
      kind: 'bridge.update',
      set: [`${B}:DISCONNECTED`],
      quorumPiles: [A],
      ref: 3,
    });
    expect(buildUpdateCommand(at(), {}, null, 4)).not.toHaveProperty('quorumPiles');
  });

  it('names the new primary only when the primary itself fails over or is taken down', () => {
    const s = at();
    expect(defaultNewPrimary(s.bridge!)).toBe(B);
    expect(buildBridgeCommand(s, 'failover', A, B, 1)).toMatchObject({ pile: A, newPrimary: B });
    expect(buildBridgeCommand(s, 'takedown', B, B, 2)).not.toHaveProperty('newPrimary');
  });

  it('builds nothing outside bridge mode or for a pile the run lacks', () => {
    expect(buildBridgeCommand(at(), 'rejoin', 'Z', A, 1)).toBeNull();
    expect(buildBridgeCommand({ ...at(), bridge: null }, 'rejoin', B, A, 1)).toBeNull();
  });
});

describe('a refusal finds its click by the command id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return session.stop();
  });

  it('rejoining a synchronized pile is refused, and the refusal carries the click’s ref', async () => {
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 0)); // a seek waits for a paint
    await loadPreset('bridge-2-piles');
    await session.attach(inProcessRuntime);
    const click = bridgeIntents.send('rejoin', B, A);
    expect(click).not.toBeNull();
    // sent and not answered yet: pending
    expect(isPending(appStore.getState().bridge, click)).toBe(true);
    await session.seek(2_000_000);
    const bridge = appStore.getState().bridge;
    expect(isPending(bridge, click)).toBe(false);
    const refusal = refusalOf(bridge, click!.ref);
    expect(refusal?.command).toBe(`rejoin --pile ${B}`);
    expect(refusalOf(bridge, click!.ref + 1)).toBeUndefined();
  });
});

describe('a sent command is pending until distconf answers', () => {
  it('pending while neither refused nor committed; a new generation or a refusal ends it', () => {
    const bridge = bridgeFold.init({ topology, config });
    const click = { ref: 5, pile: B, verb: 'failover' as const, generation: 0 };
    expect(isPending(bridge, click)).toBe(true);
    expect(isPending(bridge, null)).toBe(false);
    expect(isPending(bridge, { ...click, generation: -1 })).toBe(false);
    expect(isPending(null, click)).toBe(false);
  });
});
