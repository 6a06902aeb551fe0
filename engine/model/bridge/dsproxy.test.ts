/**
 * Hand cases for the dsproxy-proxy's mode table and the group's check, from the bridge-mode docs
 * ("dsproxy-proxy behavior", seeds/bridge-mode.en.md) and ydb/core/blobstorage/dsproxy/bridge/bridge.cpp.
 */
import { describe, expect, it } from 'vitest';
import { checkOperation, initialProxyConfig, nextProxyConfig, pairMode, writeTargets } from './dsproxy.ts';
import { initialClusterState, type ClusterState, type PileState } from './state.ts';

const st = (perPile: PileState[], primary: number, generation: number, promoted = primary): ClusterState => ({
  perPile,
  primary,
  promoted,
  generation,
});

describe('dsproxy-proxy mode table', () => {
  it('maps each pile state to the pair mode the docs name', () => {
    expect(pairMode('SYNCHRONIZED')).toEqual({ mode: 'SYNCHRONIZED', submode: null });
    expect(pairMode('DISCONNECTED')).toEqual({ mode: 'DISCONNECTED', submode: null });
    expect(pairMode('NOT_SYNCHRONIZED_1')).toEqual({ mode: 'NOT_SYNCHRONIZED', submode: 'WRITE_KEEP' });
    expect(pairMode('NOT_SYNCHRONIZED_2')).toEqual({
      mode: 'NOT_SYNCHRONIZED',
      submode: 'WRITE_KEEP_BARRIER_DONOTKEEP_DATA',
    });
  });

  it('writes to both groups while SYNCHRONIZED, only the primary one while DISCONNECTED', () => {
    const sync = initialProxyConfig(initialClusterState(2));
    expect(writeTargets(sync)).toEqual([0, 1]);
    const cut = nextProxyConfig(sync, st(['SYNCHRONIZED', 'DISCONNECTED'], 0, 1));
    expect(writeTargets(cut)).toEqual([0]);
    // WRITE_KEEP carries only flags: a data put stays in the primary group; the DATA submode sends it on
    expect(writeTargets(nextProxyConfig(cut, st(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'], 0, 2)))).toEqual([0]);
    expect(writeTargets(nextProxyConfig(cut, st(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'], 0, 2)))).toEqual([
      0, 1,
    ]);
  });

  it('raises PPGeneration on each change of a mode, submode or the primary, not on PROMOTED alone', () => {
    const states = [
      st(['SYNCHRONIZED', 'SYNCHRONIZED'], 0, 1, 1), // switchover, step 1: B PROMOTED, no mode changes
      st(['SYNCHRONIZED', 'SYNCHRONIZED'], 1, 2), // B primary
      st(['DISCONNECTED', 'SYNCHRONIZED'], 1, 3), // failover of A
      st(['NOT_SYNCHRONIZED_1', 'SYNCHRONIZED'], 1, 4), // rejoin
      st(['NOT_SYNCHRONIZED_2', 'SYNCHRONIZED'], 1, 5),
      st(['SYNCHRONIZED', 'SYNCHRONIZED'], 1, 6),
    ];
    const c = states.reduce(nextProxyConfig, initialProxyConfig(initialClusterState(2)));
    expect(c.ppGeneration).toBe(6);
    expect(c.pairs).toEqual([{ pile: 0, mode: 'SYNCHRONIZED', submode: null }]);
  });

  it("keeps a DISCONNECTED pile's group on its old config and generation; the primary's always moves", () => {
    const c = nextProxyConfig(
      initialProxyConfig(initialClusterState(2)),
      st(['SYNCHRONIZED', 'DISCONNECTED'], 0, 1),
    );
    expect(c.groupGeneration).toEqual([2, 1]);
    expect(c.groups.map((g) => g.ppGeneration)).toEqual([2, 1]);
  });
});

describe("a group's check of an operation", () => {
  const old = initialProxyConfig(initialClusterState(2));
  const cut = nextProxyConfig(old, st(['SYNCHRONIZED', 'DISCONNECTED'], 0, 1));

  it('accepts the proxy whose config it holds', () => {
    expect(checkOperation(cut.groups[0]!, cut)).toEqual({ ok: true });
  });

  it('refuses a proxy that missed the failover (older PPGeneration)', () => {
    expect(checkOperation(cut.groups[0]!, old)).toEqual({ ok: false, reason: 'stale-generation' });
  });

  it('refuses a second PRIMARY with the same PPGeneration but other modes', () => {
    const other = nextProxyConfig(old, st(['DISCONNECTED', 'SYNCHRONIZED'], 1, 1));
    expect(other.ppGeneration).toBe(cut.ppGeneration);
    expect(checkOperation(cut.groups[0]!, other)).toEqual({ ok: false, reason: 'mode-mismatch' });
  });

  it('refuses a newer proxy at a group that kept the old config (a DISCONNECTED pile)', () => {
    expect(checkOperation(cut.groups[1]!, cut)).toEqual({ ok: false, reason: 'newer-generation' });
  });
});
