interface Props {
  /** 0..1 */
  readonly fraction: number;
  readonly label: string;
  readonly detail?: string;
}

/** An accessible progress bar with a percentage. */
export function ProgressBar({ fraction, label, detail }: Props) {
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
