/**
 * Things to do with the inspected record in the live simulation: boot / kill a tablet, publish or
 * subscribe on Board, boot SchemeShard and change the schema. Each becomes one controller command
 * on the chosen node; the timeline's play then shows it unfold.
 */
import { useState } from 'react';
import type { Subsystem } from '../../../engine/model/config/types.ts';
import type { Command } from '../../../engine/subsystems/index.ts';
import type { ParsedRecord } from '../../model/recordInput.ts';
import * as controller from '../../sim/controller.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectRuntime, selectTopology } from '../../store/selectors.ts';

/** YDB's root SchemeShard tablet id (ydb/core/base/domain.h, MakeSchemeShardID for the root domain). */
const SCHEMESHARD_TABLET = '72057594046678944';
/** Paths this page already created, so the next schema change on them is an alter. */
const createdPaths = new Set<string>();

interface Action {
  readonly label: string;
  readonly make: (node: number) => Command;
}

function actionsFor(record: ParsedRecord, subsystem: Subsystem): readonly Action[] {
  const key = record.key;
  if (key.kind === 'tablet') {
    const tabletId = String(key.tabletId);
    return [
      { label: 'Boot tablet', make: (node) => ({ kind: 'tablet.boot', node, tabletId }) },
      { label: 'Kill tablet', make: (node) => ({ kind: 'tablet.kill', node, tabletId }) },
      { label: 'Resolve leader', make: (node) => ({ kind: 'tablet.request', node, tabletId }) },
    ];
  }
  if (key.kind !== 'path') return [];
  const path = key.path;
  if (subsystem === 'board')
    return [
      {
        label: 'Publish endpoint',
        make: (node) => ({
          kind: 'board.publish',
          node,
          path,
          payload: `n${node}:2135`,
          publisher: `pub-n${node}`,
        }),
      },
      { label: 'Unpublish', make: (node) => ({ kind: 'board.unpublish', node, publisher: `pub-n${node}` }) },
      {
        label: 'Subscribe',
        make: (node) => ({ kind: 'board.subscribe', node, path, subscriber: `sub-n${node}` }),
      },
    ];
  return [
    {
      label: 'Boot SchemeShard',
      make: (node) => ({ kind: 'schemeshard.boot', node, tabletId: SCHEMESHARD_TABLET }),
    },
    {
      label: 'Create / alter table',
      make: (node) => ({
        kind: 'schema.change',
        node,
        op: createdPaths.has(path) ? 'alter' : (createdPaths.add(path), 'create'),
        path,
        object: {
          type: 'table',
          columns: [
            { name: 'id', type: 'Uint64', key: true },
            { name: 'value', type: 'Utf8' },
          ],
        },
      }),
    },
    { label: 'Subscribe cache', make: (node) => ({ kind: 'schemeboard.subscribe', node, path }) },
  ];
}

export function RecordActions({ record, subsystem }: { record: ParsedRecord; subsystem: Subsystem }) {
  const runtime = useAppStore(selectRuntime);
  const topology = useAppStore(selectTopology);
  const status = useAppStore(selectNodeStatus);
  const [node, setNode] = useState<number>(topology.nodes[0]?.id ?? 1);
  const [done, setDone] = useState<string | null>(null);
  const live = runtime.kind === 'live';
  const valid = topology.nodes.some((n) => n.id === node) ? node : (topology.nodes[0]?.id ?? 1);
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
            disabled={!live}
            onClick={() => {
              controller.command(a.make(valid));
              setDone(`${a.label} on n${valid} sent — press play in the timeline to watch it.`);
            }}
          >
            {a.label}
          </button>
        ))}
      </div>
      <p className="muted actions-note">
        {live
          ? (done ?? 'Values the replicas hold appear in the table above as the simulation runs.')
          : 'Starts once the live simulation is running.'}
      </p>
    </div>
  );
}
