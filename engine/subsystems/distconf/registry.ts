/**
 * The one list of distconf extensions, in the order their hooks run. A feature built on distconf
 * adds its DistconfExtension value here (and its command / message / event types to unions.ts).
 */
import { bridgeDistconfExtension } from './bridge/extension.ts';
import type { DistconfExtension } from './extension.ts';
import { selfHealExtension } from './selfheal/extension.ts';

export const DISTCONF_EXTENSIONS: readonly DistconfExtension[] = [bridgeDistconfExtension, selfHealExtension];
