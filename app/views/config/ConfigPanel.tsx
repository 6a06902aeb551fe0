/**
 * The configuration panel: the newest committed configuration (ring groups per subsystem with
 * write_only, pile and state), which version every node runs (nodes behind stand out), replicas a
 * change started on a node next to its old ones, and the stepper for the four-step move.
 */
import { useState } from 'react';
import { SUBSYSTEMS, type RingGroup, type Subsystem } from '../../../engine/model/config/types.ts';
import { RECONFIG_STEP_NAMES, type ReconfigStep } from '../../../engine/model/reconfig/steps.ts';
import { DEFAULT_STEP_PAUSE_US } from '../../../engine/subsystems/distconf/names.ts';
import { configIntents } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import { selectConfig, selectConfigView, selectTopology } from '../../store/selectors.ts';
import { SUBSYSTEM_LABEL } from '../../model/palette.ts';

const selectTime = (s: { timeUs: number }) => s.timeUs;

function groupText(g: RingGroup): string {
  const parts = [`${g.rings.length} rings`, `nto_select ${g.ntoSelect}`];
  if (g.actorIdOffset) parts.push(`offset ${g.actorIdOffset}`);
  if (g.pile !== undefined) parts.push(`pile ${g.pile}`);
  if (g.state !== undefined) parts.push(g.state);
  return parts.join(' · ');
}

export const RUSH_WARNING =
  'Rushing skips the pause that lets every node receive the last step. A node that is down or cut off ' +
  'can then run a configuration two steps behind: its counted ring groups no longer intersect the ' +
  'others’, two bootstrappers can lock the same tablet in disjoint replica sets, and the new group may ' +
  'be counted before guardians, publishers and the populator refilled it.';

function Stepper() {
  const view = useAppStore(selectConfigView);
  const timeUs = useAppStore(selectTime);
  const [subsystem, setSubsystem] = useState<Subsystem | 'all'>('statestorage');
  const [auto, setAuto] = useState(true);
  const [pauseMs, setPauseMs] = useState(DEFAULT_STEP_PAUSE_US / 1000);
  const s = view.stepper;
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
          {SUBSYSTEMS.map((x) => (
            <option key={x} value={x}>
              {SUBSYSTEM_LABEL[x]}
            </option>
          ))}
          <option value="all">all three</option>
        </select>
        <label>
          <input
            type="checkbox"
            checked={auto}
            disabled={running}
            onChange={(e) => setAuto(e.target.checked)}
          />{' '}
          automatic, pause
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
        ms
        <button
          type="button"
          data-testid="config-start"
          disabled={running}
          onClick={() => configIntents.start(subsystem, auto ? pauseMs : null)}
        >
          Move to a new group
        </button>
      </div>
      <p data-testid="config-step">
        {s === null
          ? 'No reconfiguration yet.'
          : s.done
            ? s.failure
              ? `Stopped: ${s.failure}`
              : `Done: step 4 ${RECONFIG_STEP_NAMES[4]} committed.`
            : `Step ${s.step} ${s.stepName ?? ''} committed; next: ${next ?? '—'}.`}
      </p>
      {running && (
        <div className="config-row">
          {left !== null && left > 0 && (
            <span data-testid="config-countdown">next step in {(left / 1e6).toFixed(1)} s</span>
          )}
          <button type="button" data-testid="config-next" onClick={() => configIntents.next()}>
            {left !== null && left > 0 ? 'Rush: next step now' : 'Next step'}
          </button>
        </div>
      )}
      {running && left !== null && left > 0 && (
        <p className="config-warning" data-testid="config-rush-warning">
          {RUSH_WARNING}
        </p>
      )}
      {s !== null && s.rushed > 0 && (
        <p className="config-warning" data-testid="config-hazard">
          {s.rushed} pause(s) skipped. {RUSH_WARNING} The invariant config-quorums-intersect reports it when
          it happens.
        </p>
      )}
      {view.refusal !== null && (
        <p className="config-refusal" data-testid="config-refusal">
          Refused: {view.refusal}
        </p>
      )}
    </div>
  );
}

export function ConfigPanel() {
  const view = useAppStore(selectConfigView);
  const initial = useAppStore(selectConfig);
  const topology = useAppStore(selectTopology);
  const config = view.configs.get(view.latest) ?? initial;
  return (
    <div className="config-panel" data-testid="config-panel">
      <h3 data-testid="config-version">Configuration v{view.latest}</h3>
      <ul className="config-groups">
        {SUBSYSTEMS.map((sub) => (
          <li key={sub} data-testid={`config-groups-${sub}`}>
            <strong>{SUBSYSTEM_LABEL[sub]}</strong>
            {config[sub].ringGroups.map((g, i) => (
              <span key={i} className={`chip${g.writeOnly ? ' write-only' : ''}`}>
                G{i}
                {g.writeOnly ? ' write_only' : ''}: {groupText(g)}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="config-nodes" data-testid="config-node-map">
        {topology.nodes.map((n) => {
          const v = view.byNode[n.id] ?? 1;
          const extra = view.extraReplicas[n.id] ?? [];
          return (
            <span
              key={n.id}
              className={`chip${v < view.latest ? ' config-behind' : ''}`}
              data-testid={`config-node-${n.id}`}
              data-version={v}
              title={extra.length > 0 ? `started on a change: ${extra.join(', ')}` : undefined}
            >
              n{n.id} v{v}
              {extra.length > 0 ? ` +${extra.length}` : ''}
            </span>
          );
        })}
      </div>
      <Stepper />
    </div>
  );
}
