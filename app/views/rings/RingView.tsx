import { useT } from '../../i18n/useT.ts';
import { useMemo } from 'react';
import { RING_SUBSYSTEMS, type Subsystem } from '../../../engine/index.ts';
import { recordAvailability } from '../../viewmodel/availability.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';
import { selectRecord } from '../../viewmodel/selection.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectRingSubsystem, useRecordView } from '../../store/selectors.ts';
import { useLiveConfig } from '../../store/bridgeSelectors.ts';
import { QuorumMeter } from './QuorumMeter.tsx';
import { RingDonut } from './RingDonut.tsx';
import { recordLabel } from '../../viewmodel/recordInput.ts';

/** Ring groups of one subsystem, with the inspected record's replicas marked (when it fits that subsystem). */
export function RingView() {
  const t = useT('rings');
  // What the nodes run with, as the inspector and the header judge by (a failover's pile states).
  const config = useLiveConfig();
  const status = useAppStore(selectNodeStatus);
  const choice = useAppStore(selectRingSubsystem);
  const setChoice = useAppStore((s) => s.setRingSubsystem);
  const { record, recordSubsystem } = useRecordView();
  const subsystem: Subsystem = choice === 'record' ? recordSubsystem : choice;
  const fits = record?.subsystems.includes(subsystem) ?? false;
  const analysis = useMemo(() => {
    if (!record || !fits) return null;
    try {
      const sel = selectRecord(config[subsystem], subsystem, record.key);
      return { sel, verdict: recordAvailability(sel.groups, status) };
    } catch {
      return null; // the inspector explains a config the walker refuses
    }
  }, [config, subsystem, record, fits, status]);
  const groups = config[subsystem].ringGroups;
  const size = 214;
  return (
    <div className={`ringview${groups.length > 1 ? ' ringview-multi' : ''}`} data-testid="ring-view">
      <div className="ringview-head">
        <div className="seg" role="tablist" aria-label={t('subsystem')}>
          {RING_SUBSYSTEMS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === subsystem}
              className={`seg-btn${s === subsystem ? ' active' : ''}`}
              onClick={() => setChoice(s === recordSubsystem ? 'record' : s)}
            >
              {SUBSYSTEM_LABEL[s]}
            </button>
          ))}
        </div>
        <p className="ringview-hint">
          {fits && record
            ? t('hintRecord', { record: recordLabel(record) })
            : t('hintLayout', { subsystem: SUBSYSTEM_LABEL[subsystem] })}
        </p>
      </div>
      <div className="ringview-groups">
        {groups.map((g, i) => {
          const sel = analysis?.sel.groups[i];
          const verdict = analysis?.verdict.groups[i];
          return (
            <div className="ringview-group" key={i}>
              <RingDonut
                subsystem={subsystem}
                groupIndex={i}
                group={g}
                selection={sel}
                verdict={verdict}
                status={status}
                size={size}
              />
              {sel && verdict && <QuorumMeter selection={sel} verdict={verdict} status={status} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}
