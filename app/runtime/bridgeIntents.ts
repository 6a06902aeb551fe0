/**
 * The piles panel's actions: each sends one `bridge.*` admin command (as `ydb admin cluster bridge`
 * does) to a node of the cluster; the outcome — committed or refused with a reason — comes back
 * through the trace.
 */
import type { BridgeCommand } from '../../engine/subsystems/distconf/bridge/commands.ts';
import { session } from './page.ts';

export function sendBridgeCommand(cmd: BridgeCommand): void {
  session.command(cmd);
}
