/**
 * "Plan a rolling restart" for the running cluster: the planner's fewest safe batches (engine
 * restartPlan; what is down now counts), and "Run plan", which sends the restarts as commands so
 * the plan plays on the timeline while this says which batch is running.
 */
import { useState, useSyncExternalStore } from 'react';
import { restartPlan } from '../../../engine/index.ts';
import { useFaultView } from '../../analysis/useAnalysis.ts';
import { restartProgress, type RestartRun } from '../../analysis/restartSchedule.ts';
import { useT } from '../../i18n/useT.ts';
import { restartRunning, runRestartPlan } from '../../runtime/restartIntents.ts';
import { useAppStore } from '../../store/index.ts';

type Plan = ReturnType<typeof restartPlan>;

function Progress({ run }: { run: RestartRun }) {
  const t = useT('inspector');
  const timeUs = useAppStore((s) => s.timeUs);
  const p = restartProgress(run, timeUs);
  return (
    <p className="restart-progress" data-testid="restart-progress" data-phase={p.phase} role="status">
      {p.phase === 'waiting'
        ? t('restart.waiting')
        : p.phase === 'running'
          ? t('restart.running', { batch: p.batch, of: p.of })
          : t('restart.done', { of: p.of })}
    </p>
  );
}

export function RestartPlanPanel() {
  const t = useT('inspector');
  const view = useFaultView();
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const config = useAppStore((s) => s.config);
  const [made, setPlan] = useState<{ plan: Plan; down: readonly number[]; config: typeof config } | null>(
    null,
  );
  // A plan made for another cluster means nothing for this one.
  const plan = made?.config === config ? made : null;
  const run = useSyncExternalStore(restartRunning.subscribe, restartRunning.current);
  const make = () => {
    if (view) setPlan({ plan: restartPlan(view.model, view.down), down: [...view.down], config });
  };
  const p = plan?.plan;
  return (
    <div className="restart-plan" data-testid="restart-plan">
      <div className="input-row">
        <button type="button" className="btn" data-testid="restart-plan-make" disabled={!view} onClick={make}>
          {t('restart.plan')}
        </button>
        {p?.ok && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="restart-plan-run"
            disabled={!live}
            title={live ? undefined : t('restart.needsLive')}
            onClick={() => runRestartPlan(p.batches)}
          >
            {t('restart.run')}
          </button>
        )}
      </div>
      {plan && p?.ok && (
        <>
          <p data-testid="restart-plan-summary">
            {t('restart.summary', { batches: p.batches.length, down: plan.down.length })}
          </p>
          <ol className="restart-batches">
            {p.batches.map((b, k) => (
              <li key={k} data-testid="restart-batch" data-nodes={b.nodes.join(',')}>
                {b.units
                  .map((u) => (u.node === undefined ? t('restart.rack', { rack: u.rack }) : `n${u.node}`))
                  .join(', ')}
              </li>
            ))}
          </ol>
        </>
      )}
      {p && !p.ok && (
        <p className="field-error" data-testid="restart-plan-blocked">
          {t('restart.blocked', { node: p.blocking })}
        </p>
      )}
      {run && <Progress run={run} />}
    </div>
  );
}
