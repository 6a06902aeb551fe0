/**
 * Scheme caches: the version of each subscribed path every node's cache holds. SchemeShard's
 * populator pushes a change to the SchemeBoard replicas and they notify every subscriber
 * (ydb/core/tx/scheme_board/populator.cpp, subscriber.cpp), so all caches move up together.
 */
import type { SchemaObserver } from './observerFold.ts';
import { EmptyRow, NodeChip, ObserverCard } from './ObserverParts.tsx';

function Version({ c }: { c: SchemaObserver }) {
  const trail = c.versions.slice(-4, -1);
  return (
    <span className="obs-versions">
      {trail.map((v) => (
        <span key={v} className="obs-old-version">
          v{v} →
        </span>
      ))}
      {/* Keyed by version: the badge re-mounts, and flashes, whenever the cache moves up. */}
      <span key={c.version} className="obs-version">
        v{c.version}
      </span>
    </span>
  );
}

function stateOf(c: SchemaObserver): { label: string; cls: string } {
  if (c.gone) return { label: 'gone', cls: 'obs-pill-bad' };
  if (c.deleted) return { label: c.version === 0 ? 'no such path' : 'deleted', cls: 'obs-pill-warn' };
  return { label: 'cached', cls: 'obs-pill-ok' };
}

export function SchemaCard({ caches }: { caches: readonly SchemaObserver[] }) {
  return (
    <ObserverCard
      subsystem="schemeboard"
      title="Scheme caches"
      sub="schema version each node holds"
      count={caches.length}
      testId="observers-schema"
    >
      <table className="obs-table">
        <thead>
          <tr>
            <th>Node</th>
            <th>Path</th>
            <th>Version</th>
            <th className="obs-num">Gen</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {caches.map((c) => {
            const st = stateOf(c);
            return (
              <tr
                key={`${c.node}|${c.path}`}
                data-testid={`observer-schema-${c.node}-${c.path}`}
                data-version={c.version}
                data-generation={c.generation}
                data-deleted={c.deleted}
                data-state={c.gone ? 'gone' : 'live'}
                className={c.gone ? 'obs-row-gone' : undefined}
              >
                <td>
                  <NodeChip node={c.node} />
                </td>
                <td className="mono obs-path" title={c.path}>
                  {c.path}
                </td>
                <td>
                  <Version c={c} />
                </td>
                <td className="obs-num">{c.generation}</td>
                <td>
                  <span className={`obs-pill ${st.cls}`}>{st.label}</span>
                </td>
              </tr>
            );
          })}
          {caches.length === 0 && (
            <EmptyRow cols={5}>
              No cache subscribed yet — inspect a path (/Root/db1) and press “Subscribe cache”.
            </EmptyRow>
          )}
        </tbody>
      </table>
    </ObserverCard>
  );
}
