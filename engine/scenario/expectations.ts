/**
 * Evaluating one `expect` step against the live node status (record quorum, node status) or the
 * trace-derived state (leaders, clients, Board views, scheme caches, invariants, event counts).
 */
import type { ClusterConfig } from '../model/config/types.ts';
import { analyzeAvailability } from '../model/quorum/availability.ts';
import { recordVerdict, type RecordVerdict } from '../model/quorum/quorum.ts';
import { recordHash, selectReplicas, type GroupSelection } from '../model/selection/index.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { assertNever } from '../util/assert.ts';
import { boardLabel, boardViewOf, leaderOf, nodeTabletKey, schemaViewOf } from '../folds/observers.ts';
import { bridgeEvaluator } from './bridge-expect.ts';
import { cmsEvaluator } from './cms-expect.ts';
import type { Topology } from '../model/topology/types.ts';
import { evidence, type Evidence } from './evidence.ts';
import { configEvaluator, refusedEvaluator } from './config-expect.ts';
import type { EvalContext, Evaluator, Verdict } from './evaluator.ts';
import type { Expectation } from './schema.ts';

export type { EvalContext, Evaluator, Verdict } from './evaluator.ts';

const list = (xs: readonly string[]) => `[${xs.join(', ')}]`;

function verdictDetail(v: RecordVerdict): string {
  return v.groups
    .map(
      (g) =>
        `group ${g.group}: ${g.alive}/${g.ntoSelect} alive, majority ${g.majority}${g.counted ? '' : ' (not counted)'}`,
    )
    .join('; ');
}

function verdictEvidence(v: RecordVerdict): Evidence {
  const items = v.groups.map((g) =>
    evidence(g.counted ? 'record-group' : 'record-group-uncounted', {
      group: g.group,
      alive: g.alive,
      ntoSelect: g.ntoSelect,
      majority: g.majority,
    }),
  );
  return { ...evidence('record', { read: v.read, write: v.write }), list: { items, sep: '; ' } };
}

function matches(e: TraceEvent, match: Record<string, unknown>): boolean {
  const rec = e as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(match)) {
    const got = rec[k];
    if (typeof v === 'object' && v !== null ? JSON.stringify(got) !== JSON.stringify(v) : got !== v)
      return false;
  }
  return true;
}

function recordEvaluator(x: Extract<Expectation, { expect: 'record' }>, config: ClusterConfig): Evaluator {
  const key =
    x.subsystem === 'statestorage'
      ? { kind: 'tablet' as const, tabletId: x.key }
      : { kind: 'path' as const, path: x.key };
  const sub = x.subsystem as keyof ClusterConfig;
  const selection: GroupSelection[] = selectReplicas(config[sub], sub, recordHash(key));
  return {
    statusOnly: true,
    observe() {},
    check(ctx) {
      const v = recordVerdict(selection, (n) => ctx.status(n) !== 'up');
      const ok =
        (x.read === undefined || v.read === x.read) && (x.write === undefined || v.write === x.write);
      const rw = `read ${v.read ? 'yes' : 'no'}, write ${v.write ? 'yes' : 'no'}`;
      return { ok, detail: `${rw} (${verdictDetail(v)})`, evidence: verdictEvidence(v) };
    },
  };
}

function check(x: Expectation, ctx: EvalContext): Verdict {
  const s = ctx.state;
  switch (x.expect) {
    case 'record':
    case 'event':
    case 'bridge':
    case 'config':
    case 'refused':
    case 'cms':
      throw new Error('stateful expectation'); // handled by their own evaluators
    case 'violation': {
      const v = s.violations.filter((y) => y.invariant === x.invariant);
      const first = v[0];
      return first
        ? {
            ok: true,
            detail: first.message,
            evidence: evidence('violation-seen', { invariant: x.invariant, message: first.message }),
          }
        : {
            ok: false,
            detail: `no ${x.invariant} violation`,
            evidence: evidence('violation-none', { invariant: x.invariant }),
          };
    }
    case 'availability': {
      const down = ctx.nodes.filter((n) => ctx.status(n) !== 'up');
      const rows = analyzeAvailability(ctx.config, down, { samples: x.samples ?? 10_000 }).filter(
        (r) => x.subsystem === undefined || r.subsystem === x.subsystem,
      );
      const share = (r: (typeof rows)[number]) => Math.min(r.readShare, r.writeShare);
      const ok = rows.every((r) => share(r) >= (x.minShare ?? 0) && share(r) <= (x.maxShare ?? 1));
      const pct = (v: number) => `${(100 * v).toFixed(2)}%`;
      return {
        ok,
        detail:
          rows.map((r) => `${r.subsystem} ${pct(share(r))} of ${r.records}`).join(', ') +
          ` keep quorum (${down.length} nodes down)`,
        evidence: {
          ...evidence('availability', { down: down.length }),
          list: {
            items: rows.map((r) =>
              evidence('availability-row', {
                subsystem: r.subsystem,
                share: pct(share(r)),
                records: r.records,
              }),
            ),
            sep: ', ',
          },
        },
      };
    }
    case 'leader': {
      const l = leaderOf(s, x.tabletId);
      const none = { detail: 'no live leader', evidence: evidence('leader-none') };
      const seen = l && {
        detail: `leader n${l.actor.node} gen ${l.generation}`,
        evidence: evidence('leader', { node: l.actor.node, gen: l.generation }),
      };
      if (x.exists === false) return { ok: l === null, ...(seen ?? none) };
      if (!l || !seen) return { ok: false, ...none };
      const ok = l.generation >= (x.minGeneration ?? 1) && (x.node === undefined || l.actor.node === x.node);
      return { ok, ...seen };
    }
    case 'demoted': {
      const d = s.demotions.filter(
        (m) =>
          m.tabletId === x.tabletId &&
          (x.node === undefined || m.node === x.node) &&
          (x.generation === undefined || m.generation === x.generation),
      );
      const last = d.at(-1);
      return {
        ok: d.length > 0,
        detail: last
          ? `demoted n${last.node} gen ${last.generation}: ${last.reason}`
          : `no matching demotion (${s.demotions.length} in all)`,
        evidence: last
          ? evidence('demoted', { node: last.node, gen: last.generation, reason: last.reason })
          : evidence('demoted-none', { total: s.demotions.length }),
      };
    }
    case 'resolve': {
      const c = s.clients.get(nodeTabletKey(x.node, x.tabletId));
      if (!c)
        return {
          ok: false,
          detail: `no finished tablet.request on n${x.node}`,
          evidence: evidence('resolve-none', { node: x.node }),
        };
      const wantOk = x.ok ?? true;
      const genOk = !wantOk || x.minGeneration === undefined || (c.generation ?? 0) >= x.minGeneration;
      return {
        ok: c.ok === wantOk && genOk,
        detail: c.detail,
        evidence: evidence('resolve', { detail: c.detail }),
      };
    }
    case 'board': {
      const view = boardViewOf(s, boardLabel(x.subscriber, x.node));
      const subscriber = boardLabel(x.subscriber, x.node);
      if (!view)
        return {
          ok: false,
          detail: `no view from ${subscriber}`,
          evidence: evidence('board-none', { subscriber }),
        };
      const seen = [...view].sort();
      const exact =
        !x.payloads ||
        (seen.length === x.payloads.length && [...x.payloads].sort().every((p, i) => p === seen[i]));
      const inc = (x.includes ?? []).every((p) => view.includes(p));
      const exc = (x.excludes ?? []).every((p) => !view.includes(p));
      return {
        ok: exact && inc && exc,
        detail: `sees ${list(view)}`,
        evidence: evidence('board', { payloads: list(view) }),
      };
    }
    case 'schema': {
      const v = schemaViewOf(s, x.node, x.path);
      if (!v)
        return {
          ok: false,
          detail: `no schema.view of ${x.path} on n${x.node}`,
          evidence: evidence('schema-none', { path: x.path, node: x.node }),
        };
      const ok = v.version >= (x.minVersion ?? 0) && v.deleted === (x.deleted ?? false);
      return {
        ok,
        detail: `version ${v.version} (owner gen ${v.generation})${v.deleted ? ' deleted' : ''}`,
        evidence: evidence(v.deleted ? 'schema-deleted' : 'schema', {
          version: v.version,
          gen: v.generation,
        }),
      };
    }
    case 'invariants': {
      const v = s.violations;
      const first = v[0];
      return first
        ? {
            ok: false,
            detail: `${v.length} violation(s), first: ${first.invariant}: ${first.message}`,
            evidence: evidence('invariants-broken', {
              count: v.length,
              invariant: first.invariant,
              message: first.message,
            }),
          }
        : { ok: true, detail: 'no violations', evidence: evidence('invariants-ok') };
    }
    case 'node': {
      const st = ctx.status(x.node);
      return {
        ok: st === x.status,
        detail: `n${x.node} is ${st}`,
        evidence: evidence('node', { node: x.node, status: st }),
      };
    }
    default:
      return assertNever(x, 'expectation');
  }
}

export function createEvaluator(x: Expectation, config: ClusterConfig, topology?: Topology): Evaluator {
  if (x.expect === 'cms') return cmsEvaluator(x, config, topology);
  if (x.expect === 'record') return recordEvaluator(x, config);
  if (x.expect === 'config') return configEvaluator(x, config);
  if (x.expect === 'refused') return refusedEvaluator(x);
  if (x.expect === 'event') {
    const sinceUs = (x.since ?? 0) * 1000;
    let n = 0;
    return {
      statusOnly: false,
      observe(e) {
        if (e.t >= sinceUs && matches(e, x.match)) n++;
      },
      check() {
        const ok = n >= (x.atLeast ?? 1) && (x.atMost === undefined || n <= x.atMost);
        return { ok, detail: `${n} matching event(s)`, evidence: evidence('events', { count: n }) };
      },
    };
  }
  if (x.expect === 'bridge') return bridgeEvaluator(x, config);
  const statusOnly = x.expect === 'availability' || x.expect === 'node';
  return { statusOnly, observe() {}, check: (ctx) => check(x, ctx) };
}

export { describeExpectation } from './describe-expectation.ts';
