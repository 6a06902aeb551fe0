/**
 * Bugs planted on purpose, to test that chaos finds, reproduces and shrinks a failure (never part
 * of a normal run). `forgetful-blobstorage`: BlobStorage loses every tablet's local database, so a
 * new SchemeShard generation starts from an empty schema and re-commits older versions — what the
 * SchemeShard did before its schema was durable (chaos.schema-never-backwards).
 */
import type { BlobStorageMessage, BlobStorageState } from '../subsystems/blobstorage/contract.ts';
import { blobStorageReply } from '../subsystems/blobstorage/contract.ts';
import type { SubsystemDescriptor } from '../subsystems/descriptor.ts';
import { SUBSYSTEM_DESCRIPTORS } from '../subsystems/index.ts';

function forgetful(d: SubsystemDescriptor): SubsystemDescriptor {
  if (d.id !== 'blobstorage' || !d.service) return d;
  const reply = (state: BlobStorageState, msg: BlobStorageMessage): BlobStorageMessage | null => {
    const r = blobStorageReply(state, msg);
    return r?.kind === 'bs.rows' ? { ...r, rows: {} } : r;
  };
  return { ...d, service: { ...d.service, reply } } as SubsystemDescriptor;
}

export const PLANTED_BUGS: Readonly<Record<string, () => readonly SubsystemDescriptor[]>> = {
  'forgetful-blobstorage': () => SUBSYSTEM_DESCRIPTORS.map(forgetful),
};
