import { useT } from '../StoreContext.tsx';

/** The search lab: minimax and alpha-beta step by step on the focus position. */
export function SearchLab() {
  const t = useT();
  return <p>{t('lab.title')}</p>;
}
