/**
 * The CLI layer of a bridge admin command: `ydb admin cluster bridge …`
 * (ydb/public/lib/ydb_cli/commands/ydb_bridge.cpp). Each command only builds the list of per-pile
 * public states it sends to `UpdateClusterState`; the CLI checks nothing about the cluster. Its own
 * errors are about parsing `update --set NAME:STATE` (option presence is the schema's job here).
 */
import { PUBLIC_STATES, type PileUpdate, type PublicState, type ServerRequest } from './server.ts';
import type { Refusal } from './transitions.ts';

export type CliCommand =
  /** `switchover --primary P` → {P: PROMOTE} */
  | { readonly kind: 'switchover'; readonly primary: string }
  /** `failover --pile P [--primary Q]` → {P: DISCONNECTED} (+ {Q: PRIMARY}) */
  | { readonly kind: 'failover'; readonly pile: string; readonly primary?: string }
  /** `takedown --pile P [--primary Q]` → {P: SUSPENDED} (+ {Q: PRIMARY}) */
  | { readonly kind: 'takedown'; readonly pile: string; readonly primary?: string }
  /** `rejoin --pile P` → {P: NOT_SYNCHRONIZED} */
  | { readonly kind: 'rejoin'; readonly pile: string }
  /** `update --set NAME:STATE … [--quorum-pile NAME …]`: raw public states. */
  | { readonly kind: 'update'; readonly set: readonly string[]; readonly quorumPiles: readonly string[] };

function cli(code: string, reason: string): Refusal {
  return { ok: false, layer: 'cli', code, reason };
}

/** `ParsePileState`: case-insensitive; anything else is the CLI's error. */
function parseState(s: string): PublicState | Refusal {
  const up = s.toUpperCase();
  const found = PUBLIC_STATES.find((p) => p === up);
  return (
    found ??
    cli(
      'invalid-state',
      `Invalid pile state: "${s}". Please use one of: DISCONNECTED, NOT_SYNCHRONIZED, SYNCHRONIZED, PROMOTE, PRIMARY, SUSPENDED.`,
    )
  );
}

/** `--set NAME:STATE`, split at the first ':' (`TStringBuf::TrySplit`). */
function parseSet(v: string): PileUpdate | Refusal {
  const at = v.indexOf(':');
  const pile = at < 0 ? '' : v.slice(0, at);
  const state = at < 0 ? '' : v.slice(at + 1);
  if (pile === '' || state === '')
    return cli('invalid-format', "Invalid format for --set option. Expected '<pile-name>:<state>'.");
  const st = parseState(state);
  return typeof st === 'string' ? { pile, state: st } : st;
}

/** The request the CLI sends, or the CLI's own error. */
export function cliRequest(c: CliCommand): ServerRequest | Refusal {
  const send = (updates: PileUpdate[]): ServerRequest => ({ updates, quorumPiles: [] });
  switch (c.kind) {
    case 'switchover':
      return send([{ pile: c.primary, state: 'PROMOTE' }]);
    case 'failover':
    case 'takedown': {
      const down: PileUpdate = { pile: c.pile, state: c.kind === 'failover' ? 'DISCONNECTED' : 'SUSPENDED' };
      return send(c.primary === undefined ? [down] : [down, { pile: c.primary, state: 'PRIMARY' }]);
    }
    case 'rejoin':
      return send([{ pile: c.pile, state: 'NOT_SYNCHRONIZED' }]);
    case 'update': {
      if (c.set.length === 0) return cli('no-set', 'Either --set or --file must be specified.');
      const updates: PileUpdate[] = [];
      for (const v of c.set) {
        const u = parseSet(v);
        if ('ok' in u) return u;
        updates.push(u);
      }
      return { updates, quorumPiles: c.quorumPiles };
    }
  }
}

/** The command as the CLI is typed, e.g. `failover --pile A --primary B`. */
export function cliText(c: CliCommand): string {
  switch (c.kind) {
    case 'switchover':
      return `switchover --primary ${c.primary}`;
    case 'failover':
    case 'takedown':
      return `${c.kind} --pile ${c.pile}${c.primary === undefined ? '' : ` --primary ${c.primary}`}`;
    case 'rejoin':
      return `rejoin --pile ${c.pile}`;
    case 'update':
      return [
        'update',
        ...c.set.map((s) => `--set ${s}`),
        ...c.quorumPiles.map((p) => `--quorum-pile ${p}`),
      ].join(' ');
  }
}
