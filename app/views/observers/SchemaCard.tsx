/**
 * Scheme caches: the version of each subscribed path every node's cache holds. SchemeShard's
 * populator pushes a change to the SchemeBoard replicas and they notify every subscriber
 * (ydb/core/tx/scheme_board/populator.cpp, subscriber.cpp), so all caches move up together.
 */
import type { SchemaObserver } from './observerFold.ts';
import { EmptyRow, NodeChip, ObserverCard } from './ObserverParts.tsx';
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
      subsystem="schemeboard"
      title={t('schema.title')}
      sub={t('schema.sub')}
      count={caches.length}
      testId="observers-schema"
    >
      <table className="obs-table">
        <thead>
          <tr>
            <th>{t('schema.node')}</th>
            <th>{t('schema.path')}</th>
            <th>{t('schema.version')}</th>
            <th className="obs-num">{t('schema.gen')}</th>
            <th>{t('schema.state')}</th>
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
                  <span className={`obs-pill ${st.cls}`}>{t(`schema.${st.label}`)}</span>
                </td>
              </tr>
            );
          })}
          {caches.length === 0 && <EmptyRow cols={5}>{t('schema.empty')}</EmptyRow>}
        </tbody>
      </table>
    </ObserverCard>
  );
}
