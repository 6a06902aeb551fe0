/**
 * The one list of app-side subsystem entries. The event log reads each trace event through the
 * entry that declares its kind; the flows, their legend and the log's filter iterate the entries
 * with a flow look; the Story asks each entry for its sentences; the lower tabs show each entry's
 * panel. A subsystem adds its entry here. Entries carry panels (views over the store and the
 * runtime), so the runtime never imports this list: app/main.tsx hands it in (runtime/page.ts).
 */
import { boardApp } from './board.ts';
import { bridgeApp } from './bridge.ts';
import { distconfApp } from './distconf.ts';
import { kernelApp } from './kernel.ts';
import { flowEntries } from './read.ts';
import { replicasApp } from './replicas.ts';
import { schemeboardApp } from './schemeboard.ts';
import { selfhealApp } from './selfheal.ts';
import { statestorageApp } from './statestorage.ts';
import { storageApp } from './storage.ts';
import type { AppSubsystem } from './types.ts';

export const APP_SUBSYSTEMS: readonly AppSubsystem[] = [
  statestorageApp,
  boardApp,
  schemeboardApp,
  replicasApp,
  distconfApp,
  selfhealApp,
  bridgeApp,
  storageApp,
  kernelApp,
];

export const FLOW_ENTRIES = flowEntries(APP_SUBSYSTEMS);
