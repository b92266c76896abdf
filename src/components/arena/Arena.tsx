import { useT } from '../StoreContext.tsx';

/** The AI arena: matches between players and the strong-solve check. */
export function Arena() {
  const t = useT();
  return <p>{t('arena.title')}</p>;
}
