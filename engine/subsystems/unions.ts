/**
 * The unions of a cluster run, from each subsystem's own types: every Message, node Command and
 * TraceEvent. Types only, importing no descriptor, so actors and invariant checkers (which the
 * descriptors import) can name them without an import cycle. A subsystem adds its three types
 * here as it adds its descriptor to index.ts.
 */
import type { FaultCommand } from '../kernel/faults.ts';
import type { SystemMessage } from '../kernel/messages.ts';
import type { KernelEvent, Stamped } from '../kernel/trace.ts';
import type { BlobStorageMessage } from './blobstorage/messages.ts';
import type { BoardCommand } from './board/commands.ts';
import type { BoardEvent } from './board/events.ts';
import type { BoardMessage } from './board/messages.ts';
import type { BridgeCommand } from './distconf/bridge/commands.ts';
import type { DriveCommand } from './distconf/bridge/drives.ts';
import type { DsProxyCommand } from './distconf/bridge/dsproxy.ts';
import type { BridgeEvent } from './distconf/bridge/events.ts';
import type { BridgeMessage } from './distconf/bridge/messages.ts';
import type { ConfigReplaceCommand, DistconfLocalCommand } from './distconf/commands.ts';
import type { DistconfEvent } from './distconf/events.ts';
import type { DistconfMessage } from './distconf/messages.ts';
import type {
  ConfigReassignCommand,
  DecommissionCommand,
  SelfHealEnableCommand,
} from './distconf/selfheal/commands.ts';
import type { SelfHealEvent } from './distconf/selfheal/events.ts';
import type { SelfHealMessage } from './distconf/selfheal/messages.ts';
import type { SharedEvent } from './events.ts';
import type { ReconfigureEvent, ReplicasChanged } from './reconfigure.ts';
import type { SchemeBoardCommand } from './schemeboard/commands.ts';
import type { SchemeBoardEvent } from './schemeboard/events.ts';
import type { SchemeBoardMessage } from './schemeboard/messages.ts';
import type { StateStorageCommand } from './statestorage/commands.ts';
import type { StateStorageEvent } from './statestorage/events.ts';
import type { StateStorageMessage } from './statestorage/messages.ts';

export type Message =
  | SystemMessage
  | StateStorageMessage
  | BoardMessage
  | SchemeBoardMessage
  | BlobStorageMessage
  | DistconfMessage
  | SelfHealMessage
  | BridgeMessage
  | ReplicasChanged;
export type NodeCommand =
  | StateStorageCommand
  | BoardCommand
  | SchemeBoardCommand
  | ConfigReplaceCommand
  | DistconfLocalCommand
  | ConfigReassignCommand
  | SelfHealEnableCommand
  | DecommissionCommand
  | BridgeCommand
  | DriveCommand
  | DsProxyCommand;
export type Command = FaultCommand | NodeCommand;
export type SubsystemEvent =
  | SharedEvent
  | StateStorageEvent
  | BoardEvent
  | SchemeBoardEvent
  | DistconfEvent
  | ReconfigureEvent
  | SelfHealEvent
  | BridgeEvent;
export type TraceEvent = KernelEvent | Stamped<SubsystemEvent>;
export type TraceEventKind = TraceEvent['kind'];
