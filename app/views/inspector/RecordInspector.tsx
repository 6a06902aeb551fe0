/**
 * Record inspector: type a TabletId or a path, see which replicas hold it (node, rack, DC), which
 * of them are up, whether reads and writes can reach a majority right now, and why these replicas.
 */
import { useT } from '../../i18n/useT.ts';
import { useState, type FormEvent } from 'react';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';
import { EXAMPLE_RECORDS, recordLabel } from '../../viewmodel/recordInput.ts';
import { verdictText } from '../../viewmodel/availability.ts';
import { useAppStore } from '../../store/index.ts';
import { useRecordAnalysis, useRecordView } from '../../store/selectors.ts';
import { GroupTable } from './GroupTable.tsx';
import { MaintenancePick } from './MaintenancePick.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RestartPlanPanel } from './RestartPlanPanel.tsx';
import { SelectionWhy } from './SelectionWhy.tsx';

export function RecordInspector() {
  const t = useT('inspector');
  const { record, recordInput, recordError, recordSubsystem } = useRecordView();
  const inspect = useAppStore((s) => s.inspect);
  const setSubsystem = useAppStore((s) => s.setRecordSubsystem);
  const { selection, verdict, error } = useRecordAnalysis();
  const [text, setText] = useState(recordInput);
  // A record inspected from elsewhere (a loaded scenario) replaces what the box shows.
  const [shown, setShown] = useState(recordInput);
  if (shown !== recordInput) {
    setShown(recordInput);
    setText(recordInput);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    inspect(text);
  };
  return (
    <section className="panel inspector" aria-label={t('panel')}>
      <p className="panel-intro">{t('intro')}</p>
      <form className="inspector-form" onSubmit={submit} noValidate>
        <label htmlFor="record-input" className="field-label">
          {t('inputLabel')}
        </label>
        <div className="input-row">
          <input
            id="record-input"
            data-testid="record-input"
            className={`input${recordError ? ' input-bad' : ''}`}
            value={text}
            spellCheck={false}
            autoComplete="off"
            placeholder={t('placeholder')}
            aria-invalid={recordError ? true : undefined}
            aria-describedby={recordError ? 'record-error' : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" data-testid="record-go">
            {t('inspect')}
          </button>
        </div>
        {recordError && (
          <p id="record-error" className="field-error" data-testid="record-error" role="alert">
            {recordError} {record ? t('stillShowing', { record: recordLabel(record) }) : ''}
          </p>
        )}
        <div className="examples">
          <span className="muted">{t('try')}</span>
          {EXAMPLE_RECORDS.map((x) => (
            <button
              key={x}
              type="button"
              className="chip chip-btn"
              onClick={() => {
                setText(x);
                inspect(x);
              }}
            >
              {x}
            </button>
          ))}
        </div>
      </form>
      {record && (
        <div className="inspector-body">
          <div className="record-head">
            <span className="record-label" data-testid="record-label">
              {recordLabel(record)}
            </span>
            {record.subsystems.length > 1 ? (
              <span className="seg seg-small" role="radiogroup" aria-label={t('subsystem')}>
                {record.subsystems.map((s) => (
                  <button
                    key={s}
                    type="button"
                    role="radio"
                    aria-checked={s === recordSubsystem}
                    className={`seg-btn${s === recordSubsystem ? ' active' : ''}`}
                    onClick={() => setSubsystem(s)}
                  >
                    {SUBSYSTEM_LABEL[s]}
                  </button>
                ))}
              </span>
            ) : (
              <span className="chip">{SUBSYSTEM_LABEL[recordSubsystem]}</span>
            )}
          </div>
          {verdict && (
            <div
              className={`record-status ${verdict.read && verdict.write ? 'ok' : 'bad'}`}
              data-testid="record-status"
              data-read={verdict.read ? 'ok' : 'unavailable'}
              data-write={verdict.write ? 'ok' : 'unavailable'}
              role="status"
            >
              {verdictText(verdict)}
            </div>
          )}
          {error && (
            <p className="field-error" role="alert">
              {t('noSelection', { error })}
            </p>
          )}
          {selection?.groups.map((g) => (
            <GroupTable key={g.group} group={g} verdict={verdict?.groups[g.group]} record={record} />
          ))}
          <RecordActions record={record} subsystem={recordSubsystem} />
          {selection && <SelectionWhy explanation={selection.explanation} />}
        </div>
      )}
      <h3 className="maintenance-head">{t('maintenance.heading')}</h3>
      <MaintenancePick />
      <RestartPlanPanel />
    </section>
  );
}
