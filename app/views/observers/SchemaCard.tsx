/**
 * Scheme caches: the version of each subscribed path every node's cache holds. SchemeShard's
 * populator pushes a change to the SchemeBoard replicas and they notify every subscriber
 * (ydb/core/tx/scheme_board/populator.cpp, subscriber.cpp), so all caches move up together.
 */
import type { SchemaObserver } from './observerFold.ts';
import { NodeChip, ObserverCard } from './ObserverParts.tsx';
import { useT } from '../../i18n/useT.ts';

function Version({ c }: { c: SchemaObserver }) {
  const t = useT('observers');
  const trail = c.versions.slice(-4, -1);
  return (
    <span className="obs-versions">
      {trail.map((v) => (
        <span key={v} className="obs-old-version">
          {t('versionShort', { version: v })} →
        </span>
      ))}
      {/* Keyed by version: the badge re-mounts, and flashes, whenever the cache moves up. */}
      <span key={c.version} className="obs-version">
        {t('versionShort', { version: c.version })}
      </span>
    </span>
  );
}

type CacheState = 'gone' | 'noPath' | 'deleted' | 'cached';

function stateOf(c: SchemaObserver): { label: CacheState; cls: string } {
  if (c.gone) return { label: 'gone', cls: 'obs-pill-bad' };
  if (c.deleted) return { label: c.version === 0 ? 'noPath' : 'deleted', cls: 'obs-pill-warn' };
  return { label: 'cached', cls: 'obs-pill-ok' };
}

export function SchemaCard({ caches }: { caches: readonly SchemaObserver[] }) {
  const t = useT('observers');
  return (
    <ObserverCard
      section="schema"
      subsystem="schemeboard"
      count={caches.length}
      columns={[
        [t('schema.node')],
        [t('schema.path')],
        [t('schema.version')],
        [t('schema.gen'), 'obs-num'],
        [t('schema.state')],
      ]}
    >
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
              <span className={`obs-pill ${st.cls}`}>{t(`schema.${st.label}`)}</span>
            </td>
          </tr>
        );
      })}
    </ObserverCard>
  );
}
