import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../store/index.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import { emptyObservers } from '../../engine/index.ts';
import { reconfigStart, restoreAll, schemaChange, toggleDc, toggleNode, toggleRack } from './intents.ts';
import { session } from './page.ts';
import { loadPreset } from './setup.ts';

const state = () => appStore.getState();
/** Each click is one command; its effect is in the store once the run has applied it. */
const click = async (f: () => void) => {
  f();
  await session.settled();
};

beforeEach(async () => {
  await loadPreset('mirror-3-dc');
  await session.attach(inProcessRuntime);
});
afterEach(() => session.stop());

describe('intents on the page run', () => {
  it('a rack click fails every node of it, a second click restores them', async () => {
    await click(() => toggleRack('dc1-r2'));
    expect(state().nodeStatus).toEqual({ 4: 'down', 5: 'down', 6: 'down' });
    expect(state().downRacks).toEqual(new Set(['dc1-r2']));
    await click(() => toggleNode(5));
    expect(state().nodeStatus).toEqual({ 4: 'down', 6: 'down' });
    expect(state().downRacks.size).toBe(0);
    await click(() => toggleRack('dc1-r2')); // partly down: the click fails the rest
    expect(Object.keys(state().nodeStatus)).toHaveLength(3);
    await click(() => toggleRack('dc1-r2'));
    expect(state().nodeStatus).toEqual({});
  });

  it('a datacenter click and restore all; a new preset starts with every node up', async () => {
    await click(() => toggleDc('dc3'));
    expect(Object.keys(state().nodeStatus)).toHaveLength(9);
    expect(state().downDcs).toEqual(new Set(['dc3']));
    await click(restoreAll);
    expect(state().nodeStatus).toEqual({});
    await click(() => toggleDc('dc3'));
    await loadPreset('single-dc-8-racks');
    expect(state().nodeStatus).toEqual({});
    expect(state().topology.nodes).toHaveLength(16);
  });
});

describe('intents build and guard their commands from store state', () => {
  it('a table change creates a path SchemeShard has not committed, and alters one it has', () => {
    const o = emptyObservers();
    expect(schemaChange(o, 1, '/Root/t')).toMatchObject({
      kind: 'schema.change',
      op: 'create',
      path: '/Root/t',
    });
    o.schemaPaths.set('/Root/t', 2);
    expect(schemaChange(o, 1, '/Root/t')).toMatchObject({ op: 'alter' });
  });

  it('a reconfiguration starts from the newest committed group, from the first static node', () => {
    const s = appStore.getState();
    const cmd = reconfigStart(s, 'board', 500);
    expect(cmd).toMatchObject({ kind: 'reconfig.start', subsystem: 'board', pauseMs: 500 });
    expect(reconfigStart(s, 'all', null)).not.toHaveProperty('pauseMs');
    const none = { ...s.config, board: { ringGroups: [] } };
    expect(reconfigStart({ ...s, config: none }, 'board', null)).toBeNull();
  });

  it('a reconfiguration starts on a static node that is up', () => {
    const s = appStore.getState();
    const first = reconfigStart(s, 'board', 500)!.node;
    const moved = reconfigStart({ ...s, nodeStatus: { ...s.nodeStatus, [first]: 'down' } }, 'board', 500);
    expect(moved!.node).not.toBe(first);
  });
});
