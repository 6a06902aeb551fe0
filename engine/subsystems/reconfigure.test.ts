/**
 * The node reactions to a new configuration, one by one: replicas start empty / keep running /
 * are poisoned (reconfigure.ts), and each refill path picks up new replicas and drops old ones.
 */
import { describe, expect, it } from 'vitest';
import type { ActorId, KernelMessage } from '../kernel/actor.ts';
import type { NodeBoot } from '../kernel/subsystem.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import { boardPublisher } from './board/publisher.ts';
import { sbPopulator } from './schemeboard/populator.ts';
import { guardianBehaviour } from './statestorage/guardian.ts';
import { reconfigureSubsystem } from './reconfigure.ts';
import { deliver, fakeCtx, flatGroup, testWorld } from './testing/fakeCtx.ts';
import type { Message } from './unions.ts';

const G1 = flatGroup([1, 2, 3, 4, 5], 3);
const G2 = flatGroup([3, 4, 5, 6, 7], 3, { writeOnly: true, actorIdOffset: 1 });
const before = testWorld(7, [G1]);
const withG2 = testWorld(7, [G1, G2]);
const onlyG2 = testWorld(7, [{ ...G2, writeOnly: false }]);

function fakeBoot(node: number, config: ClusterConfig, running: string[]) {
  const services = new Set(running);
  const log = { started: [] as string[], stopped: [] as string[], sent: [] as [ActorId, KernelMessage][] };
  const boot: NodeBoot = {
    node,
    incarnation: 1,
    world: { ...before, config, configVersion: 2 },
    initialConfig: before.config,
    spawnService: (_t, name) => {
      services.add(name);
      log.started.push(name);
    },
    hasService: (name) => services.has(name),
    stopService: (name) => {
      services.delete(name);
      log.stopped.push(name);
    },
    send: (to, msg) => log.sent.push([to, msg]),
    actorsOfType: (type) => (type === 'ss.guardian' ? [{ node, name: 'a1.7' }] : []),
    emit: () => {},
  };
  return { boot, log, services };
}

describe('node reactions to a new configuration', () => {
  it('starts the new group’s replicas empty, keeps the running ones, tells the subscribers', () => {
    const { boot, log } = fakeBoot(3, withG2.config, ['ssr:0:2:0']);
    reconfigureSubsystem(
      boot,
      'statestorage',
      'ss.replica',
      ['ss.guardian'],
      { kind: 'ss.replicasChanged' },
      before.config,
    );
    expect(log.started).toEqual(['ssr:1:0:0']); // node 3 is ring 0 of G2 (offset 1)
    expect(log.stopped).toEqual([]);
    expect(log.sent).toEqual([[{ node: 3, name: 'a1.7' }, { kind: 'ss.replicasChanged' }]]);
  });

  it('poisons replicas no longer in any group (their data is gone)', () => {
    const { boot, log, services } = fakeBoot(3, onlyG2.config, ['ssr:0:2:0', 'ssr:1:0:0']);
    reconfigureSubsystem(
      boot,
      'statestorage',
      'ss.replica',
      [],
      { kind: 'ss.replicasChanged' },
      withG2.config,
    );
    expect(log.stopped).toEqual(['ssr:0:2:0']);
    expect([...services]).toEqual(['ssr:1:0:0']);
  });

  it('does nothing when the subsystem’s configuration did not change', () => {
    const { boot, log } = fakeBoot(3, withG2.config, ['ssr:0:2:0']);
    reconfigureSubsystem(
      boot,
      'board',
      'board.replica',
      ['ss.guardian'],
      { kind: 'board.replicasChanged' },
      {
        ...before.config,
        board: withG2.config.board,
      },
    );
    expect(log).toEqual({ started: [], stopped: [], sent: [] });
  });

  it('a tablet guardian looks up and rewrites new replicas, and stops watching removed ones', () => {
    const leader = { node: 1, name: 'a1.1' };
    const args = { tabletId: '72075186224037888', leader, generation: 2 };
    const ctx = fakeCtx({ node: 1, name: 'a1.2' }, before);
    const st = guardianBehaviour.init(ctx, args);
    const first = ctx.sentOf('ss.replica.lookup').map((s) => s.to.name);
    expect(first.every((n) => n.startsWith('ssr:0:'))).toBe(true);
    const ctx2 = fakeCtx({ node: 1, name: 'a1.2' }, withG2);
    guardianBehaviour.receive(
      st,
      {
        from: ctx2.self,
        to: ctx2.self,
        msg: { kind: 'ss.replicasChanged' },
        sentAt: 0,
        deliverAt: 0,
        seq: 1,
      },
      ctx2,
    );
    const added = ctx2.sentOf('ss.replica.lookup').map((s) => s.to.name);
    expect(added.length).toBe(3);
    expect(added.every((n) => n.startsWith('ssr:1:'))).toBe(true);
    const ctx3 = fakeCtx({ node: 1, name: 'a1.2' }, onlyG2);
    guardianBehaviour.receive(
      st,
      {
        from: ctx3.self,
        to: ctx3.self,
        msg: { kind: 'ss.replicasChanged' },
        sentAt: 0,
        deliverAt: 0,
        seq: 2,
      },
      ctx3,
    );
    expect(st.slots.filter((s) => !s.gone).every((s) => s.replica.name.startsWith('ssr:1:'))).toBe(true);
    expect(ctx3.sent).toEqual([]);
  });

  const msg = (kind: Message['kind']) => ({ kind }) as Message;

  it('a Board publisher publishes to the new group’s replicas', () => {
    const self = { node: 2, name: 'a1.3' };
    const ctx = fakeCtx(self, before);
    const st = boardPublisher.init(ctx, { path: 'gpc+/Root/db1', payload: 'ep' });
    expect(ctx.sentOf('board.publish')).toHaveLength(3);
    const ctx2 = fakeCtx(self, withG2);
    deliver(boardPublisher, st, ctx2, self, msg('board.replicasChanged'));
    const to = ctx2.sentOf('board.publish').map((s) => s.to.name);
    expect(to).toHaveLength(3);
    expect(to.every((n) => n.startsWith('ssb:1:'))).toBe(true);
  });

  it('a Board publisher also publishes to a NOT_SYNCHRONIZED pile’s group, never to a DISCONNECTED one', () => {
    const self = { node: 2, name: 'a1.3' };
    const world = testWorld(7, [
      G1,
      flatGroup([6, 7], 2, { state: 'NOT_SYNCHRONIZED', actorIdOffset: 1 }),
      flatGroup([6, 7], 2, { state: 'DISCONNECTED', actorIdOffset: 2 }),
    ]);
    const ctx = fakeCtx(self, world);
    boardPublisher.init(ctx, { path: 'gpc+/Root/db1', payload: 'ep' });
    const to = ctx.sentOf('board.publish').map((s) => s.to.name.split(':')[1]);
    expect(to.filter((g) => g === '1')).toHaveLength(2);
    expect(to.filter((g) => g === '2')).toHaveLength(0);
  });

  it('the SchemeBoard populator handshakes the new group’s replicas', () => {
    const self = { node: 2, name: 'a1.4' };
    const ctx = fakeCtx(self, before);
    const args = {
      owner: '72057594046678944',
      generation: 2,
      schemeshard: { node: 2, name: 'a1.1' },
      descriptions: [],
    };
    const st = sbPopulator.init(ctx, args);
    expect(ctx.sentOf('sb.handshake')).toHaveLength(5);
    const ctx2 = fakeCtx(self, withG2);
    deliver(sbPopulator, st, ctx2, self, msg('sb.replicasChanged'));
    const to = ctx2.sentOf('sb.handshake').map((s) => s.to.name);
    expect(to).toHaveLength(5);
    expect(to.every((n) => n.startsWith('sbr:1:'))).toBe(true);
  });
});
