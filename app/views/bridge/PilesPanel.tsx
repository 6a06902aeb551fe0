/**
 * The piles panel: each pile's state as `ydb admin cluster bridge list` names it, the primary and
 * promoted marks, the cluster-state generation, sync progress, and the admin commands named as the
 * CLI names them. A click sends the command through an intent; a refusal comes back in the trace and
 * is shown beside the button that caused it, marked as past once a commit has changed the state it
 * was judged against, naming the layer that refused it. A raw `update --set` form and the notes on
 * where YDB's docs and code differ (the code is modelled) sit below. The diagram sits beside the table so it is in view when the tab opens.
 */
import { Choice } from './Choice.tsx';
import { Fragment, useState } from 'react';
import { bridgePublicState } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import {
  BRIDGE_VERBS,
  bridgeIntents,
  defaultNewPrimary,
  isPending,
  skipToRoot,
  type BridgeClick,
} from '../../runtime/bridgeIntents.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import { allowedEdgesOf } from './allowed.ts';
import { RefusalNote } from './RefusalNote.tsx';
import { shownRefusal } from './refusal.ts';
import { StateDiagram } from './StateDiagram.tsx';
import { UpdateForm } from './UpdateForm.tsx';
import './bridge.css';

export function PilesPanel() {
  const t = useT('bridge');
  const bridge = useAppStore(selectBridge);
  const [click, setClick] = useState<BridgeClick | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [newPrimaryChoice, setNewPrimary] = useState<string | null>(null);
  const [skipping, setSkipping] = useState(false);
  const c = bridge?.committed;
  if (!bridge || !c) return <p className="muted bridge-none">{t('notBridge')}</p>;
  const piles = bridge.piles;
  const newPrimary =
    newPrimaryChoice !== null && piles.includes(newPrimaryChoice)
      ? newPrimaryChoice
      : (defaultNewPrimary(bridge) ?? c.primary);
  const shown =
    selected !== null && piles.includes(selected)
      ? selected
      : piles[(piles.indexOf(c.primary) + 1) % piles.length]!;
  const refusal = shownRefusal(bridge, click);
  const pending = isPending(bridge, click) ? click : null;

  return (
    <div className="bridge-panel" data-testid="bridge-panel">
      <div className="bridge-main">
        <div className="bridge-head">
          <strong>{t('title')}</strong>
          <span className="chip" data-testid="bridge-generation">
            {t('generation', { n: c.generation })}
          </span>
          {bridge.root === 'none' && (
            <span className="badge" data-testid="bridge-no-root">
              {t('noRoot')}{' '}
              <button
                type="button"
                className="btn btn-small bridge-skip"
                disabled={skipping}
                onClick={() => {
                  setSkipping(true);
                  void skipToRoot().finally(() => setSkipping(false));
                }}
                data-testid="bridge-skip-to-root"
              >
                {t('skipToRoot')}
              </button>
            </span>
          )}
          {bridge.root === 'lost' && (
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
          {bridge.waitingForDisks.length > 0 && (
            <span className="badge bridge-bad" data-testid="bridge-waiting-disks">
              {t('waitingForDisks', { piles: bridge.waitingForDisks.join(', ') })}
            </span>
          )}
          <label className="bridge-newprimary">
            {t('newPrimary')}{' '}
            <Choice value={newPrimary} options={piles} testId="bridge-new-primary" onChange={setNewPrimary} />
          </label>
        </div>
        <table className="bridge-piles">
          <tbody>
            {piles.map((name, i) => {
              const pub = bridgePublicState(bridge, name);
              const sync =
                bridge.sync?.pile === name && c.perPile[i] === 'NOT_SYNCHRONIZED_2' ? bridge.sync : null;
              const note = pending?.pile === name || (refusal?.pile === name && click?.verb !== 'update');
              return (
                <Fragment key={name}>
                  <tr
                    className={name === shown ? 'shown' : ''}
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
                      {name === c.primary && <span className="badge">{t('primary')}</span>}
                      {name === c.promoted && name !== c.primary && (
                        <span className="badge">{t('promoted')}</span>
                      )}
                    </td>
                    {/* Labelled: beside the public state the same word twice read as a slip. */}
                    <td className="muted" title={t('internalTitle')}>
                      {t('internal')} <span data-testid={`bridge-internal-${name}`}>{c.perPile[i]}</span>
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
                      {BRIDGE_VERBS.map((v) => (
                        <button
                          key={v}
                          type="button"
                          className="chip chip-btn"
                          data-testid={`bridge-${v}-${name}`}
                          data-pending={pending?.pile === name && pending.verb === v ? 'true' : undefined}
                          disabled={pending !== null}
                          onClick={(e) => {
                            e.stopPropagation();
                            setClick(bridgeIntents.send(v, name, newPrimary));
                            setSelected(name);
                          }}
                        >
                          {v}
                        </button>
                      ))}
                    </td>
                  </tr>
                  {note && (
                    // The wait or the refusal under the pile's row, across the table: YDB's text is long.
                    <tr className="bridge-note-row">
                      <td colSpan={5}>
                        {pending?.pile === name && (
                          <div
                            className="bridge-pending"
                            role="status"
                            data-testid={`bridge-pending-${name}`}
                          >
                            {t('pending', { verb: pending.verb })}
                          </div>
                        )}
                        {refusal?.pile === name && click?.verb !== 'update' && (
                          <RefusalNote refusal={refusal} testId={`bridge-refusal-${name}`} />
                        )}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        <UpdateForm
          piles={piles}
          disabled={pending !== null}
          refusal={click?.verb === 'update' ? refusal : undefined}
          onSent={setClick}
        />
        <ul className="muted bridge-note" data-testid="bridge-docs-notes">
          {(['docsNote', 'docsTakedown', 'docsPrimaryOption', 'docsNoCliChecks'] as const).map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </div>
      <StateDiagram
        pile={shown}
        state={c.perPile[piles.indexOf(shown)]!}
        allowed={allowedEdgesOf(bridge, shown, newPrimary)}
      />
    </div>
  );
}
