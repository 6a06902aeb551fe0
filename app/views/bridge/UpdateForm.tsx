/**
 * `ydb admin cluster bridge update --set PILE:STATE … [--quorum-pile PILE]`: per pile a public state
 * (or none: the pile is not sent and keeps its state at the server), an optional quorum pile, and a
 * send button. It reaches every check of the server and distconf, which the four verbs cannot all
 * reach. The refusal of the last update shows under the form.
 */
import { Choice } from './Choice.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { bridgeIntents, UPDATE_STATES, type BridgeClick } from '../../runtime/bridgeIntents.ts';
import { RefusalNote } from './RefusalNote.tsx';
import type { ShownRefusal } from './refusal.ts';

interface Props {
  readonly piles: readonly string[];
  readonly disabled: boolean;
  readonly refusal: ShownRefusal | undefined;
  readonly onSent: (click: BridgeClick | null) => void;
}

export function UpdateForm({ piles, disabled, refusal, onSent }: Props) {
  const t = useT('bridge');
  const [states, setStates] = useState<Record<string, string>>({});
  const [quorum, setQuorum] = useState('');
  return (
    <fieldset className="bridge-update" data-testid="bridge-update">
      <legend>{t('updateTitle')}</legend>
      <p className="muted">{t('updateHint')}</p>
      <div className="bridge-update-row">
        {piles.map((p) => (
          <label key={p}>
            {t('pile', { pile: p })}{' '}
            <Choice
              value={states[p] ?? ''}
              options={UPDATE_STATES}
              empty={t('updateKeep')}
              testId={`bridge-update-state-${p}`}
              onChange={(v) => setStates({ ...states, [p]: v })}
            />
          </label>
        ))}
        <label>
          {t('updateQuorum')}{' '}
          <Choice
            value={quorum}
            options={piles}
            empty={t('updateNone')}
            testId="bridge-update-quorum"
            onChange={setQuorum}
          />
        </label>
        <button
          type="button"
          className="chip chip-btn"
          data-testid="bridge-update-send"
          disabled={disabled}
          onClick={() => onSent(bridgeIntents.update(states, quorum || null))}
        >
          {t('updateSend')}
        </button>
      </div>
      {refusal && <RefusalNote refusal={refusal} testId="bridge-update-refusal" />}
    </fieldset>
  );
}
