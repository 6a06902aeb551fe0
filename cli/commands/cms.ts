/**
 * `sim cms`: may these nodes go down now? CMS's StateStorage answer (YDB's rule and reason text,
 * engine/model/maintenance/cms.ts) and the simulator's quorum rule for every subsystem, each naming
 * the ring group and ring. Exit 0 allowed, 1 refused, 2 bad input.
 */
import {
  CMS_MODES,
  maintenanceCheck,
  prepareFaultModel,
  type CmsMode,
  type MaintenanceVerdict,
} from '../../engine/index.ts';
import { DOWN_OPTIONS, type DownArgs } from '../config-arg.ts';
import { CliError } from '../errors.ts';
import { clusterFromArgs } from './analyze.ts';
import { nodeList, nodesOf } from './down-arg.ts';

export const CMS_OPTIONS = {
  ...DOWN_OPTIONS,
  fail: { type: 'string', multiple: true },
  mode: { type: 'string' },
} as const;

export interface CmsArgs extends DownArgs {
  readonly fail?: readonly string[];
  readonly mode?: string;
}

function cmsText(name: string, downSpecs: readonly string[], v: MaintenanceVerdict): string {
  const lines = [
    `${name}: take down ${downSpecs.join(', ')} (${nodeList(v.nodes)}), already down: ${nodeList(v.alreadyDown)}`,
    v.allowed ? 'allowed' : 'refused',
  ];
  if (v.cms) {
    const others = v.cms.unavailableRings.length
      ? `; unavailable already: ring ${v.cms.unavailableRings.join(', ')}`
      : '';
    lines.push(
      `  CMS, StateStorage (${v.mode}): ${v.cms.reason}`,
      `    at n${v.cms.node}: ring group ${v.cms.group}, ring ${v.cms.ring}${others}`,
    );
  } else lines.push(`  CMS, StateStorage (${v.mode}): allowed`);
  for (const q of v.quorum)
    lines.push(
      `  quorum (simulator's rule), ${q.subsystem}: ring group ${q.group} falls below quorum — a record misses ring ${q.rings.join(', ')} (needs ${q.majority} of ${q.ntoSelect}); ${(100 * q.share).toFixed(2)}% of records`,
    );
  if (v.quorum.length === 0)
    lines.push("  quorum (simulator's rule): every record of every subsystem keeps quorum");
  return lines.join('\n');
}

export function cmsCommand(args: CmsArgs): { text: string; code: number } {
  const specs = args.down ?? [];
  if (specs.length === 0) throw new CliError('cms: give what to take down, e.g. --down rack:dc1-r1');
  const mode = (args.mode ?? 'max-availability') as CmsMode;
  if (!CMS_MODES.includes(mode))
    throw new CliError(`bad --mode '${args.mode}': expected ${CMS_MODES.join(' or ')}`);
  const { name, topology, config } = clusterFromArgs(args);
  const request = nodesOf(topology, '--down', specs);
  const failed = nodesOf(topology, '--fail', args.fail ?? []);
  const v = maintenanceCheck(prepareFaultModel(topology, config), failed, request, mode);
  const text = args.json
    ? JSON.stringify({ preset: name, down: specs, ...v }, null, 2)
    : cmsText(name, specs, v);
  return { text, code: v.allowed ? 0 : 1 };
}
