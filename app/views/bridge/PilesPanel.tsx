/**
 * The piles panel: each pile's state as `ydb admin cluster bridge list` names it, the primary and
 * promoted marks, the cluster-state generation, sync progress, and the admin commands named as the
 * CLI names them. A click sends the command through an intent; a refusal comes back in the trace and
 * is shown beside the button that caused it.
 */
import { useState } from 'react';
import { publicPileState, type ClusterState } from '../../../engine/model/bridge/state.ts';
import type { BridgeCommand } from '../../../engine/subsystems/distconf/bridge/commands.ts';
import { commandText } from '../../../engine/subsystems/distconf/bridge/commands.ts';
import { useT } from '../../i18n/useT.ts';
import { sendBridgeCommand } from '../../runtime/bridgeIntents.ts';
import { committedState, selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import { allowedEdges } from './allowed.ts';
import { StateDiagram } from './StateDiagram.tsx';
import './bridge.css';

type Verb = 'switchover' | 'failover' | 'takedown' | 'rejoin';
const VERBS: readonly Verb[] = ['switchover', 'failover', 'takedown', 'rejoin'];

interface Click {
  readonly pile: string;
  readonly text: string;
  readonly atUs: number;
}

function defaultNewPrimary(state: ClusterState): number {
  const i = state.perPile.findIndex((s, p) => p !== state.primary && s === 'SYNCHRONIZED');
  return i >= 0 ? i : (state.primary + 1) % state.perPile.length;
}

export function PilesPanel() {
  const t = useT('bridge');
  const bridge = useAppStore(selectBridge);
  const topology = useAppStore((s) => s.topology);
  const nodeStatus = useAppStore((s) => s.nodeStatus);
  const timeUs = useAppStore((s) => s.timeUs);
  const [click, setClick] = useState<Click | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [newPrimaryChoice, setNewPrimary] = useState<string | null>(null);
  const state = committedState(bridge);
  if (!bridge || !state) return <p className="muted bridge-none">{t('notBridge')}</p>;
  const piles = bridge.piles;
  const newPrimary =
    newPrimaryChoice !== null && piles.includes(newPrimaryChoice)
      ? piles.indexOf(newPrimaryChoice)
      : defaultNewPrimary(state);
  const shown =
    selected !== null && piles.includes(selected)
      ? piles.indexOf(selected)
      : (state.primary + 1) % piles.length;

  /** The node the admin's CLI talks to: the first live node outside the pile being acted on. */
  const nodeFor = (pile: string) => {
    const up = topology.nodes.filter((n) => !(n.id in nodeStatus));
    return (up.find((n) => n.pile !== pile) ?? up[0] ?? topology.nodes[0])?.id ?? 1;
  };

  const send = (verb: Verb, pile: number) => {
    const name = piles[pile]!;
    const node = nodeFor(name);
    const np =
      pile === state.primary && (verb === 'failover' || verb === 'takedown')
        ? { newPrimary: piles[newPrimary]! }
        : {};
    const cmd: BridgeCommand =
      verb === 'switchover'
        ? { kind: 'bridge.switchover', node, newPrimary: name }
        : verb === 'rejoin'
          ? { kind: 'bridge.rejoin', node, pile: name }
          : { kind: `bridge.${verb}`, node, pile: name, ...np };
    setClick({ pile: name, text: commandText(cmd), atUs: timeUs });
    setSelected(name);
    sendBridgeCommand(cmd);
  };

  const refusal = click
    ? [...bridge.refusals].reverse().find((r) => r.command === click.text && r.t >= click.atUs)
    : undefined;
  const c = bridge.committed!;

  return (
    <div className="bridge-panel" data-testid="bridge-panel">
      <div className="bridge-head">
        <strong>{t('title')}</strong>
        <span className="chip" data-testid="bridge-generation">
          {t('generation', { n: c.generation })}
        </span>
        {bridge.quorumLost && (
          <span className="badge bridge-bad" data-testid="bridge-quorum-lost">
            {t('quorumLost')}
          </span>
        )}
        {bridge.proposed && (
          <span className="badge" data-testid="bridge-proposed">
            {t('proposed', { cause: bridge.proposed.cause, n: bridge.proposed.generation })}
          </span>
        )}
        {bridge.waitingFor.length > 0 && (
          <span className="badge bridge-bad" data-testid="bridge-waiting">
            {t('waitingFor', { piles: bridge.waitingFor.join(', ') })}
          </span>
        )}
        <label className="bridge-newprimary">
          {t('newPrimary')}{' '}
          <select
            value={piles[newPrimary]}
            onChange={(e) => setNewPrimary(e.target.value)}
            data-testid="bridge-new-primary"
          >
            {piles.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <table className="bridge-piles">
        <tbody>
          {piles.map((name, i) => {
            const suspended = bridge.proposed?.cause === 'takedown' && bridge.proposed.pile === name;
            const pub = publicPileState(state, i, suspended);
            const sync =
              bridge.sync?.pile === name && state.perPile[i] === 'NOT_SYNCHRONIZED_2' ? bridge.sync : null;
            return (
              <tr
                key={name}
                className={i === shown ? 'shown' : ''}
                data-testid={`bridge-pile-${name}`}
                onClick={() => setSelected(name)}
              >
                <th>{t('pile', { pile: name })}</th>
                <td>
                  <span
                    className={`bridge-state bridge-${pub.toLowerCase()}`}
                    data-testid={`bridge-state-${name}`}
                  >
                    {pub}
                  </span>
                  {i === state.primary && <span className="badge">{t('primary')}</span>}
                  {i === state.promoted && i !== state.primary && (
                    <span className="badge">{t('promoted')}</span>
                  )}
                </td>
                <td className="muted" title={t('internal')} data-testid={`bridge-internal-${name}`}>
                  {state.perPile[i]}
                </td>
                <td>
                  {sync && (
                    <span className="bridge-sync" data-testid={`bridge-sync-${name}`}>
                      <meter min={0} max={1000} value={sync.permille} />{' '}
                      {t('sync', { pct: Math.round(sync.permille / 10) })}
                    </span>
                  )}
                </td>
                <td className="bridge-actions">
                  {VERBS.map((v) => (
                    <button
                      key={v}
                      type="button"
                      className="chip chip-btn"
                      data-testid={`bridge-${v}-${name}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        send(v, i);
                      }}
                    >
                      {v}
                    </button>
                  ))}
                  {refusal && click?.pile === name && (
                    <div className="bridge-refusal" role="alert" data-testid={`bridge-refusal-${name}`}>
                      {t('refused', { reason: refusal.reason })}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <StateDiagram
        pile={piles[shown]!}
        state={state.perPile[shown]!}
        allowed={allowedEdges(state, shown, newPrimary)}
      />
      <p className="muted bridge-note">{t('docsNote')}</p>
    </div>
  );
}
