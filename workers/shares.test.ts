import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostRequest, HostResponse, NodeStepInput, SpanNode } from '../engine/index.ts';
import { crashedOutput, mergeResponses, splitRequest } from './shares.ts';

const step = (node: number): NodeStepInput => ({ node, deliveries: [], until: 100 });
const spanNode = (node: number, due: boolean): SpanNode => ({
  node,
  deliveries: [],
  timerDue: due,
  sent: 0,
  rng: { a: 1, b: 2, c: 3, d: 4 },
  fifo: [],
});

describe('splitRequest', () => {
  it('gives every kill, boot and step to its node slot, in request order, and loses none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (kill, steps, slots) => {
          const slotOf = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, i % slots]));
          const req: HostRequest = { kill, boot: [], steps: steps.map(step) };
          const shares = splitRequest(req, slotOf);
          for (const [k, s] of shares) {
            expect([...s.kill, ...s.steps.map((st) => st.node)].every((n) => slotOf.get(n) === k)).toBe(true);
            expect(s.kill).toEqual(kill.filter((n) => slotOf.get(n) === k));
            expect(s.steps.map((st) => st.node)).toEqual(steps.filter((n) => slotOf.get(n) === k));
          }
          const all = [...shares.values()];
          expect(all.reduce((a, s) => a + s.kill.length + s.steps.length, 0)).toBe(
            kill.length + steps.length,
          );
        },
      ),
    );
  });

  it('leaves out of a span the workers with nothing due; an unknown node is an error', () => {
    const slotOf = new Map([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 1],
    ]);
    const span = { from: 0, until: 9000, windowUs: 45, down: [] };
    const req: HostRequest = {
      kill: [],
      boot: [],
      steps: [],
      span: {
        ...span,
        nodes: [spanNode(1, false), spanNode(2, true), spanNode(3, false), spanNode(4, false)],
      },
    };
    const shares = splitRequest(req, slotOf);
    expect([...shares.keys()]).toEqual([0]);
    expect(shares.get(0)?.span).toEqual({ ...span, nodes: [spanNode(1, false), spanNode(2, true)] });
    expect(() => splitRequest({ kill: [9], boot: [], steps: [] }, slotOf)).toThrow('host: unknown node 9');
  });
});

describe('mergeResponses', () => {
  it('puts crashes noticed between rounds first, then each part in order; span results only for a span', () => {
    const a: HostResponse = { outputs: [crashedOutput(1, 'x')] };
    const b: HostResponse = { outputs: [crashedOutput(2, 'y')] };
    const early = crashedOutput(3, 'exited');
    expect(mergeResponses([early], [a, b], false)).toEqual({ outputs: [early, ...a.outputs, ...b.outputs] });
    expect(mergeResponses([], [a], true)).toEqual({ outputs: a.outputs, spans: [] });
    expect(crashedOutput(4, 'killed')).toMatchObject({
      node: 4,
      crashed: 'worker died: killed',
      nextTimerAt: Infinity,
    });
  });
});
