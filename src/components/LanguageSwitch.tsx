import { selectLanguage } from './selectors.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/translate.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';
import { Segmented } from './Segmented.tsx';


/** English / Japanese switch, remembered in settings. */
export function LanguageSwitch() {
  const t = useT();
  const lang = useAppStore(selectLanguage);
  const store = useAppStoreApi();
  return (
    <Segmented<Language> options={LANGUAGES} value={lang} onChange={(l) => store.getState().setLanguage(l)} text={(l) => LANGUAGE_NAMES[l]} label={t('app.language')} lang={(l) => l} />
  );
}
