/**
 * distconf's in-cluster API, as an actor built on it (SelfHeal) uses it: `distconf.invoke` to the
 * local distconf answers `distconf.result` once committed or refused; `distconf.rootQuery` answers
 * `distconf.rootInfo`.
 */
import { describe, expect, it } from 'vitest';
import { defineActor } from '../../kernel/actor.ts';
import { createClusterSimulation } from '../../cluster.ts';
import { buildTopology } from '../../model/topology/build.ts';
import { cluster, groups } from '../../model/reconfig/testing.ts';
import { distconfOf } from './address.ts';
import type { DistconfMessage } from './messages.ts';
import { G1, G2, eventsOf } from './testing.ts';

const S = 1_000_000;
const wo = groups(G1, { ...G2, writeOnly: true, actorIdOffset: 1 });

/** Invokes two replaces (one refused, one valid) after 0.1 s, asks who is root after 3 s. */
type InvokerIn = DistconfMessage | { readonly kind: 'go' } | { readonly kind: 'ask' };
const invoker = defineActor<Record<string, never>, InvokerIn>()({
  type: 'test.distconf-invoker',
  inbox: ['go', 'ask', 'distconf.result', 'distconf.rootInfo'],
  init(ctx) {
    ctx.schedule(100_000, { kind: 'go' });
    ctx.schedule(3 * S, { kind: 'ask' });
    return {};
  },
  receive(_s, env, ctx) {
    const m = env.msg;
    const dc = distconfOf(ctx.self.node);
    if (m.kind === 'go') {
      const bad = { kind: 'config.replace', node: ctx.self.node, statestorage: groups(G2) };
      const good = { kind: 'config.replace', node: ctx.self.node, statestorage: wo };
      ctx.send(dc, {
        kind: 'distconf.invoke',
        op: bad,
        replyTo: ctx.self,
        cookie: 1,
        hops: 0,
      } satisfies DistconfMessage);
      ctx.send(dc, {
        kind: 'distconf.invoke',
        op: good,
        replyTo: ctx.self,
        cookie: 2,
        hops: 0,
      } satisfies DistconfMessage);
    } else if (m.kind === 'ask') ctx.send(dc, { kind: 'distconf.rootQuery' } satisfies DistconfMessage);
    else if (m.kind === 'distconf.result')
      ctx.emit({ kind: 'note', text: `result ${m.cookie} ${JSON.stringify(m.result)}` });
    else ctx.emit({ kind: 'note', text: `root ${m.root} v${m.version}` });
  },
});

describe('distconf in-cluster API', () => {
  it('answers invokes after commit or refusal, in order, and says whether this node is root', () => {
    const topology = buildTopology({ name: 'dc12', realms: 1, racksPerRealm: 12, nodesPerRack: 1 });
    const sim = createClusterSimulation({
      topology,
      config: cluster(groups(G1)),
      seed: 2,
      extraBehaviours: [invoker],
      extraServices: [
        { node: 1, type: invoker.type, name: 'invoker' },
        { node: 3, type: invoker.type, name: 'invoker' },
      ],
    });
    sim.runUntilSync(5 * S);
    const notes = eventsOf(sim, 'note').map((e) => `n${e.node} ${e.text}`);
    expect(notes.filter((t) => t.includes('result'))).toEqual([
      'n1 result 1 {"ok":false,"why":"refused","subsystem":"statestorage","reason":"New introduced ring group should be WriteOnly"}',
      'n1 result 2 {"ok":true,"version":2}',
      'n3 result 1 {"ok":false,"why":"refused","subsystem":"statestorage","reason":"New introduced ring group should be WriteOnly"}',
      // the same valid change again: valid against [G1, G2 wo] too, so committed as the next version
      'n3 result 2 {"ok":true,"version":3}',
    ]);
    expect(notes.filter((t) => t.includes('root'))).toEqual(['n1 root true v3', 'n3 root false v3']);
  });
});
