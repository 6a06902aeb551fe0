/**
 * A chaos run's file in its smallest form, for the replay tests (engine and CLI): a tablet's node
 * goes down at 1 s and never comes back, and a request at 3 s comes after a heal at 2 s.
 */
import type { ScenarioFile } from '../scenario/schema.ts';

const T = '72075186224037888';

export const unhealedScenario = (chaos?: ScenarioFile['chaos'], name = 'chaos-unhealed'): ScenarioFile => ({
  name,
  description: 'the node of a tablet never comes back',
  preset: 'single-dc-8-racks',
  seed: 1,
  host: 'inprocess',
  durationMs: 6000,
  latency: { jitterFraction: 0 },
  steps: [
    { at: 100, do: { kind: 'tablet.boot', node: 2, tabletId: T } },
    { at: 1000, do: { kind: 'node.down', node: 2 } },
    { at: 3000, do: { kind: 'tablet.request', node: 5, tabletId: T } },
  ],
  ...(chaos ? { chaos } : {}),
});
