/**
 * The short label of a scenario or lesson expectation (engine/scenario/expectations.ts
 * `describeExpectation`) in the page's language. The English catalogue says what the CLI prints;
 * expectationLabel.test.ts holds the two together over every expectation of the lessons.
 */
import { boardLabel, type Expectation } from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';

const say = tr as unknown as (key: string, params?: Record<string, string | number>) => string;
const l = (key: string, params?: Record<string, string | number>) => say(`evidence:label.${key}`, params);
const list = (xs: readonly string[]) => `[${xs.join(', ')}]`;

export function expectationLabel(x: Expectation): string {
  switch (x.expect) {
    case 'record': {
      const read = x.read === undefined ? '' : l(x.read ? 'readable' : 'notReadable');
      const write = x.write === undefined ? '' : l(x.write ? 'writable' : 'notWritable');
      return l('record', { subsystem: x.subsystem, key: x.key, read, write });
    }
    case 'availability': {
      const range = [
        x.minShare !== undefined && `≥ ${x.minShare * 100}%`,
        x.maxShare !== undefined && `≤ ${x.maxShare * 100}%`,
      ].filter((p): p is string => typeof p === 'string');
      return l('availability', {
        subsystem: x.subsystem ?? l('everySubsystem'),
        range: range.join(l('and')) || l('reported'),
      });
    }
    case 'leader':
      return x.exists === false
        ? l('noLeader', { tablet: x.tabletId })
        : l('leader', {
            tablet: x.tabletId,
            gen: x.minGeneration ?? 1,
            on: x.node === undefined ? '' : l('on', { node: x.node }),
          });
    case 'demoted':
      return l('demoted', {
        tablet: x.tabletId,
        on: x.node === undefined ? '' : l('on', { node: x.node }),
        gen: x.generation === undefined ? '' : l('gen', { gen: x.generation }),
      });
    case 'resolve':
      return l(x.ok === false ? 'resolveFails' : 'resolves', {
        node: x.node,
        tablet: x.tabletId,
        gen: x.minGeneration === undefined ? '' : l('genAtLeast', { gen: x.minGeneration }),
      });
    case 'board': {
      const parts = [
        x.payloads && `= ${list(x.payloads)}`,
        x.includes && `∋ ${list(x.includes)}`,
        x.excludes && `∌ ${list(x.excludes)}`,
      ].filter((p): p is string => typeof p === 'string');
      return l('board', {
        subscriber: boardLabel(x.subscriber, x.node),
        parts: parts.join(' ') || l('exists'),
      });
    }
    case 'schema':
      return l('schema', {
        node: x.node,
        path: x.path,
        min: x.minVersion === undefined ? '' : ` v ≥ ${x.minVersion}`,
        deleted: x.deleted ? l('deleted') : '',
      });
    case 'invariants':
      return l('invariants');
    case 'node':
      return l('node', { node: x.node, status: say(`evidence:status.${x.status}`) });
    case 'bridge': {
      const parts = [
        x.perPile && x.perPile.join(' / '),
        x.primary !== undefined && l('primary', { pile: x.primary }),
        x.promoted !== undefined && l('promoted', { pile: x.promoted }),
        x.generation !== undefined && l('generation', { gen: x.generation }),
      ].filter((p): p is string => typeof p === 'string');
      return l('bridge', { parts: parts.join(', ') || l('reported') });
    }
    case 'config':
      return x.node === undefined
        ? l('configEvery', { version: x.version })
        : l('configNode', { node: x.node, version: x.version });
    case 'cms': {
      const set = [
        ...(x.down.nodes ?? []).map((n) => `n${n}`),
        ...(x.down.racks ?? []).map((id) => l('setRack', { id })),
        ...(x.down.dcs ?? []).map((id) => l('setDc', { id })),
        ...(x.down.piles ?? []).map((id) => l('setPile', { id })),
      ].join(', ');
      const naming =
        x.subsystem === undefined
          ? ''
          : l('cmsNaming', {
              subsystem: x.subsystem,
              group: x.group === undefined ? '' : l('cmsGroup', { group: x.group }),
              ring: x.ring === undefined ? '' : l('cmsRing', { ring: x.ring }),
            });
      return l('cms', { verdict: l(x.allowed ? 'cmsAllows' : 'cmsRefuses'), set, naming });
    }
    case 'refused':
      return l('refused', { command: x.command ?? l('aCommand'), reason: x.reason });
    case 'violation':
      return l('violation', { invariant: x.invariant });
    case 'event':
      return l('event', {
        match: JSON.stringify(x.match),
        range: x.atMost !== undefined ? `in [${x.atLeast ?? 1}, ${x.atMost}]` : `≥ ${x.atLeast ?? 1}`,
      });
  }
}
