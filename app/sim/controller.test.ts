import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../store/index.ts';
import * as controller from './controller.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';

const status = () => appStore.getState().nodeStatus;

afterEach(async () => {
  await controller.attachRuntime(null);
  controller.loadPreset('mirror-3-dc');
});

describe('controller, static mode', () => {
  it('a rack click fails every node of it, a second click restores them', () => {
    controller.toggleRack('dc1-r2');
    expect(status()).toEqual({ 4: 'down', 5: 'down', 6: 'down' });
    controller.toggleNode(5);
    expect(status()).toEqual({ 4: 'down', 6: 'down' });
    controller.toggleRack('dc1-r2'); // partly down: the click fails the rest
    expect(Object.keys(status())).toHaveLength(3);
    controller.toggleRack('dc1-r2');
    expect(status()).toEqual({});
  });
  it('a new preset starts with every node up', () => {
    controller.toggleDc('dc3');
    expect(Object.keys(status())).toHaveLength(9);
    controller.loadPreset('single-dc-8-racks');
    expect(status()).toEqual({});
    expect(appStore.getState().topology.nodes).toHaveLength(16);
  });
});

describe('controller, live in-process', () => {
  it('faults reach the simulation; seeking back replays from zero to the state of that time', async () => {
    await controller.attachRuntime(inProcessRuntime);
    expect(appStore.getState().runtime).toMatchObject({ kind: 'live', host: 'in-process' });
    await controller.seek(10_000);
    controller.toggleRack('dc2-r1');
    await controller.seek(30_000);
    expect(status()).toEqual({ 10: 'down', 11: 'down', 12: 'down' });
    expect(controller.traceHistory().filter((e) => e.kind === 'node.down')).toHaveLength(3);
    await controller.seek(5_000);
    expect(appStore.getState().timeUs).toBe(5_000);
    expect(status()).toEqual({});
    await controller.seek(30_000);
    expect(status()).toEqual({ 10: 'down', 11: 'down', 12: 'down' });
  });
  it('step advances to the next window that has events', async () => {
    await controller.attachRuntime(inProcessRuntime);
    controller.command({ kind: 'tablet.boot', node: 4, tabletId: '72075186224037888' });
    const before = controller.traceHistory().length;
    await controller.step();
    expect(controller.traceHistory().length).toBeGreaterThan(before);
  });
});
