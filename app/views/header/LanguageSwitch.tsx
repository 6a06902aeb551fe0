/** EN | RU toggle in the header; the choice is remembered (app/i18n/browser.ts). */
import { setLanguage } from '../../i18n/browser.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useLanguage, useT } from '../../i18n/useT.ts';

export function LanguageSwitch() {
  const t = useT('common');
  const current = useLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')} data-testid="lang-switch">
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={`lang-btn${l === current ? ' active' : ''}`}
          aria-pressed={l === current}
          title={t('language.switchTo', { name: t(`language.${l}`) })}
          data-testid={`lang-${l}`}
          onClick={() => setLanguage(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
