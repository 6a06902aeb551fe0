/** The cluster on screen as YDB YAML: shown on demand and downloadable. */
import { useT } from '../../i18n/useT.ts';
import { useState } from 'react';
import { currentYaml } from '../../runtime/importConfig.ts';

export function ConfigExport() {
  const t = useT('setup');
  const [yaml, setYaml] = useState<string | null>(null);
  const download = () => {
    const text = currentYaml();
    setYaml(text);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    a.download = 'config.yaml';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className="config-export">
      <div className="setup-actions">
        <button type="button" className="btn" data-testid="config-export" onClick={download}>
          {t('export.download')}
        </button>
        <button
          type="button"
          className="btn"
          data-testid="config-show"
          onClick={() => setYaml(yaml === null ? currentYaml() : null)}
        >
          {yaml === null ? t('export.show') : t('export.hide')}
        </button>
      </div>
      {yaml !== null && (
        <textarea
          className="input config-text"
          data-testid="config-export-text"
          aria-label={t('export.text')}
          readOnly
          rows={8}
          value={yaml}
        />
      )}
    </div>
  );
}
