/**
 * Checks a structurally valid scenario against its cluster: node ids, rack / DC / pile names, tablet
 * ids, references to subscribers, and times (`by` after `at`, everything inside the run).
 * Every message starts with the JSON path of the offending value, like the schema errors.
 */
import { indexTopology, type TopologyIndex } from '../model/topology/build.ts';
import { resolveNodeSet } from '../model/topology/nodeset.ts';
import type { Topology } from '../model/topology/types.ts';
import { joinRefusalText, nodesToJoin } from '../model/topology/membership.ts';
import type { Command } from '../subsystems/unions.ts';
import type { NodeSet } from '../model/topology/nodeset.ts';
import { parseTabletId } from '../model/selection/record-key.ts';
import { isDoStep, type Expectation, type ScenarioFile } from './schema.ts';
import { formatPath } from './issues.ts';

type Path = readonly (string | number)[];

class Checker {
  readonly errors: string[] = [];
  readonly idx: TopologyIndex;
  constructor(readonly topology: Topology) {
    this.idx = indexTopology(topology);
  }
  fail(path: Path, message: string): void {
    this.errors.push(`${formatPath(path)}: ${message}`);
  }
  node(path: Path, id: number): void {
    const ids = this.topology.nodes.map((n) => n.id);
    if (!this.idx.node.has(id)) this.fail(path, `unknown node ${id} (nodes: ${ids[0]}..${ids.at(-1)})`);
  }
  named(path: Path, what: string, name: string, known: ReadonlyMap<string, unknown>): void {
    if (!known.has(name))
      this.fail(path, `unknown ${what} '${name}' (known: ${[...known.keys()].join(', ')})`);
  }
  nodeSet(path: Path, set: NodeSet): void {
    try {
      resolveNodeSet(this.topology, set, this.idx);
    } catch (e) {
      this.fail(path, (e as Error).message);
    }
  }
  tabletId(path: Path, id: string): void {
    try {
      parseTabletId(id);
    } catch (e) {
      this.fail(path, (e as Error).message);
    }
  }
}

function checkCommand(ck: Checker, path: Path, c: Command): void {
  if ('node' in c) ck.node([...path, 'node'], c.node);
  if ('tabletId' in c) ck.tabletId([...path, 'tabletId'], c.tabletId);
  switch (c.kind) {
    case 'rack.down':
    case 'rack.up':
      return ck.named([...path, 'rack'], 'rack', c.rack, ck.idx.nodesOfDomain);
    case 'dc.down':
    case 'dc.up':
      return ck.named([...path, 'dc'], 'datacenter', c.dc, ck.idx.nodesOfRealm);
    case 'rolling.restart':
      if (c.set) ck.nodeSet([...path, 'set'], c.set);
      return;
    case 'link.cut':
    case 'link.heal':
    case 'link.delay':
      ck.nodeSet([...path, 'a'], c.a);
      ck.nodeSet([...path, 'b'], c.b);
      return;
    case 'config.apply':
      if (c.nodes) ck.nodeSet([...path, 'nodes'], c.nodes);
      return;
    case 'reconfig.start':
      return c.target.rings.forEach((r, i) =>
        r.replicas.forEach((n, j) => ck.node([...path, 'target', 'rings', i, 'replicas', j], n)),
      );
    default:
      return;
  }
}

function checkExpect(ck: Checker, path: Path, e: Expectation, subscribed: ReadonlyMap<string, number>): void {
  if ('node' in e && e.node !== undefined) ck.node([...path, 'node'], e.node);
  if ('tabletId' in e) ck.tabletId([...path, 'tabletId'], e.tabletId);
  switch (e.expect) {
    case 'record':
      if (e.read === undefined && e.write === undefined) ck.fail(path, 'expected `read` and/or `write`');
      if (e.subsystem === 'statestorage') ck.tabletId([...path, 'key'], e.key);
      return;
    case 'board': {
      const since = subscribed.get(`${e.subscriber}@${e.node}`);
      if (since === undefined || since > (e.by ?? e.at))
        ck.fail(
          [...path, 'subscriber'],
          `no board.subscribe of '${e.subscriber}' on node ${e.node} by ${e.by ?? e.at} ms`,
        );
      return;
    }
    case 'cms':
      ck.nodeSet([...path, 'down'], e.down);
      return;
    case 'availability':
      if (e.minShare !== undefined && e.maxShare !== undefined && e.minShare > e.maxShare)
        ck.fail([...path, 'maxShare'], `expected ≥ minShare (${e.minShare}), got ${e.maxShare}`);
      return;
    case 'event':
      if (e.atLeast !== undefined && e.atMost !== undefined && e.atLeast > e.atMost)
        ck.fail([...path, 'atMost'], `expected ≥ atLeast (${e.atLeast}), got ${e.atMost}`);
      return;
    default:
      return;
  }
}

/**
 * Semantic errors of a scenario on `topology` (empty when it is fine); `endMs` is the run's end.
 * Steps may be listed in any order (the runner orders them by time; ties keep file order).
 */
export function checkScenario(file: ScenarioFile, topology: Topology, endMs: number): string[] {
  const ck = new Checker(topology);
  // subscriber@node → earliest time it is subscribed
  const subscribed = new Map<string, number>();
  file.steps.forEach((step) => {
    if (!isDoStep(step) || step.do.kind !== 'board.subscribe') return;
    const key = `${step.do.subscriber}@${step.do.node}`;
    subscribed.set(key, Math.min(subscribed.get(key) ?? Infinity, step.at));
  });
  file.steps.forEach((step, i) => {
    const path = ['steps', i];
    if (step.at > endMs)
      ck.fail([...path, 'at'], `${step.at} ms is after the end of the run (durationMs ${endMs})`);
    if (isDoStep(step)) return checkCommand(ck, [...path, 'do'], step.do);
    if (step.by !== undefined && step.by < step.at)
      ck.fail([...path, 'by'], `expected ≥ at (${step.at} ms), got ${step.by} ms`);
    if (step.by !== undefined && step.by > endMs)
      ck.fail([...path, 'by'], `${step.by} ms is after the end of the run (durationMs ${endMs})`);
    checkExpect(ck, path, step, subscribed);
  });
  checkGrowth(ck, file);
  return ck.errors;
}

/**
 * `node.add` / `rack.add` / `dc.add` in time order (ties in file order): each must name reserved
 * slots that have not joined yet (engine/model/topology/membership.ts).
 */
function checkGrowth(ck: Checker, file: ScenarioFile): void {
  const joined = new Set<number>();
  const adds = file.steps
    .map((step, i) => ({ step, i }))
    .filter(({ step }) => isDoStep(step) && ['node.add', 'rack.add', 'dc.add'].includes(step.do.kind))
    .sort((a, b) => a.step.at - b.step.at || a.i - b.i);
  for (const { step, i } of adds) {
    if (!isDoStep(step)) continue;
    const c = step.do;
    if (c.kind !== 'node.add' && c.kind !== 'rack.add' && c.kind !== 'dc.add') continue;
    const r = nodesToJoin(ck.topology, c, joined);
    if (!r.ok) ck.fail(['steps', i, 'do'], joinRefusalText(r.refusal));
    else r.nodes.forEach((n) => joined.add(n));
  }
}

/** Consistency of an explicit topology: unique ids, every reference names an existing realm / rack / pile. */
export function checkTopology(t: Topology): string[] {
  const errors: string[] = [];
  const realms = new Map(t.realms.map((r) => [r.id, r]));
  const domains = new Map(t.domains.map((d) => [d.id, d]));
  const piles = new Set(t.piles.map((p) => p.id));
  const seen = new Set<number>();
  const at = (...p: (string | number)[]) => formatPath(['topology', ...p]);
  t.realms.forEach((r, i) => {
    if (r.pile !== undefined && !piles.has(r.pile))
      errors.push(`${at('realms', i, 'pile')}: unknown pile '${r.pile}'`);
  });
  t.domains.forEach((d, i) => {
    if (!realms.has(d.realm)) errors.push(`${at('domains', i, 'realm')}: unknown realm '${d.realm}'`);
  });
  t.nodes.forEach((n, i) => {
    if (seen.has(n.id)) errors.push(`${at('nodes', i, 'id')}: duplicate node id ${n.id}`);
    seen.add(n.id);
    const d = domains.get(n.domain);
    if (!d) errors.push(`${at('nodes', i, 'domain')}: unknown rack '${n.domain}'`);
    else if (d.realm !== n.realm)
      errors.push(`${at('nodes', i, 'realm')}: rack '${n.domain}' is in '${d.realm}', not '${n.realm}'`);
  });
  return errors;
}
