/**
 * A bridge admin command through YDB's three layers, each refusing only what its own code refuses:
 * the CLI builds per-pile public states (cli.ts), the gRPC server turns them into a whole new
 * cluster state (server.ts), distconf checks it against the stored one (transitions.ts). The raw
 * `switch` is distconf's `SwitchBridgeClusterState` invoked directly, past the CLI and the server.
 */
import { cliRequest, type CliCommand } from './cli.ts';
import { updateClusterState } from './server.ts';
import type { ClusterState } from './state.ts';
import { validateSwitch, type Refusal } from './transitions.ts';

export type BridgeAdminCommand = CliCommand | { readonly kind: 'switch'; readonly state: ClusterState };

export type AdminVerdict =
  | {
      readonly ok: true;
      readonly state: ClusterState;
      /** `SpecificBridgePileIds` (pile indices): empty unless `--quorum-pile` named some. */
      readonly quorumPiles: readonly number[];
    }
  | Refusal;

/** The state distconf would propose for `cmd`, or the first layer's refusal. */
export function planAdminCommand(
  state: ClusterState,
  cmd: BridgeAdminCommand,
  pileNames: readonly string[],
): AdminVerdict {
  if (cmd.kind === 'switch') {
    const v = validateSwitch(state, cmd.state);
    return v.ok ? { ...v, quorumPiles: [] } : v;
  }
  const req = cliRequest(cmd);
  if ('ok' in req) return req;
  const s = updateClusterState(state, req, pileNames);
  if (!s.ok) return s;
  const v = validateSwitch(state, s.state);
  return v.ok ? { ...v, quorumPiles: s.quorumPiles } : v;
}
