import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import { parseReplicaServiceName, replicaServiceName } from './service-name.ts';

describe('replicaServiceName', () => {
  it('uses YDB prefixes ssr / ssb / sbr', () => {
    expect(replicaServiceName({ subsystem: 'statestorage', group: 0, ring: 3, index: 1 })).toBe('ssr:0:3:1');
    expect(replicaServiceName({ subsystem: 'board', group: 1, ring: 0, index: 0 })).toBe('ssb:1:0:0');
    expect(replicaServiceName({ subsystem: 'schemeboard', group: 2, ring: 8, index: 2 })).toBe('sbr:2:8:2');
  });

  it('round-trips through the parser (property)', () => {
    const nat = fc.integer({ min: 0, max: 5000 });
    fc.assert(
      fc.property(fc.constantFrom(...RING_SUBSYSTEMS), nat, nat, nat, (subsystem, group, ring, index) => {
        const ref = { subsystem, group, ring, index };
        expect(parseReplicaServiceName(replicaServiceName(ref))).toEqual(ref);
      }),
    );
  });

  it.each(['ssr:0:1', 'xyz:0:0:0', 'ssr:01:0:0', 'ssr:0:0:-1', 'ssr:0:0:0:0', ''])(
    'parser rejects %j',
    (s) => {
      expect(parseReplicaServiceName(s)).toBeUndefined();
    },
  );
});
