/** The plain-text report of `sim analyze`: one table per question. */
import {
  LEVELS,
  levelKey,
  type AvailabilityRow,
  type ConfigTolerance,
  type Problem,
  type CutSetReport,
  type DomainBlast,
  type Headroom,
  type HeadroomReport,
  type Level,
  type LevelCutSets,
  type SubsystemLoad,
} from '../../engine/index.ts';
import { table } from '../table.ts';

export interface AnalysisFigures {
  readonly name: string;
  readonly nodes: number;
  readonly failed: readonly string[];
  readonly down: readonly number[];
  readonly samples: number;
  readonly availability: readonly AvailabilityRow[];
  readonly tolerance: ConfigTolerance;
  readonly problems: readonly Problem[];
  readonly headroom: HeadroomReport;
  readonly cuts: CutSetReport;
  readonly blast: Readonly<Record<Level, readonly DomainBlast[]>>;
  readonly load: readonly SubsystemLoad[];
}

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
const KEYS = ['nodes', 'racks', 'dcs', 'piles'] as const;
const figure = (h: Headroom) => KEYS.map((k) => (h[k] === null ? '-' : String(h[k])));
const TOP_CUTS = 3;
const TOP_BLAST = 5;

function headroomTable(r: HeadroomReport): string {
  const rows = r.perSubsystem.flatMap((s) => {
    const row = (op: string, h: (typeof s)['read']) => [
      s.subsystem,
      op,
      s.method,
      ...figure(h.headroom).map((v, i) => `${v}${h.exact[KEYS[i]!] ? '' : '*'}`),
      pct(h.lostNow),
    ];
    return s.write === s.read ? [row('read/write', s.read)] : [row('read', s.read), row('write', s.write)];
  });
  rows.push(['all', 'read', '', ...figure(r.read), ''], ['all', 'write', '', ...figure(r.write), '']);
  return table(['subsystem', 'op', 'method', 'nodes', 'racks', 'dcs', 'piles', 'lost now'], rows);
}

function cutRow(subsystem: string, op: string, l: LevelCutSets): (string | number)[] {
  const top = l.cuts
    .slice(0, TOP_CUTS)
    .map((c) => `{${c.domains.join(',')}} ${pct(c.share)}`)
    .join('; ');
  const complete = l.limitHit ? `up to k=${l.completeUpTo} (cap)` : 'yes';
  return [
    subsystem,
    op,
    l.level,
    l.maxSize,
    l.counts.join(',') || '-',
    complete,
    top + (l.sharesExact ? '' : ' ~'),
  ];
}

/** Levels the topology has (no pile rows without bridge mode). */
const present = (h: HeadroomReport) => (l: LevelCutSets) => h.read[levelKey(l.level)] !== null;

function cutTable(r: CutSetReport, h: HeadroomReport): string {
  const rows = r.perSubsystem.flatMap((s) => {
    const op = s.write === s.read ? 'read/write' : 'read';
    const read = s.read.filter(present(h)).map((l) => cutRow(s.subsystem, op, l));
    const write = s.write.filter(present(h)).map((l) => cutRow(s.subsystem, 'write', l));
    return s.write === s.read ? read : [...read, ...write];
  });
  return table(
    ['subsystem', 'op', 'level', 'K', 'found per k', 'complete', 'smallest cuts, most damaging first'],
    rows,
  );
}

function blastTable(blast: AnalysisFigures['blast']): string {
  const rows = LEVELS.flatMap((level) =>
    [...blast[level]]
      .sort((a, b) => b.read.loseQuorum - a.read.loseQuorum || b.read.loseReplica - a.read.loseReplica)
      .slice(0, TOP_BLAST)
      .map((b) => [
        level,
        b.id,
        pct(b.read.loseReplica) + (b.exact ? '' : ' ~'),
        pct(b.read.loseQuorum) + (b.exact ? '' : ' ~'),
      ]),
  );
  return table(['level', 'domain', 'lose a replica', 'lose quorum'], rows);
}

function loadTable(load: readonly SubsystemLoad[]): string {
  const rows = load.flatMap((s) => [
    ...s.groups.map((g) => [
      s.subsystem,
      g.group,
      g.replicas.length,
      pct(g.minShare),
      pct(g.maxShare),
      g.ratio === null ? '∞' : g.ratio.toFixed(3),
      s.keys,
    ]),
    ...s.skipped.map((why) => [s.subsystem, why, '', '', '', '', '']),
  ]);
  return table(['subsystem', 'group', 'replicas', 'min share', 'max share', 'max/min', 'keys'], rows);
}

export function analysisText(f: AnalysisFigures): string {
  const failed = f.failed.join(', ') || 'nothing';
  const t = f.tolerance;
  const limited = f.cuts.perSubsystem.flatMap((s) =>
    s.read
      .filter((l) => l.limitHit)
      .map((l) => `${s.subsystem} ${l.level} (complete up to k=${l.completeUpTo})`),
  );
  return [
    `${f.name}: ${f.nodes} nodes; failed ${failed} (${f.down.length} nodes down); ${f.samples} records sampled per subsystem`,
    table(
      ['subsystem', 'readable', 'writable', 'worst missing'],
      f.availability.map((r) => [
        r.subsystem,
        `${pct(r.readShare)} (${r.readable})`,
        `${pct(r.writeShare)} (${r.writable})`,
        r.worstMissing,
      ]),
    ),
    `tolerates for every record: ${t.nodes} nodes, ${t.racks} racks, ${t.realms} datacenters` +
      (t.realms > 0 ? ` (+${t.racksAfterRealms} racks after losing ${t.realms})` : ''),
    f.problems.length === 0
      ? 'placement: valid'
      : `placement: ${f.problems.length} problem(s)\n${f.problems.map((p) => `  ${p.severity}: ${p.message}`).join('\n')}`,
    '',
    `headroom from the current state: more domains that may fail (worst case) before a record loses quorum` +
      ` (* = safe lower bound or sampled; lost now = records already without quorum):`,
    headroomTable(f.headroom),
    '',
    `minimal cut sets on top of the current state, sizes k = 1..K (share = records that lose quorum; ~ = sampled):`,
    cutTable(f.cuts, f.headroom),
    ...(limited.length > 0
      ? [
          `cut-set enumeration hit its cap of ${f.cuts.visitLimit} subsets visited per level: ${limited.join(', ')}`,
        ]
      : []),
    '',
    `blast radius of one more domain (worst subsystem; top ${TOP_BLAST} per level):`,
    blastTable(f.blast),
    '',
    `load per replica (${f.load[0]?.samples ?? 0} keys per subsystem):`,
    loadTable(f.load),
  ].join('\n');
}
