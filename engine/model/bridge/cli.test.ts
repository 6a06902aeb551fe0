import { describe, expect, it } from 'vitest';
import { cliRequest, cliText } from './cli.ts';

describe('cliRequest: what ydb_bridge.cpp sends', () => {
  it('each command is a list of public states, nothing checked', () => {
    expect(cliRequest({ kind: 'switchover', primary: 'B' })).toEqual({
      updates: [{ pile: 'B', state: 'PROMOTE' }],
      quorumPiles: [],
    });
    expect(cliRequest({ kind: 'failover', pile: 'A', primary: 'B' })).toMatchObject({
      updates: [
        { pile: 'A', state: 'DISCONNECTED' },
        { pile: 'B', state: 'PRIMARY' },
      ],
    });
    expect(cliRequest({ kind: 'takedown', pile: 'B' })).toMatchObject({
      updates: [{ pile: 'B', state: 'SUSPENDED' }],
    });
    expect(cliRequest({ kind: 'rejoin', pile: 'B' })).toMatchObject({
      updates: [{ pile: 'B', state: 'NOT_SYNCHRONIZED' }],
    });
  });
  it('update --set parses NAME:STATE case-insensitively and passes the quorum piles', () => {
    expect(cliRequest({ kind: 'update', set: ['A:primary', 'B:disconnected'], quorumPiles: ['A'] })).toEqual({
      updates: [
        { pile: 'A', state: 'PRIMARY' },
        { pile: 'B', state: 'DISCONNECTED' },
      ],
      quorumPiles: ['A'],
    });
  });
  it("update's own errors, as the CLI prints them", () => {
    expect(cliRequest({ kind: 'update', set: [], quorumPiles: [] })).toMatchObject({
      layer: 'cli',
      reason: 'Either --set or --file must be specified.',
    });
    expect(cliRequest({ kind: 'update', set: ['B'], quorumPiles: [] })).toMatchObject({
      reason: "Invalid format for --set option. Expected '<pile-name>:<state>'.",
    });
    expect(cliRequest({ kind: 'update', set: ['B:PROMOTED'], quorumPiles: [] })).toMatchObject({
      reason:
        'Invalid pile state: "PROMOTED". Please use one of: DISCONNECTED, NOT_SYNCHRONIZED, SYNCHRONIZED, PROMOTE, PRIMARY, SUSPENDED.',
    });
  });
  it('prints the command with --primary, as the code names the option', () => {
    expect(cliText({ kind: 'failover', pile: 'A', primary: 'B' })).toBe('failover --pile A --primary B');
    expect(cliText({ kind: 'update', set: ['B:DISCONNECTED'], quorumPiles: ['A'] })).toBe(
      'update --set B:DISCONNECTED --quorum-pile A',
    );
  });
});
