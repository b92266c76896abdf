/** The playback icons, as SVG so they never depend on a font's glyphs. */
export type LabIconName = 'start' | 'back' | 'play' | 'pause' | 'forward' | 'end';

const PATHS: Record<LabIconName, string> = {
  start: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  play: 'M5 3v10l8-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  forward: 'M4 3v10l7-5z',
  end: 'M3 3v10l7-5zM11 3h2v10h-2z',
};

/** A 16px playback icon, hidden from screen readers (its button has the label). */
export function LabIcon({ name }: { name: LabIconName }) {
  return (
    <svg className="lab-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
