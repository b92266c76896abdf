import { formatInterval, formatRate } from '../../../ai/progress.ts';
import type { ArenaJobStatus } from '../state/arenaSlice.ts';
import { useT } from '../../../components/StoreContext.tsx';

interface Props {
  readonly job: { readonly status: ArenaJobStatus; readonly done: number; readonly total: number; readonly elapsedMs: number };
  readonly unit: 'games' | 'positions';
  readonly label: string;
}

/**
 * The match's progress bar with what the source article's tqdm line says
 * (percent, done of total, elapsed, remaining, rate), in words a class reads.
 * The numbers come from the worker's own clock; the remaining time is the
 * rest at the rate so far.
 */
export function ArenaProgress({ job, unit, label }: Props) {
  const t = useT();
  const finished = job.status === 'done';
  const fraction = finished ? 1 : job.total > 0 ? Math.min(1, job.done / job.total) : 0;
  const percent = Math.floor(fraction * 100);
  const seconds = job.elapsedMs / 1000;
  const rate = seconds > 0 ? job.done / seconds : Number.NaN;
  const remaining = finished ? formatInterval(0) : rate > 0 ? formatInterval(Math.round((job.total - job.done) / rate)) : '?';
  const params = { done: job.done, total: job.total, unit: t(unit === 'games' ? 'arena.unit.games' : 'arena.unit.positions'), elapsed: formatInterval(seconds), remaining, rate: formatRate(rate), percent };
  const line = job.status === 'preparing' ? t('arena.progress.preparing') : t('arena.progress.line', params);
  return (
    <div className="arena-progress" data-status={job.status}>
      <span className="arena-pct">{percent}%</span>
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={job.status === 'preparing' ? line : t('arena.progress.text', params)}
      >
        <div className="progress-fill" style={{ width: `${fraction * 100}%` }} />
      </div>
      <span className="arena-tqdm">{line}</span>
    </div>
  );
}
