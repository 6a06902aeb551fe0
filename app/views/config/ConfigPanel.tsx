/**
 * The configuration panel: the newest committed configuration (ring groups per subsystem with
 * write_only, pile and state), which version every node runs (nodes behind stand out), replicas a
 * change started on a node next to its old ones, and the stepper for the four-step move.
 */
import { useState } from 'react';
import {
  RING_SUBSYSTEMS,
  RECONFIG_STEP_NAMES,
  DEFAULT_STEP_PAUSE_US,
  subsystemsById,
  type RingGroup,
  type Subsystem,
  type ReconfigStep,
} from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { configIntents } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import { selectTopology } from '../../store/selectors.ts';
import {
  appliedVersion,
  selectCommittedConfig,
  selectLatestVersion,
  selectLiveConfig,
} from '../../store/bridgeSelectors.ts';

/**
 * Product names, from the descriptors: this panel is Distconf's entry's (app/subsystems), so it
 * reads no module that lists the entries (viewmodel/palette).
 */
const LABEL = Object.fromEntries(subsystemsById(RING_SUBSYSTEMS).map((d) => [d.id, d.view.label]));

const selectTime = (s: { timeUs: number }) => s.timeUs;

type ConfigT = ReturnType<typeof useT<'config'>>;

function groupText(t: ConfigT, g: RingGroup): string {
  const parts = [t('rings', { count: g.rings.length }), t('ntoSelect', { n: g.ntoSelect })];
  if (g.actorIdOffset) parts.push(t('offset', { n: g.actorIdOffset }));
  if (g.pile !== undefined) parts.push(t('pile', { pile: g.pile }));
  if (g.state !== undefined) parts.push(g.state);
  return parts.join(' · ');
}

function Stepper() {
  const t = useT('config');
  const live = useAppStore(selectLiveConfig);
  const timeUs = useAppStore(selectTime);
  const [subsystem, setSubsystem] = useState<Subsystem | 'all'>('statestorage');
  const [auto, setAuto] = useState(true);
  const [pauseMs, setPauseMs] = useState(DEFAULT_STEP_PAUSE_US / 1000);
  const s = live?.stepper ?? null;
  const refusal = live?.refusal?.reason ?? null;
  const running = s !== null && !s.done;
  const left = s?.dueAtUs != null ? Math.max(0, s.dueAtUs - timeUs) : null;
  const next = s && s.step < 4 ? RECONFIG_STEP_NAMES[(s.step + 1) as ReconfigStep] : null;
  return (
    <div className="config-stepper" data-testid="config-stepper">
      <div className="config-row">
        <select
          data-testid="config-subsystem"
          value={subsystem}
          disabled={running}
          onChange={(e) => setSubsystem(e.target.value as Subsystem | 'all')}
        >
          {RING_SUBSYSTEMS.map((x) => (
            <option key={x} value={x}>
              {LABEL[x]}
            </option>
          ))}
          <option value="all">{t('allThree')}</option>
        </select>
        <label>
          <input
            type="checkbox"
            checked={auto}
            disabled={running}
            onChange={(e) => setAuto(e.target.checked)}
          />{' '}
          {t('auto')}
        </label>
        <input
          type="number"
          min={0}
          step={500}
          className="config-pause"
          data-testid="config-pause"
          value={pauseMs}
          disabled={running || !auto}
          onChange={(e) => setPauseMs(Math.max(0, Math.round(Number(e.target.value) || 0)))}
        />
        {t('ms')}
        <button
          type="button"
          data-testid="config-start"
          disabled={running}
          onClick={() => configIntents.start(subsystem, auto ? pauseMs : null)}
        >
          {t('start')}
        </button>
      </div>
      <p data-testid="config-step">
        {s === null
          ? t('step.none')
          : s.done
            ? s.failure
              ? t('step.stopped', { reason: s.failure })
              : t('step.done', { name: RECONFIG_STEP_NAMES[4] })
            : t('step.committed', { step: s.step, name: s.stepName ?? '', next: next ?? '—' })}
      </p>
      {running && (
        <div className="config-row">
          {left !== null && left > 0 && (
            <span data-testid="config-countdown">{t('countdown', { s: (left / 1e6).toFixed(1) })}</span>
          )}
          <button type="button" data-testid="config-next" onClick={() => configIntents.next()}>
            {left !== null && left > 0 ? t('rush') : t('next')}
          </button>
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

export function ConfigPanel() {
  const t = useT('config');
  const live = useAppStore(selectLiveConfig);
  const latest = useAppStore(selectLatestVersion);
  const config = useAppStore(selectCommittedConfig);
  const topology = useAppStore(selectTopology);
  return (
    <div className="config-panel" data-testid="config-panel">
      <h3 data-testid="config-version">{t('version', { v: latest })}</h3>
      <ul className="config-groups">
        {RING_SUBSYSTEMS.map((sub) => (
          <li key={sub} data-testid={`config-groups-${sub}`}>
            <strong>{LABEL[sub]}</strong>
            {config[sub].ringGroups.map((g, i) => (
              <span key={i} className={`chip${g.writeOnly ? ' write-only' : ''}`}>
                {t(g.writeOnly ? 'groupWriteOnly' : 'group', { i, text: groupText(t, g) })}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="config-nodes" data-testid="config-node-map">
        {topology.nodes.map((n) => {
          const v = appliedVersion({ liveConfig: live }, n.id);
          const extra = live?.started.get(n.id) ?? [];
          return (
            <span
              key={n.id}
              className={`chip${v < latest ? ' config-behind' : ''}`}
              data-testid={`config-node-${n.id}`}
              data-version={v}
              title={extra.length > 0 ? t('startedOn', { replicas: extra.join(', ') }) : undefined}
            >
              {t('nodeVersion', { node: n.id, v })}
              {extra.length > 0 ? ` +${extra.length}` : ''}
            </span>
          );
        })}
      </div>
      <Stepper />
    </div>
  );
}
