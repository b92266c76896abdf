import { useEffect } from 'react';
import { useT } from './StoreContext.tsx';

/** A tab whose file could not load: says so, tries again on the button, and by itself when the browser comes back online. */
export function ChunkErrorPanel({ retry }: { retry: () => void }) {
  const t = useT();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <div role="alert" className="panel-error">
      <p>{t('error.chunk')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('build.retry')}
      </button>
    </div>
  );
}
