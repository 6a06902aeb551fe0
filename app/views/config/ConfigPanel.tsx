/**
 * The configuration panel: the newest committed configuration (ring groups per subsystem with
 * write_only, pile and state), which version every node runs (nodes behind stand out), replicas a
 * change started on a node next to its old ones, and the stepper for the four-step move.
 */
import { RING_SUBSYSTEMS, subsystemsById, type RingGroup } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { useAppStore } from '../../store/index.ts';
import { selectTopology } from '../../store/selectors.ts';
import {
  appliedVersion,
  selectCommittedConfig,
  selectLatestVersion,
  selectLiveConfig,
} from '../../store/bridgeSelectors.ts';
import { Stepper } from './Stepper.tsx';

/**
 * Product names, from the descriptors: this panel is Distconf's entry's (app/subsystems), so it
 * reads no module that lists the entries (viewmodel/palette).
 */
const LABEL = Object.fromEntries(subsystemsById(RING_SUBSYSTEMS).map((d) => [d.id, d.view.label]));

type ConfigT = ReturnType<typeof useT<'config'>>;

function groupText(t: ConfigT, g: RingGroup): string {
  const parts = [t('rings', { count: g.rings.length }), t('ntoSelect', { n: g.ntoSelect })];
  if (g.actorIdOffset) parts.push(t('offset', { n: g.actorIdOffset }));
  if (g.pile !== undefined) parts.push(t('pile', { pile: g.pile }));
  if (g.state !== undefined) parts.push(g.state);
  return parts.join(' · ');
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
