/**
 * A scenario result as text (the CLI's output) or as plain JSON (`--json`, tests, the UI). Pure:
 * the caller passes wall-clock figures it measured itself.
 */
import type { ScenarioResult } from './runner.ts';

export interface ReportContext {
  /** Scenario file as the user named it. */
  readonly file: string;
  /** Wall-clock run time measured by the caller (ms). */
  readonly wallMs?: number;
}

const fmtMs = (ms: number) => (Number.isInteger(ms) ? `${ms}` : ms.toFixed(3));

function top(counts: Readonly<Record<string, number>>, n: number): string {
  const rows = Object.entries(counts).sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : 1));
  const shown = rows.slice(0, n).map(([k, v]) => `${k} ${v}`);
  return shown.join(', ') + (rows.length > n ? `, … (${rows.length - n} more kinds)` : '');
}

/** Version → the nodes running it at the end (distconf delivers versions node by node). */
function configVersionsAtEnd(r: ScenarioResult): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const { id } of r.sim.options.topology.nodes) (out[r.sim.configVersion(id)] ??= []).push(id);
  return out;
}

export function formatResult(r: ScenarioResult, c: ReportContext): string {
  const lines: string[] = [];
  const wall = c.wallMs !== undefined ? `, ${c.wallMs.toFixed(0)} ms wall` : '';
  lines.push(
    `scenario ${r.name} (${c.file}) · seed ${r.seed} · host ${r.host} · ${fmtMs(r.durationMs)} ms virtual${wall}`,
  );
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  const met = r.expectations.filter((e) => e.ok).length;
  lines.push(`expectations: ${met}/${r.expectations.length} met`);
  for (const e of r.expectations) {
    const when = e.byMs !== undefined ? `by ${fmtMs(e.byMs)} ms` : `at ${fmtMs(e.atMs)} ms`;
    const seen = e.ok && e.byMs !== undefined ? ` (met at ${fmtMs(e.checkedAtMs)} ms)` : '';
    const note = e.note !== undefined ? ` [${e.note}]` : '';
    lines.push(`  ${e.ok ? '✓' : '✗'} steps[${e.step}] ${when}: ${e.label}${note} — ${e.detail}${seen}`);
  }
  lines.push(
    r.violations.length === 0
      ? `invariants: ${r.invariants.length} checked (${r.invariants.join(', ') || 'none registered'}), no violations`
      : `invariants: ${r.violations.length} violation(s)`,
  );
  for (const v of r.violations.slice(0, 20))
    lines.push(`  ✗ ${v.invariant} at ${fmtMs(v.t)} ms: ${v.message}`);
  if (r.violations.length > 20) lines.push(`  … ${r.violations.length - 20} more`);
  const m = r.messages;
  lines.push(
    `messages: ${m.sent} sent, ${m.delivered} delivered, ${m.dropped} dropped${m.dropped > 0 ? ` (${top(m.droppedBy, 5)})` : ''}`,
  );
  lines.push(`  by subsystem: ${top(m.bySubsystem, 4) || 'none'}`);
  lines.push(`  by kind: ${top(m.byKind, 12) || 'none'}`);
  const versions = Object.entries(configVersionsAtEnd(r));
  if (versions.length > 1 || versions[0]?.[0] !== '1')
    lines.push(`config versions: ${versions.map(([v, ns]) => `v${v} on n${ns.join(' n')}`).join('; ')}`);
  lines.push(`trace: ${r.eventCount} events, hash ${r.traceHash}`);
  lines.push(r.ok ? 'result: PASS' : 'result: FAIL');
  return lines.join('\n');
}

/** Everything but the live simulation, JSON-safe. */
export function resultJson(r: ScenarioResult, c: ReportContext): Record<string, unknown> {
  const { sim: _sim, ...rest } = r;
  return {
    file: c.file,
    ...(c.wallMs !== undefined ? { wallMs: Math.round(c.wallMs) } : {}),
    ...rest,
    configVersions: configVersionsAtEnd(r),
  };
}
