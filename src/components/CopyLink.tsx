import { useEffect, useRef, useState } from 'react';
import { shareHash } from '../store/url.ts';
import { useAppStoreApi, useT } from './StoreContext.tsx';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

/** "Copy link": copies a link to exactly what is on screen (every option written out); where the browser refuses, shows the link to copy by hand. */
export function CopyLink() {
  const t = useT();
  const store = useAppStoreApi();
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.kind === 'manual') input.current?.select();
    if (state.kind !== 'copied') return;
    const id = setTimeout(() => setState({ kind: 'idle' }), 4000);
    return () => clearTimeout(id);
  }, [state]);
  const copy = () => {
    const link = `${location.href.split('#')[0]}${shareHash(store.getState(), location.hash)}`;
    const manual = () => setState({ kind: 'manual', link });
    if (!navigator.clipboard) return manual();
    navigator.clipboard.writeText(link).then(() => setState({ kind: 'copied' }), manual);
  };
  return (
    <div className="copy-link">
      <button type="button" className="button" title={t('share.copyLinkHint')} onClick={copy}>
        {t('share.copyLink')}
      </button>
      <span role="status" className="copy-link-status">
        {state.kind === 'copied' && t('share.copied')}
        {state.kind === 'manual' && t('share.copyFailed')}
      </span>
      {state.kind === 'manual' && <input ref={input} className="copy-link-input" readOnly value={state.link} aria-label={t('share.linkLabel')} onFocus={(e) => e.currentTarget.select()} />}
    </div>
  );
}
