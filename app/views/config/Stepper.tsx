/**
 * The stepper of the four-step move: which subsystem, automatic pauses or step by step, the four
 * steps in plain words, and — at once after a press — what the command waits for, or why it cannot
 * proceed (engine/folds/reconfigWait.ts derives it; this only renders it).
 */
import { useState, useSyncExternalStore } from 'react';
import {
  RING_SUBSYSTEMS,
  DEFAULT_STEP_PAUSE_US,
  reconfigSettled,
  reconfigWait,
  subsystemsById,
  type Subsystem,
} from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { configIntents, reconfigSent } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectTopology } from '../../store/selectors.ts';
import { selectLiveConfig } from '../../store/bridgeSelectors.ts';
import { stepWords, waitLine } from './stepperText.ts';

const LABEL = Object.fromEntries(subsystemsById(RING_SUBSYSTEMS).map((d) => [d.id, d.view.label]));
const selectTime = (s: { timeUs: number }) => s.timeUs;
const STEPS = [1, 2, 3, 4] as const;

export function Stepper() {
  const t = useT('config');
  const live = useAppStore(selectLiveConfig);
  const timeUs = useAppStore(selectTime);
  const topology = useAppStore(selectTopology);
  const down = useAppStore(selectNodeStatus);
  const sentRaw = useSyncExternalStore(reconfigSent.subscribe, reconfigSent.current);
  const [subsystem, setSubsystem] = useState<Subsystem | 'all'>('statestorage');
  const [auto, setAuto] = useState(true);
  const [pauseMs, setPauseMs] = useState(DEFAULT_STEP_PAUSE_US / 1000);
  const s = live?.stepper ?? null;
  // A command "sent" after now belongs to a future the timeline left (seek back): not pending.
  const sent = sentRaw !== null && sentRaw.atUs <= timeUs ? sentRaw : null;
  const pending = sent !== null && live !== null && !reconfigSettled(live, sent) ? sent : null;
  const wait = live ? reconfigWait(live, sent, timeUs, topology, (n) => n in down) : null;
  const refusal = live?.refusal?.reason ?? null;
  const running = s !== null && !s.done && !s.lost;
  const busy = running || pending?.kind === 'start';
  const left = running && s?.dueAtUs != null ? Math.max(0, s.dueAtUs - timeUs) : null;
  const current = s === null || s.done ? 0 : s.step;
  return (
    <div className="config-stepper" data-testid="config-stepper">
      <div className="config-row">
        <select
          className="input config-select"
          data-testid="config-subsystem"
          aria-label={t('subsystem')}
          value={subsystem}
          disabled={busy}
          onChange={(e) => setSubsystem(e.target.value as Subsystem | 'all')}
        >
          {RING_SUBSYSTEMS.map((x) => (
            <option key={x} value={x}>
              {LABEL[x]}
            </option>
          ))}
          <option value="all">{t('allThree')}</option>
        </select>
        <label className="config-auto">
          <input type="checkbox" checked={auto} disabled={busy} onChange={(e) => setAuto(e.target.checked)} />
          {t('auto')}
        </label>
        <input
          type="number"
          min={0}
          step={500}
          className="input config-pause"
          data-testid="config-pause"
          aria-label={t('auto')}
          value={pauseMs}
          disabled={busy || !auto}
          onChange={(e) => setPauseMs(Math.max(0, Math.round(Number(e.target.value) || 0)))}
        />
        {t('ms')}
        <button
          type="button"
          className="btn btn-primary btn-small"
          data-testid="config-start"
          data-pending={pending?.kind === 'start' ? 'true' : undefined}
          aria-busy={pending?.kind === 'start'}
          disabled={busy}
          onClick={() => configIntents.start(subsystem, auto ? pauseMs : null)}
        >
          {pending?.kind === 'start' ? t('sending') : t('start')}
        </button>
      </div>
      <ol className="config-steps" data-testid="config-steps" aria-label={t('stepsTitle')}>
        {STEPS.map((n) => (
          <li
            key={n}
            data-state={
              n <= current || s?.done === true ? 'done' : n === current + 1 && busy ? 'next' : 'todo'
            }
          >
            {stepWords(n)}
          </li>
        ))}
      </ol>
      <p data-testid="config-step">
        {s === null
          ? t('step.none')
          : s.done
            ? s.failure
              ? t('step.stopped', { reason: s.failure })
              : t('step.done', { name: stepWords(4) })
            : t('step.committed', {
                step: s.step,
                name: s.stepName ?? '',
                plain: t(`plain.${s.step}` as 'plain.1'),
              })}
      </p>
      {wait !== null && (
        <p
          id="config-wait"
          className={`config-wait config-wait-${wait.kind}`}
          data-testid="config-wait"
          data-kind={wait.kind}
          role="status"
        >
          {waitLine(wait, s?.step ?? 0)}
        </p>
      )}
      {(running || s?.lost === true) && !s?.done && (
        <div className="config-row">
          {left !== null && left > 0 && (
            <span data-testid="config-countdown">{t('countdown', { s: (left / 1e6).toFixed(1) })}</span>
          )}
          <button
            type="button"
            className="btn btn-small"
            data-testid="config-next"
            data-pending={pending?.kind === 'next' ? 'true' : undefined}
            aria-busy={pending?.kind === 'next'}
            disabled={pending !== null || !running}
            aria-describedby={wait !== null ? 'config-wait' : undefined}
            onClick={() => configIntents.next()}
          >
            {pending?.kind === 'next' ? t('sending') : left !== null && left > 0 ? t('rush') : t('next')}
          </button>
          {wait === null && s?.dueAtUs == null && (
            <span className="muted">{t('manual', { step: (s?.step ?? 0) + 1 })}</span>
          )}
        </div>
      )}
      {running && left !== null && left > 0 && (
        <p className="config-warning" data-testid="config-rush-warning">
          {t('rushWarning')}
        </p>
      )}
      {s !== null && s.rushed > 0 && (
        <p className="config-warning" data-testid="config-hazard">
          {t('hazard', { count: s.rushed, warning: t('rushWarning') })}
        </p>
      )}
      {refusal !== null && (
        <p className="config-refusal" data-testid="config-refusal">
          {t('refused', { reason: refusal })}
        </p>
      )}
    </div>
  );
}
