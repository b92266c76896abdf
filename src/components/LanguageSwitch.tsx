import { selectLanguage } from './selectors.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/translate.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';


/** English / Japanese switch, remembered in settings. */
export function LanguageSwitch() {
  const t = useT();
  const lang = useAppStore(selectLanguage);
  const store = useAppStoreApi();
  return (
    <div className="segmented" role="group" aria-label={t('app.language')}>
      {LANGUAGES.map((l: Language) => (
        <button key={l} type="button" lang={l} aria-pressed={l === lang} className={l === lang ? 'active' : ''} onClick={() => store.getState().setLanguage(l)}>
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
