/**
 * Things to do with the inspected record in the live simulation: boot / kill a tablet, publish or
 * subscribe on Board, boot SchemeShard and change the schema. Each is one intent (one command on
 * the chosen node); the timeline's play then shows it unfold.
 */
import { useState } from 'react';
import type { Subsystem } from '../../../engine/model/config/types.ts';
import type { ParsedRecord } from '../../model/recordInput.ts';
import { recordIntents } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectRuntime, selectTopology } from '../../store/selectors.ts';

interface Action {
  readonly label: string;
  readonly run: (node: number) => void;
}

function actionsFor(record: ParsedRecord, subsystem: Subsystem): readonly Action[] {
  const key = record.key;
  const i = recordIntents;
  if (key.kind === 'tablet') {
    const tabletId = String(key.tabletId);
    return [
      { label: 'Boot tablet', run: (node) => i.bootTablet(node, tabletId) },
      { label: 'Kill tablet', run: (node) => i.killTablet(node, tabletId) },
      { label: 'Resolve leader', run: (node) => i.resolveLeader(node, tabletId) },
    ];
  }
  if (key.kind !== 'path') return [];
  const path = key.path;
  if (subsystem === 'board')
    return [
      { label: 'Publish endpoint', run: (node) => i.publish(node, path) },
      { label: 'Unpublish', run: (node) => i.unpublish(node) },
      { label: 'Subscribe', run: (node) => i.subscribeBoard(node, path) },
    ];
  return [
    { label: 'Boot SchemeShard', run: (node) => i.bootSchemeShard(node) },
    { label: 'Create / alter table', run: (node) => i.changeTable(node, path) },
    { label: 'Subscribe cache', run: (node) => i.subscribeCache(node, path) },
  ];
}

export function RecordActions({ record, subsystem }: { record: ParsedRecord; subsystem: Subsystem }) {
  const runtime = useAppStore(selectRuntime);
  const topology = useAppStore(selectTopology);
  const status = useAppStore(selectNodeStatus);
  const [node, setNode] = useState<number>(topology.nodes[0]?.id ?? 1);
  // The note names the record it was sent for: inspecting another record must not keep it.
  const [done, setDone] = useState<{ readonly record: string; readonly text: string } | null>(null);
  const live = runtime.kind === 'live';
  const valid = topology.nodes.some((n) => n.id === node) ? node : (topology.nodes[0]?.id ?? 1);
  // A down node's actors are stopped: a command sent there would be dropped without a trace.
  const nodeDown = (status[valid] ?? 'up') !== 'up';
  const sentNote = done && done.record === `${record.label}|${subsystem}` ? done.text : null;
  return (
    <div className="actions" data-testid="record-actions">
      <div className="actions-head">
        <strong>Try it live</strong>
        <label className="actions-node">
          on node{' '}
          <select
            className="input input-small"
            value={valid}
            onChange={(e) => setNode(Number(e.target.value))}
            data-testid="action-node"
          >
            {topology.nodes.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name} · {n.domain}
                {(status[n.id] ?? 'up') !== 'up' ? ' (down)' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="actions-buttons">
        {actionsFor(record, subsystem).map((a) => (
          <button
            key={a.label}
            type="button"
            className="btn btn-small"
            disabled={!live || nodeDown}
            onClick={() => {
              if (nodeDown) return;
              a.run(valid);
              setDone({
                record: `${record.label}|${subsystem}`,
                text: `${a.label} on n${valid} sent — press play in the timeline to watch it.`,
              });
            }}
          >
            {a.label}
          </button>
        ))}
      </div>
      <p className="muted actions-note" data-testid="actions-note">
        {!live
          ? 'Starts once the live simulation is running.'
          : nodeDown
            ? `n${valid} is down, so it can run nothing: restore it or pick an up node.`
            : (sentNote ?? 'Values the replicas hold appear in the table above as the simulation runs.')}
      </p>
    </div>
  );
}
