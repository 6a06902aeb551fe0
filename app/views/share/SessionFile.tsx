/**
 * Saves the session as a scenario file (its commands, and what holds now as expectations) that
 * `npm run sim -- run <file>` runs unchanged; a scenario file dropped on the page opens here.
 */
import { useState } from 'react';
import { exportSessionFile } from '../../runtime/share.ts';
import { useAppStore } from '../../store/index.ts';

export function SessionFile() {
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
      <span className="field-label">This session</span>
      <div className="input-row">
        <button type="button" className="btn" data-testid="session-save" onClick={save}>
          Save as scenario file
        </button>
      </div>
      <span className="field-help">
        {saved
          ? `Saved ${saved}: run it with npm run sim -- run ${saved}. `
          : 'Saves the cluster, seed and every click with its time; what holds now becomes its expectations. '}
        Drop a scenario .json file anywhere on the page to open it.
      </span>
    </div>
  );
}
