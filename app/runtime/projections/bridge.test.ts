import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../../engine/presets.ts';
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import { BridgeProjection, type BridgeView } from './bridge.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const committed = (generation: number, b: 'SYNCHRONIZED' | 'DISCONNECTED') =>
  ({
    kind: 'bridge.committed',
    cause: 'failover',
    pile: 'B',
    perPile: ['SYNCHRONIZED', b],
    primary: 'A',
    promoted: 'A',
    generation,
    t: 1,
    node: 1,
  }) as TraceEvent;

describe('bridge projection', () => {
  it('publishes a snapshot per batch with a bridge event, and rewinds to a mark', () => {
    const seen: BridgeView[] = [];
    const p = new BridgeProjection(
      () => ({ topology, config }),
      (v) => seen.push(v),
    );
    p.init([]);
    expect(seen).toHaveLength(0);
    p.fold([{ kind: 'note', text: 'x', t: 0, node: 1 } as TraceEvent]);
    expect(seen).toHaveLength(0);
    const mark = p.mark();
    p.fold([committed(1, 'DISCONNECTED')]);
    expect(seen.at(-1)?.committed).toMatchObject({
      perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
      generation: 1,
    });
    p.rewind(mark);
    expect(seen.at(-1)?.committed?.generation).toBe(0);
    p.reset();
    expect(seen.at(-1)?.committed).toEqual({
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 'A',
      promoted: 'A',
      generation: 0,
    });
  });
});
