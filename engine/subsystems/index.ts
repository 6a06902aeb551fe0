/**
 * The one list of subsystems, and the unions built from them: every Message, node Command and
 * TraceEvent of a cluster run. A subsystem is added here (its descriptor and its three types);
 * nothing in engine/kernel changes.
 */
import type { FaultCommand } from '../kernel/faults.ts';
import type { SystemMessage } from '../kernel/messages.ts';
import type { KernelEvent, Stamped } from '../kernel/trace.ts';
import { SUBSYSTEMS as CONFIGURED, type Subsystem } from '../model/config/types.ts';
import type { BlobStorageMessage } from './blobstorage/messages.ts';
import { blobstorageSubsystem } from './blobstorage/module.ts';
import type { BoardCommand } from './board/commands.ts';
import type { BoardEvent } from './board/events.ts';
import type { BoardMessage } from './board/messages.ts';
import { boardSubsystem } from './board/module.ts';
import type { SubsystemDescriptor } from './descriptor.ts';
import type { SharedEvent } from './events.ts';
import type { SchemeBoardCommand } from './schemeboard/commands.ts';
import type { SchemeBoardEvent } from './schemeboard/events.ts';
import type { SchemeBoardMessage } from './schemeboard/messages.ts';
import { schemeboardSubsystem } from './schemeboard/module.ts';
import type { StateStorageCommand } from './statestorage/commands.ts';
import type { StateStorageEvent } from './statestorage/events.ts';
import type { StateStorageMessage } from './statestorage/messages.ts';
import { statestorageSubsystem } from './statestorage/module.ts';

/** Every subsystem a cluster node runs, in boot order (part of determinism). */
export const SUBSYSTEMS: readonly SubsystemDescriptor[] = [
  statestorageSubsystem,
  boardSubsystem,
  schemeboardSubsystem,
  blobstorageSubsystem,
];

export type Message =
  SystemMessage | StateStorageMessage | BoardMessage | SchemeBoardMessage | BlobStorageMessage;
export type NodeCommand = StateStorageCommand | BoardCommand | SchemeBoardCommand;
export type Command = FaultCommand | NodeCommand;
export type SubsystemEvent = SharedEvent | StateStorageEvent | BoardEvent | SchemeBoardEvent;
export type TraceEvent = KernelEvent | Stamped<SubsystemEvent>;

/** The descriptors of `ids`, in that order (worker hosts: code cannot be posted, ids can). */
export function subsystemsById(ids: readonly string[]): SubsystemDescriptor[] {
  return ids.map((id) => {
    const d = SUBSYSTEMS.find((s) => s.id === id);
    if (!d) throw new Error(`unknown subsystem '${id}' (known: ${SUBSYSTEMS.map((s) => s.id).join(', ')})`);
    return d;
  });
}

const isConfigured = (id: string): id is Subsystem => (CONFIGURED as readonly string[]).includes(id);

/**
 * Which configured subsystem a message kind belongs to (by its descriptor's message prefix), for
 * colouring and filtering; 'system' for the runtime's own messages and services' (BlobStorage).
 */
export function messageSubsystem(kind: string): Subsystem | 'system' {
  for (const d of SUBSYSTEMS) if (isConfigured(d.id) && kind.startsWith(d.view.messagePrefix)) return d.id;
  return 'system';
}

export type { SubsystemDescriptor, SubsystemView } from './descriptor.ts';
export type { OpName } from './events.ts';
