import type { ReactNode } from 'react';
import { ChunkErrorPanel } from './ChunkErrorPanel.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ChunkLoadError } from './retryableLazy.ts';
import { useT } from './StoreContext.tsx';

/** A titled panel with its own error boundary. */
export function Panel({ title, className, children }: { title?: string; className?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className={`panel ${className ?? ''}`} aria-label={title}>
      {title && <h2>{title}</h2>}
      <ErrorBoundary
        fallback={(error, reset) =>
          error instanceof ChunkLoadError ? (
            <ChunkErrorPanel retry={reset} />
          ) : (
            <div role="alert" className="panel-error">
              <p>{t('error.panel', { message: error.message })}</p>
              <button type="button" className="button" onClick={reset}>
                {t('error.reset')}
              </button>
            </div>
          )
        }
      >
        {children}
      </ErrorBoundary>
    </section>
  );
}
