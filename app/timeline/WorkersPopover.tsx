/**
 * The Workers popover's content: how the nodes are spread over the Web Workers (one each, or
 * pooled past 64 nodes), where the run is hosted and why, and one row per worker with its nodes,
 * state, rounds, node steps and JS heap. The figures come from the store (workers slice), read
 * about once a second while the popover is open.
 */
import type { TFunction } from 'i18next';
import { formatNumber, formatTime } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import type { RuntimeInfo } from '../runtime/runtimeApi.ts';
import type { NodeList, WorkerPoolStats, WorkerStat } from '../runtime/workerStats.ts';
import { useAppStore } from '../store/index.ts';
import { selectRuntime, selectWorkerStats, selectWorkerStatsRead } from '../store/selectors.ts';

/** Rows shown; the rest are summed up as "+K more" (a dedicated run has up to 64 workers). */
const MAX_WORKER_ROWS = 64;

const MIB = 1024 * 1024;

/** Why the page hosts the run where it does: a stable name for tests and the sentence to show. */
function hostState(
  r: RuntimeInfo,
  t: TFunction<'timeline'>,
  th: TFunction<'header'>,
): { state: string; text: string } {
  switch (r.kind) {
    case 'static':
      return { state: 'static', text: t('workers.static') };
    case 'starting':
      return { state: 'starting', text: t('workers.starting') };
    case 'error':
      return { state: 'error', text: t('workers.error', { message: r.message }) };
    case 'live':
      if (r.handover) return { state: r.handover, text: th(`runtime.title.${r.handover}`) };
      if (r.host === 'workers') return { state: 'workers', text: t('workers.onWorkers') };
      if (r.inProcessWhy) return { state: r.inProcessWhy, text: t(`workers.inProcess.${r.inProcessWhy}`) };
      return { state: 'in-process', text: t('workers.inProcess.plain') };
  }
}

function summary(stats: WorkerPoolStats, t: TFunction<'timeline'>): string {
  const count = stats.workers.length;
  if (stats.dedicated) return t('workers.dedicated', { count });
  if (stats.minNodes === stats.maxNodes) return t('workers.pooled', { count, nodes: stats.minNodes });
  return t('workers.pooledRange', { count, min: stats.minNodes, max: stats.maxNodes });
}

function nodeList(list: NodeList, t: TFunction<'timeline'>): string {
  const head = list.head.map((id) => t('workers.node', { id })).join(', ');
  return list.last === null ? head : `${head} … ${t('workers.node', { id: list.last })}`;
}

function WorkerRow({ w, lang, heap }: { w: WorkerStat; lang: Language; heap: boolean }) {
  const t = useT('timeline');
  const n = (x: number) => formatNumber(lang, x);
  return (
    <tr
      data-testid="worker-row"
      data-slot={w.slot}
      data-nodes={w.nodes.count}
      data-requests={w.requests}
      data-state={w.dead === null ? 'running' : 'dead'}
      className={w.dead === null ? undefined : 'workers-dead'}
    >
      <td className="num">{n(w.slot)}</td>
      <td className="num">{n(w.nodes.count)}</td>
      <td className="workers-hosts">{nodeList(w.nodes, t)}</td>
      <td>
        {w.dead !== null
          ? t('workers.dead', { why: w.dead })
          : w.running === w.nodes.count
            ? t('workers.running')
            : t('workers.runningSome', { up: n(w.running), count: n(w.nodes.count) })}
      </td>
      <td className="num">{n(w.requests)}</td>
      <td className="num">{n(w.steps)}</td>
      {heap && (
        <td className="num" data-testid="worker-heap" data-bytes={w.heapBytes ?? undefined}>
          {w.heapBytes === null
            ? t('workers.notReported')
            : t('workers.heapMb', { mb: formatNumber(lang, w.heapBytes / MIB, 1) })}
        </td>
      )}
    </tr>
  );
}

function WorkerTable({ stats }: { stats: WorkerPoolStats }) {
  const t = useT('timeline');
  const lang = useLanguage();
  const shown = stats.workers.slice(0, MAX_WORKER_ROWS);
  const more = stats.workers.length - shown.length;
  // A browser that gives no worker its heap gets one line instead of a column of "not reported".
  const heap = stats.workers.some((w) => w.heapBytes !== null);
  return (
    <>
      {!heap && (
        <p className="workers-note" data-testid="workers-heap-none">
          {t('workers.heapNotReported')}
        </p>
      )}
      <div className="workers-scroll">
        <table className="workers-table" data-testid="workers-table">
          <thead>
            <tr>
              <th className="num">{t('workers.col.worker')}</th>
              <th className="num">{t('workers.col.nodes')}</th>
              <th>{t('workers.col.hosts')}</th>
              <th>{t('workers.col.state')}</th>
              <th className="num" title={t('workers.col.roundsTitle')}>
                {t('workers.col.rounds')}
              </th>
              <th className="num" title={t('workers.col.stepsTitle')}>
                {t('workers.col.steps')}
              </th>
              {heap && <th className="num">{t('workers.col.heap')}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((w) => (
              <WorkerRow key={w.slot} w={w} lang={lang} heap={heap} />
            ))}
            {more > 0 && (
              <tr data-testid="workers-more">
                <td colSpan={heap ? 7 : 6}>{t('workers.more', { count: more })}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function WorkersPopoverBody() {
  const t = useT('timeline');
  const th = useT('header');
  const lang = useLanguage();
  const runtime = useAppStore(selectRuntime);
  const stats = useAppStore(selectWorkerStats);
  const read = useAppStore(selectWorkerStatsRead);
  const host = hostState(runtime, t, th);
  const onWorkers = runtime.kind === 'live' && runtime.host === 'workers';
  const head = stats ? summary(stats, t) : onWorkers && !read ? t('workers.reading') : t('workers.noWorkers');
  return (
    <>
      <p className="workers-summary" data-testid="workers-summary" data-dedicated={stats?.dedicated}>
        {head}
      </p>
      <p className="workers-host" data-testid="workers-host" data-state={host.state}>
        {host.text}
      </p>
      {stats && (
        <>
          <p className="workers-rounds">
            {t('workers.rounds', {
              rounds: formatNumber(lang, stats.rounds),
              startup: formatTime(lang, Math.round(stats.startupMs)),
            })}
          </p>
          <WorkerTable stats={stats} />
        </>
      )}
    </>
  );
}
