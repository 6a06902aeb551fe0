/**
 * Builders of single fault episodes. Each returns the commands that start and heal the fault, the
 * nodes it takes out and the racks it is charged to (budget.ts). Durations are in µs and short
 * enough for several episodes to overlap inside the fault period.
 */
import type { Us } from '../kernel/actor.ts';
import type { Command } from '../subsystems/unions.ts';
import type { NodeSet } from '../model/topology/nodeset.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { NodeId } from '../model/topology/types.ts';
import { assertNever } from '../util/assert.ts';
import { racksOfNodes, type FailureBudget } from './budget.ts';
import type { Chooser } from './random.ts';
import type { Episode, EpisodeKind } from './types.ts';

const S = 1_000_000;
const sec = (us: Us) => `${(us / S).toFixed(2)} s`;

export interface EpisodeContext {
  readonly c: Chooser;
  readonly b: FailureBudget;
  readonly nodes: readonly NodeId[];
  readonly recoverUs: Us;
  /** `loss` episodes use the runtime's silent net.loss instead of broken sessions. */
  readonly rawLoss: boolean;
  /** One-way cuts and duplication may be drawn. */
  readonly extraFaults: boolean;
}

/** Duration range (µs) of each kind. */
const DURATION: Record<EpisodeKind, readonly [Us, Us]> = {
  'node.restart': [300_000, 3 * S],
  'rack.outage': [500_000, 4 * S],
  'dc.outage': [1 * S, 4 * S],
  partition: [500_000, 4 * S],
  loss: [200_000, 1_500_000],
  delay: [500_000, 3 * S],
  'one-way': [500_000, 4 * S],
  duplicate: [500_000, 4 * S],
};

export function durationUs(c: Chooser, kind: EpisodeKind): Us {
  const [lo, hi] = DURATION[kind];
  return c.int(lo / 1000, hi / 1000) * 1000;
}

const at = (atUs: Us, command: Command): TimedCommand => ({ atUs, command });

/** A node, a rack or a whole DC, as the nodes and the NodeSet naming them. */
function pickSet(x: EpisodeContext, allowDc: boolean): { set: NodeSet; nodes: NodeId[]; name: string } {
  const { c, b } = x;
  const what = c.weighted<'node' | 'rack' | 'dc'>([
    ['node', 5],
    ['rack', 4],
    ['dc', allowDc && b.dcs.length > 1 ? 1.5 : 0],
  ]);
  if (what === 'node') {
    const n = c.pick(x.nodes);
    return { set: { nodes: [n] }, nodes: [n], name: `n${n}` };
  }
  if (what === 'rack') {
    const r = c.pick(b.racks);
    return { set: { racks: [r] }, nodes: [...(b.nodesOfRack.get(r) ?? [])], name: r };
  }
  const dc = c.pick(b.dcs);
  const nodes = (b.racksOfDc.get(dc) ?? []).flatMap((r) => b.nodesOfRack.get(r) ?? []);
  return { set: { dcs: [dc] }, nodes, name: dc };
}

/** Cuts `nodes` off from every other node for [start, end). */
/** `nodes` cut off from the rest over [start, end): charged on their racks until they recover. */
function cutOff(
  x: EpisodeContext,
  kind: 'partition' | 'one-way',
  nodes: readonly NodeId[],
  startUs: Us,
  endUs: Us,
  label: string,
  commands: readonly TimedCommand[],
): Episode {
  return {
    kind,
    losesState: false,
    startUs,
    endUs,
    racks: racksOfNodes(x.b, nodes),
    chargedUntilUs: endUs + x.recoverUs,
    nodes: [...nodes],
    label,
    commands,
  };
}

export function partitionEpisode(
  x: EpisodeContext,
  nodes: readonly NodeId[],
  name: string,
  startUs: Us,
  endUs: Us,
): Episode {
  const inside = new Set(nodes);
  const a: NodeSet = { nodes: [...nodes] };
  const rest: NodeSet = { nodes: x.nodes.filter((n) => !inside.has(n)) };
  return cutOff(x, 'partition', nodes, startUs, endUs, `partition ${name} | rest ${sec(endUs - startUs)}`, [
    at(startUs, { kind: 'link.cut', a, b: rest }),
    at(endUs, { kind: 'link.heal', a, b: rest }),
  ]);
}

/**
 * A node, rack or DC that cannot send to the rest, or cannot hear from it (kernel/faults.ts: the
 * side whose sends are dropped learns its sessions broke, the other only sees silence). Charged
 * like a partition: the set is cut off for the protocols that need both directions.
 */
function oneWayEpisode(x: EpisodeContext, startUs: Us, endUs: Us): Episode {
  const { nodes, name } = pickSet(x, true);
  const inside = new Set(nodes);
  const set: NodeSet = { nodes: [...nodes] };
  const rest: NodeSet = { nodes: x.nodes.filter((n) => !inside.has(n)) };
  const mute = x.c.chance(0.5);
  const [a, b] = mute ? [set, rest] : [rest, set];
  const label = `one-way ${mute ? `${name} → rest` : `rest → ${name}`} cut ${sec(endUs - startUs)}`;
  return cutOff(x, 'one-way', nodes, startUs, endUs, label, [
    at(startUs, { kind: 'link.cut', a, b, oneWay: true }),
    at(endUs, { kind: 'link.heal', a, b }),
  ]);
}

/** An outage of whole racks for [start, end): they come back with empty volatile state. */
function outage(
  x: EpisodeContext,
  kind: 'rack.outage' | 'dc.outage',
  racks: readonly string[],
  startUs: Us,
  endUs: Us,
  label: string,
  commands: Episode['commands'],
): Episode {
  return {
    kind,
    losesState: true,
    startUs,
    endUs,
    racks: [...racks].sort(),
    chargedUntilUs: endUs + x.recoverUs,
    nodes: racks.flatMap((r) => x.b.nodesOfRack.get(r) ?? []),
    label: `${label} down ${sec(endUs - startUs)}`,
    commands,
  };
}

/** Takes whole racks down for [start, end). */
export function rackOutage(x: EpisodeContext, racks: readonly string[], startUs: Us, endUs: Us): Episode {
  return outage(x, 'rack.outage', racks, startUs, endUs, `rack ${racks.join('+')}`, [
    ...racks.map((rack) => at(startUs, { kind: 'rack.down', rack })),
    ...racks.map((rack) => at(endUs, { kind: 'rack.up', rack })),
  ]);
}

/** Takes whole datacenters down for [start, end). */
export function dcOutage(x: EpisodeContext, dcs: readonly string[], startUs: Us, endUs: Us): Episode {
  const racks = dcs.flatMap((dc) => x.b.racksOfDc.get(dc) ?? []);
  return outage(x, 'dc.outage', racks, startUs, endUs, `dc ${dcs.join('+')}`, [
    ...dcs.map((dc) => at(startUs, { kind: 'dc.down', dc })),
    ...dcs.map((dc) => at(endUs, { kind: 'dc.up', dc })),
  ]);
}

/**
 * The runtime's net.loss: messages vanish silently, even between actors of one node. YDB's
 * interconnect never does that inside a session (ydb/library/actors/interconnect: a lost packet
 * resets the session and peers get TEvNodeDisconnected), so its actors may wait forever for a lost
 * update; kept as an option to show it (`--raw-loss`).
 */
function rawLoss(x: EpisodeContext, startUs: Us, endUs: Us): Episode {
  const probability = x.c.int(2, 15) / 100;
  return settingEpisode(
    'loss',
    startUs,
    endUs,
    `loss ${probability} ${sec(endUs - startUs)}`,
    { kind: 'net.loss', probability },
    { kind: 'net.loss', probability: 0 },
  );
}

/**
 * Packet loss as the actors see it: sessions between one node and a few peers break and come back
 * (2–5 flaps of 20–200 ms). Charged like a partition of that node.
 */
function flakyLinks(x: EpisodeContext, startUs: Us, endUs: Us): Episode {
  const { c } = x;
  const node = c.pick(x.nodes);
  const others = x.nodes.filter((n) => n !== node);
  const flaps = c.int(2, 5);
  const commands: TimedCommand[] = [];
  const slot = Math.floor((endUs - startUs) / flaps);
  for (let i = 0; i < flaps; i++) {
    const a: NodeSet = { nodes: [node] };
    const b: NodeSet = { nodes: c.sample(others, c.int(1, 4)).sort((p, q) => p - q) };
    const cutAt = startUs + i * slot;
    const healAt = Math.min(cutAt + c.int(20, 200) * 1000, cutAt + slot - 1000);
    commands.push(at(cutAt, { kind: 'link.cut', a, b }), at(healAt, { kind: 'link.heal', a, b }));
  }
  return {
    kind: 'loss',
    losesState: false,
    startUs,
    endUs,
    racks: racksOfNodes(x.b, [node]),
    chargedUntilUs: endUs + x.recoverUs,
    nodes: [node],
    label: `flaky links of n${node}: ${flaps} flaps over ${sec(endUs - startUs)}`,
    commands,
  };
}

/** A network setting switched on over [start, end) and back off: slower or noisier, no rack charged. */
function settingEpisode(
  kind: EpisodeKind,
  startUs: Us,
  endUs: Us,
  label: string,
  on: Command,
  off: Command,
): Episode {
  return {
    kind,
    startUs,
    endUs,
    racks: [],
    chargedUntilUs: startUs,
    nodes: [],
    losesState: false,
    label,
    commands: [at(startUs, on), at(endUs, off)],
  };
}

/** A random episode of `kind` over [start, start + duration). */
export function randomEpisode(x: EpisodeContext, kind: EpisodeKind, startUs: Us, lengthUs: Us): Episode {
  const { c, b } = x;
  const endUs = startUs + lengthUs;
  switch (kind) {
    case 'node.restart': {
      const node = c.pick(x.nodes);
      return {
        kind,
        losesState: true,
        startUs,
        endUs,
        racks: racksOfNodes(b, [node]),
        chargedUntilUs: endUs + x.recoverUs,
        nodes: [node],
        label: `restart n${node} down ${sec(lengthUs)}`,
        commands: [at(startUs, { kind: 'node.restart', node, downForUs: lengthUs })],
      };
    }
    case 'rack.outage':
      return rackOutage(x, [c.pick(b.racks)], startUs, endUs);
    case 'dc.outage':
      return dcOutage(x, [c.pick(b.dcs)], startUs, endUs);
    case 'partition': {
      const { nodes, name } = pickSet(x, true);
      return partitionEpisode(x, nodes, name, startUs, endUs);
    }
    case 'loss':
      return x.rawLoss ? rawLoss(x, startUs, endUs) : flakyLinks(x, startUs, endUs);
    case 'delay': {
      const { set, nodes, name } = pickSet(x, false);
      const inside = new Set(nodes);
      const rest: NodeSet = { nodes: x.nodes.filter((n) => !inside.has(n)) };
      const extraUs = c.int(2, 40) * 1000;
      return settingEpisode(
        kind,
        startUs,
        endUs,
        `delay ${name} +${extraUs / 1000} ms ${sec(lengthUs)}`,
        { kind: 'link.delay', a: set, b: rest, extraUs },
        { kind: 'link.delay', a: set, b: rest, extraUs: 0 },
      );
    }
    case 'one-way':
      return oneWayEpisode(x, startUs, endUs);
    case 'duplicate': {
      const probability = c.int(2, 20) / 100;
      return settingEpisode(
        kind,
        startUs,
        endUs,
        `duplicate ${probability} ${sec(lengthUs)}`,
        { kind: 'net.duplicate', probability },
        { kind: 'net.duplicate', probability: 0 },
      );
    }
    default:
      return assertNever(kind, 'episode kind');
  }
}
