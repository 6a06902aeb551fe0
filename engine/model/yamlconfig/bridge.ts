/**
 * `bridge_config.piles` (ydb/docs/en/core/reference/configuration/bridge_config.md): the pile
 * names, in order — a ring group's `bridge_pile_id` is an index into this list
 * (`TBridgePileId::FromPileIndex`, node_warden_impl.cpp `DeriveStorageConfig`, which also requires
 * unique names and at least two piles).
 */
import { MAX_PILES } from './limits.ts';
import type { MapView, Reader } from './reader.ts';
import { yt } from './messages.ts';

const BRIDGE_KEYS = ['piles'];
const PILE_KEYS = ['name'];

/** Pile names in `bridge_pile_id` order, or undefined when the cluster is not in bridge mode. */
export function readPiles(r: Reader, root: MapView): string[] | undefined {
  const loc = root.get('bridge_config');
  if (loc === undefined) return undefined;
  const bridge = r.map(loc, 'bridge_config');
  if (bridge === undefined) return undefined;
  bridge.checkKeys(r.report, BRIDGE_KEYS, 'bridge_config');
  const pilesAt = bridge.get('piles');
  const items = pilesAt === undefined ? [] : (r.seq(pilesAt, 'bridge_config.piles', MAX_PILES) ?? []);
  const names: string[] = [];
  for (const item of items) {
    const pile = r.map(item, 'a pile');
    if (pile === undefined) continue;
    pile.checkKeys(r.report, PILE_KEYS, 'a pile');
    const nameAt = pile.get('name');
    const name = nameAt === undefined ? undefined : r.text(nameAt, 'pile name');
    if (name === undefined || name === '') {
      r.report.error('missing', item, yt('pile-no-name'));
      continue;
    }
    if (names.includes(name)) r.report.error('bridge', item, yt('pile-duplicate', { name }));
    else names.push(name);
  }
  if (names.length < 2)
    r.report.error('bridge', pilesAt ?? loc, yt('piles-too-few', { count: names.length }));
  return names;
}
