import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { HOME } from './focus.ts';

export interface TabDef {
  readonly id: string;
  readonly label: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs; only the active panel is rendered. */
export function Tabs({ tabs, active, onChange, label, children }: { tabs: readonly TabDef[]; active: string; onChange: (id: string) => void; label: string; children: ReactNode }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === active);
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = tabs[(i + d + tabs.length) % tabs.length];
    onChange(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            className={t.id === active ? 'active' : ''}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="tab-panel" data-focus-home={HOME.heading}>
        {children}
      </div>
    </>
  );
}
