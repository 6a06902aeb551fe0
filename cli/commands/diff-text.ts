/** The plain-text report of `sim diff`: tolerance, cut sets gained and lost, load per node. */
import type { ConfigDiff, SubsystemDiff } from '../../engine/index.ts';
import { table } from '../table.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const CUTS_SHOWN = 5;
const tol = (t: SubsystemDiff['tolerance']['a']) =>
  `nodes ${t.nodes} · racks ${t.racks} · DCs ${t.realms}${t.exact ? '' : ' (bound)'}`;
const sets = (cs: readonly (readonly string[])[], count: number) =>
  count === 0
    ? '-'
    : cs
        .slice(0, CUTS_SHOWN)
        .map((c) => `{${c.join(',')}}`)
        .join(' ') + (count > CUTS_SHOWN ? ` … (${count})` : '');

export function diffText(d: ConfigDiff): string {
  const tolerance = table(
    ['subsystem', `A ${d.a}`, `B ${d.b}`, 'change'],
    d.perSubsystem.map((s) => {
      const [a, b] = [s.tolerance.a, s.tolerance.b];
      const delta = [a.nodes !== b.nodes, a.racks !== b.racks, a.realms !== b.realms].some(Boolean);
      return [s.subsystem, tol(a), tol(b), delta ? 'changed' : 'same'];
    }),
  );
  const cuts = table(
    ['subsystem', 'level', 'up to', 'gained (break B, not A)', 'lost (broke A, not B)', 'kept'],
    d.perSubsystem.flatMap((s) =>
      s.cuts.map((c) => [
        s.subsystem,
        c.level,
        c.maxSize,
        sets(c.gained, c.gainedCount),
        sets(c.lost, c.lostCount),
        c.kept,
      ]),
    ),
  );
  const load = table(
    ['subsystem', 'node', 'A share', 'B share', 'change'],
    d.perSubsystem.flatMap((s) =>
      s.load
        .filter((l) => Math.abs(l.b - l.a) >= 0.005)
        .map((l) => [s.subsystem, l.node, pct(l.a), pct(l.b), `${l.b >= l.a ? '+' : ''}${pct(l.b - l.a)}`]),
    ),
  );
  return [
    `diff A ${d.a} → B ${d.b}`,
    '',
    'tolerance (failures every record survives):',
    tolerance,
    '',
    'minimal cut sets (domains whose failure breaks some record):',
    cuts,
    '',
    'records per node (share of records whose selection uses the node; changes of 0.5% or more):',
    load.split('\n').length > 2 ? load : '(no change)',
  ].join('\n');
}
