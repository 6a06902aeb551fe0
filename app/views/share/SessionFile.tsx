/**
 * Saves the session as a scenario file (its commands, and what holds now as expectations) that
 * `npm run -s sim -- run <file>` runs unchanged; a scenario file dropped on the page opens here.
 */
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { exportSessionFile } from '../../runtime/share.ts';
import { useAppStore } from '../../store/index.ts';

export function SessionFile() {
  const t = useT('share');
  const preset = useAppStore((s) => s.presetName);
  const [saved, setSaved] = useState<string | null>(null);
  const save = () => {
    const name = `${preset}-session.json`;
    const url = URL.createObjectURL(new Blob([exportSessionFile()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setSaved(name);
  };
  return (
    <div className="field" data-testid="session-file">
      <span className="field-label">{t('session.title')}</span>
      <div className="input-row">
        <button type="button" className="btn" data-testid="session-save" onClick={save}>
          {t('session.save')}
        </button>
      </div>
      <span className="field-help">
        {saved ? t('session.saved', { file: saved }) : t('session.help')} {t('session.drop')}
      </span>
    </div>
  );
}
