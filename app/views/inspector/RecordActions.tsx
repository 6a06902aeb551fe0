/**
 * Things to do with the inspected record in the live simulation: boot / kill a tablet, publish or
 * subscribe on Board, boot SchemeShard and change the schema. Each is one intent (one command on
 * the chosen node); the timeline's play then shows it unfold.
 */
import { useT } from '../../i18n/useT.ts';
import { useMemo, useState } from 'react';
import type { Subsystem } from '../../../engine/index.ts';
import type { ParsedRecord } from '../../viewmodel/recordInput.ts';
import { recordIntents } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectRuntime, selectTopology } from '../../store/selectors.ts';
import { useListOnDemand, widestLabel } from '../common/useListOnDemand.ts';

type ActionId =
  | 'bootTablet'
  | 'killTablet'
  | 'resolveLeader'
  | 'publish'
  | 'unpublish'
  | 'subscribeBoard'
  | 'bootSchemeShard'
  | 'changeTable'
  | 'subscribeCache';

interface Action {
  readonly id: ActionId;
  readonly run: (node: number) => void;
}

function actionsFor(record: ParsedRecord, subsystem: Subsystem): readonly Action[] {
  const key = record.key;
  const i = recordIntents;
  if (key.kind === 'tablet') {
    const tabletId = String(key.tabletId);
    return [
      { id: 'bootTablet', run: (node) => i.bootTablet(node, tabletId) },
      { id: 'killTablet', run: (node) => i.killTablet(node, tabletId) },
      { id: 'resolveLeader', run: (node) => i.resolveLeader(node, tabletId) },
    ];
  }
  if (key.kind !== 'path') return [];
  const path = key.path;
  if (subsystem === 'board')
    return [
      { id: 'publish', run: (node) => i.publish(node, path) },
      { id: 'unpublish', run: (node) => i.unpublish(node) },
      { id: 'subscribeBoard', run: (node) => i.subscribeBoard(node, path) },
    ];
  return [
    { id: 'bootSchemeShard', run: (node) => i.bootSchemeShard(node) },
    { id: 'changeTable', run: (node) => i.changeTable(node, path) },
    { id: 'subscribeCache', run: (node) => i.subscribeCache(node, path) },
  ];
}

export function RecordActions({ record, subsystem }: { record: ParsedRecord; subsystem: Subsystem }) {
  const t = useT('inspector');
  const runtime = useAppStore(selectRuntime);
  const topology = useAppStore(selectTopology);
  const status = useAppStore(selectNodeStatus);
  const picker = useListOnDemand(topology.nodes);
  const downNote = t('actions.down');
  const [node, setNode] = useState<number>(topology.nodes[0]?.id ?? 1);
  // The note names the record it was sent for: inspecting another record must not keep it.
  const [done, setDone] = useState<{
    readonly record: string;
    readonly action: ActionId;
    readonly node: number;
  } | null>(null);
  const live = runtime.kind === 'live';
  const valid = topology.nodes.some((n) => n.id === node) ? node : (topology.nodes[0]?.id ?? 1);
  // A down node's actors are stopped: a command sent there would be dropped without a trace.
  const nodeDown = (status[valid] ?? 'up') !== 'up';
  const label = (n: (typeof topology.nodes)[number]) =>
    `${n.name} · ${n.domain}${(status[n.id] ?? 'up') !== 'up' ? downNote : ''}`;
  // Until the picker is reached, it holds the chosen node alone, and the widest label hidden (as if
  // every node were down): the picker is as wide as with every option in it. Kept across renders —
  // a node going up or down must not relabel a thousand nodes.
  const nodes = picker.items ?? topology.nodes.filter((n) => n.id === valid);
  const reached = picker.items !== null;
  const widest = useMemo(
    () => (reached ? null : widestLabel(topology.nodes.map((n) => `${n.name} · ${n.domain}${downNote}`))),
    [reached, topology.nodes, downNote],
  );
  const sentNote =
    done && done.record === `${record.label}|${subsystem}`
      ? t('actions.sent', { action: t(`actions.${done.action}`), node: done.node })
      : null;
  return (
    <div className="actions" data-testid="record-actions">
      <div className="actions-head">
        <strong>{t('actions.title')}</strong>
        <label className="actions-node">
          {t('actions.onNode')}{' '}
          <select
            className="input input-small"
            value={valid}
            onChange={(e) => setNode(Number(e.target.value))}
            data-testid="action-node"
            {...picker.reveal}
          >
            {nodes.map((n) => (
              <option key={n.id} value={n.id}>
                {label(n)}
              </option>
            ))}
            {widest !== null && (
              <option hidden disabled value="">
                {widest}
              </option>
            )}
          </select>
        </label>
      </div>
      <div className="actions-buttons">
        {actionsFor(record, subsystem).map((a) => (
          <button
            key={a.id}
            data-testid={`action-${a.id}`}
            type="button"
            className="btn btn-small"
            disabled={!live || nodeDown}
            onClick={() => {
              if (nodeDown) return;
              a.run(valid);
              setDone({
                record: `${record.label}|${subsystem}`,
                action: a.id,
                node: valid,
              });
            }}
          >
            {t(`actions.${a.id}`)}
          </button>
        ))}
      </div>
      <p className="muted actions-note" data-testid="actions-note">
        {!live
          ? t('actions.static')
          : nodeDown
            ? t('actions.nodeDown', { node: valid })
            : (sentNote ?? t('actions.hint'))}
      </p>
    </div>
  );
}
