/**
 * The one list of subsystems (SUBSYSTEMS) and what is derived from it. The Message / Command /
 * TraceEvent unions are built beside it in ./unions.ts (re-exported here). Adding a subsystem adds
 * its descriptor here and its types there; nothing in engine/kernel changes.
 */
import { RING_SUBSYSTEMS as CONFIGURED, type Subsystem } from '../model/config/types.ts';
import { blobstorageSubsystem } from './blobstorage/module.ts';
import { boardSubsystem } from './board/module.ts';
import { bridgeSubsystem } from './distconf/bridge/module.ts';
import type { SubsystemDescriptor } from './descriptor.ts';
import { distconfSubsystem } from './distconf/module.ts';
import { schemeboardSubsystem } from './schemeboard/module.ts';
import { statestorageSubsystem } from './statestorage/module.ts';

/** Every subsystem a cluster node runs, in boot order (part of determinism). */
export const SUBSYSTEM_DESCRIPTORS: readonly SubsystemDescriptor[] = [
  statestorageSubsystem,
  boardSubsystem,
  schemeboardSubsystem,
  blobstorageSubsystem,
  distconfSubsystem,
  bridgeSubsystem,
];

/** The descriptors of `ids`, in that order (worker hosts: code cannot be posted, ids can). */
export function subsystemsById(ids: readonly string[]): SubsystemDescriptor[] {
  return ids.map((id) => {
    const d = SUBSYSTEM_DESCRIPTORS.find((s) => s.id === id);
    if (!d)
      throw new Error(
        `unknown subsystem '${id}' (known: ${SUBSYSTEM_DESCRIPTORS.map((s) => s.id).join(', ')})`,
      );
    return d;
  });
}

const isConfigured = (id: string): id is Subsystem => (CONFIGURED as readonly string[]).includes(id);

/**
 * Which configured subsystem a message kind belongs to (by its descriptor's message prefix), for
 * colouring and filtering; 'system' for the runtime's own messages and services' (BlobStorage).
 */
export function messageSubsystem(kind: string): Subsystem | 'system' {
  for (const d of SUBSYSTEM_DESCRIPTORS)
    if (isConfigured(d.id) && kind.startsWith(d.view.messagePrefix)) return d.id;
  return 'system';
}

export type { Command, NodeCommand, TraceEvent } from './unions.ts';
export type { SubsystemDescriptor } from './descriptor.ts';
