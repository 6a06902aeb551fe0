/**
 * The toy subsystem (engine/subsystems/testing/toy.ts) added with its app entry: its log line,
 * its colour on the flows, the legend and the log's filter, its panel in the lower tabs. A real
 * subsystem takes three files of its own (engine/subsystems/<name>/, app/subsystems/<name>.ts,
 * its panel under app/views/<name>/) and a line in each of the two lists (engine/subsystems/index.ts,
 * app/subsystems/index.ts); here the entry and its panel are in this file and both lists are
 * extended in place.
 */
import { describe, expect, it } from 'vitest';
import {
  createClusterSimulation,
  loadPreset,
  SUBSYSTEM_DESCRIPTORS,
  type TraceEvent,
} from '../../engine/index.ts';
import { toy, type ToyEvent } from '../../engine/testing.ts';
import { describeWith } from '../timeline/logModel.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { APP_SUBSYSTEMS } from './index.ts';
import { flowEntries, panelTabs, storiesByKind } from './read.ts';
import { flowOf, readers, type AppSubsystem } from './types.ts';

/** The toy's panel (a real one is a view under app/views/<name>/, reading the store). */
const ToyPanel = (): null => null;

/** The toy's app entry: what a subsystem's app/subsystems/<name>.ts holds. */
const toyApp: AppSubsystem = {
  id: 'toy',
  label: toy.view.label,
  // No `common:tab.toy` in the catalogue: the tab is named by the label.
  panel: { tab: 'toy', Panel: ToyPanel, when: (st) => st.topology.piles.length < 2 },
  flow: flowOf(toy, '#5c1639', 'circle'),
  log: readers<ToyEvent>({
    // A real entry adds its words to app/i18n/locales/{en,ru}/log.json; the toy speaks verbatim.
    'toy.heard': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('verbatim', { text: `heard ${e.text} #${s(e.n)}` }),
    }),
  }),
};

const ENTRIES = [...APP_SUBSYSTEMS, toyApp];

function run(): TraceEvent[] {
  const { topology, config } = loadPreset('single-dc-8-racks');
  const sim = createClusterSimulation({
    topology,
    config,
    seed: 2,
    subsystems: [...SUBSYSTEM_DESCRIPTORS, toy],
  });
  sim.schedule(10_000, { kind: 'toy.say', node: 3, text: 'hi' } as never);
  sim.runUntilSync(20_000);
  return [...sim.trace.events];
}

describe('a subsystem added with its app entry', () => {
  const events = run();
  const kinds = new Map<number, string>();
  for (const e of events) if (e.kind === 'msg.sent') kinds.set(e.id, e.msg);
  const rows = events.map((e) => ({ e, row: describeWith(ENTRIES)(e, (id) => kinds.get(id)) }));

  it('reads its events in the log, and its messages take its colour', () => {
    const heard = rows.filter(({ e }) => (e.kind as string) === 'toy.heard');
    expect(heard.map(({ row }) => [row.subsystem, row.nodes, row.line])).toEqual([
      ['toy', [3], L('verbatim', { text: 'heard hi #1' })],
    ]);
    const echo = rows.find(({ e }) => e.kind === 'msg.sent' && e.msg === 'toy.echo');
    expect(echo?.row.subsystem).toBe('toy');
    expect(echo?.row.line.values?.['from']).toEqual(node(3));
    // Without its entry the same event still shows (by name), in the kernel's grey.
    const bare = describeWith(APP_SUBSYSTEMS)(heard[0]!.e, () => undefined);
    expect([bare.subsystem, bare.line]).toEqual(['system', L('verbatim', { text: 'toy.heard' })]);
  });

  it('shows in the legend and the log filter with its descriptor colour, before the kernel grey', () => {
    const legend = flowEntries(ENTRIES).map((f) => [f.id, f.flow.colour]);
    expect(legend.slice(-2)).toEqual([
      ['toy', toy.view.colour],
      ['system', '#8a8f98'],
    ]);
    expect(storiesByKind(ENTRIES).has('toy.heard')).toBe(false); // no Story sentence: none given
  });

  it('has its panel in the lower tabs, after the other entries panels', () => {
    const rows = panelTabs(ENTRIES);
    expect(rows.map((r) => r.id)).toEqual(['config', 'bridge', 'storage', 'toy']);
    const tab = rows.at(-1)!;
    expect([tab.Panel, tab.label]).toEqual([ToyPanel, toy.view.label]);
    expect(panelTabs(APP_SUBSYSTEMS).map((r) => r.id)).not.toContain('toy');
  });
});
