/**
 * The AI's solve under way: a bar that moves without a percentage (the size of a solve is not known beforehand) and
 * the positions searched so far; the progress bar of work whose end cannot be foreseen (components/ProgressBar.tsx
 * has the percentage).
 */
export function SolvingProgress({ label, detail }: { label: string; detail: string }) {
  return (
    <div className="progress">
      <div className="progress-track progress-unknown" role="progressbar" aria-label={label} aria-valuetext={detail}>
        <div className="progress-fill" />
      </div>
      <div className="progress-text">
        <span>{detail}</span>
      </div>
    </div>
  );
}
