import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { faultView, prepareFaultModel } from './model.ts';
import { blastRadius } from './blast.ts';
import { domainDown, restoreRadius } from './restore.ts';

describe('restoring a domain that is down', () => {
  const { topology, config } = loadPreset('bridge-2-piles');
  const model = prepareFaultModel(topology, config);
  const pileA = topology.nodes.filter((n) => n.pile === 'A').map((n) => n.id);

  it('pile A down (no failover): bringing it back gives every record its quorum back', () => {
    const view = faultView(model, pileA);
    expect(domainDown(view, 'pile', 'A')).toBe(true);
    expect(domainDown(view, 'pile', 'B')).toBe(false);
    const r = restoreRadius(view, 'pile', 'A')!;
    for (const s of r.perSubsystem) expect([s.read, s.write]).toEqual([1, 1]);
    // Failing it "now" would change nothing: the hypothetical a down domain must not offer.
    expect(blastRadius(view, 'pile', 'A')!.read.loseQuorum).toBe(0);
  });

  it('a rack down whose records keep quorum: restoring gives nothing back', () => {
    const rack = topology.domains[0]!.id;
    const nodes = topology.nodes.filter((n) => n.domain === rack).map((n) => n.id);
    const view = faultView(model, nodes);
    expect(domainDown(view, 'rack', rack)).toBe(true);
    for (const s of restoreRadius(view, 'rack', rack)!.perSubsystem) expect(s.read).toBe(0);
  });

  it('partly down or unknown domains', () => {
    const view = faultView(model, [pileA[0]!]);
    expect(domainDown(view, 'pile', 'A')).toBe(false);
    expect(domainDown(view, 'rack', 'nope')).toBeUndefined();
    expect(restoreRadius(view, 'rack', 'nope')).toBeUndefined();
  });
});
