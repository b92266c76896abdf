interface Props {
  /** 0..1; null when the end cannot be foreseen (a solve: the bar moves, the detail counts). */
  readonly fraction: number | null;
  readonly label: string;
  readonly detail?: string;
}

/** An accessible progress bar with a percentage, or without one when the work's size is unknown. */
export function ProgressBar({ fraction, label, detail }: Props) {
  if (fraction === null) {
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
  const pct = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div className="progress">
      <div className="progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={detail ? `${pct}% ${detail}` : `${pct}%`}>
        <div className="progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="progress-text">
        <span>{detail}</span>
        <span className="progress-pct">{pct}%</span>
      </div>
    </div>
  );
}
