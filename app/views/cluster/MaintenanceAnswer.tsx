/**
 * The answer (on hover, and in the inspector) to "may I take this down now?": allowed or refused, CMS's StateStorage
 * verdict (YDB's rule; its own reason text in English) and, per subsystem, the ring group and rings
 * a record would miss under the simulator's quorum rule (CMS has no check for Board / SchemeBoard).
 */
import { useTranslation } from 'react-i18next';
import type { MaintenanceVerdict } from '../../../engine/index.ts';
import { useHoverMaintenance } from '../../analysis/useMaintenance.ts';

function Lines({ v, id }: { v: MaintenanceVerdict; id: string }) {
  const { t } = useTranslation('cluster');
  const c = v.cms;
  return (
    <>
      <div data-testid={`${id}-cms`}>
        {c
          ? t('maintenance.cmsRefused', {
              unavailable: c.unavailableRings.length + 1,
              max: c.maxUnavailable,
              node: c.node,
              group: c.group,
              ring: c.ring,
            })
          : t('maintenance.cmsAllowed')}
      </div>
      {c && (
        <div className="maintenance-reason" lang="en">
          {c.reason}
        </div>
      )}
      {v.quorum.map((q) => (
        <div key={q.subsystem} data-testid={`${id}-quorum-${q.subsystem}`}>
          {t('maintenance.quorum', {
            subsystem: q.subsystem,
            group: q.group,
            rings: q.rings.join(', '),
            majority: q.majority,
            nto: q.ntoSelect,
          })}
        </div>
      ))}
    </>
  );
}

/** The answer for a verdict; `id` prefixes its test ids (the inspector's copy must not clash). */
export function MaintenanceVerdictView({ v, id = 'maintenance' }: { v: MaintenanceVerdict; id?: string }) {
  const { t } = useTranslation('cluster');
  return (
    <div className="maintenance-answer" data-testid={`${id}-answer`} data-allowed={v.allowed}>
      <div className="maintenance-question">
        {t('maintenance.question')}{' '}
        <strong>{t(v.allowed ? 'maintenance.allowed' : 'maintenance.refused')}</strong>
      </div>
      <Lines v={v} id={id} />
      <div className="maintenance-rule">{t('maintenance.rule')}</div>
    </div>
  );
}

export function MaintenanceAnswer() {
  const v = useHoverMaintenance();
  return v ? <MaintenanceVerdictView v={v} /> : null;
}
