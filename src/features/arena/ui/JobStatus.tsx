import type { ArenaJobStatus } from '../state/arenaSlice.ts';
import type { ArenaSource } from '../../../worker/arenaClient.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { workerErrorText } from '../../../components/workerErrorText.ts';

interface Props {
  readonly job: { readonly status: ArenaJobStatus; readonly done: number; readonly total: number; readonly error: string | null; readonly source: ArenaSource | null };
  /** What to say when the job was cancelled. */
  readonly cancelled: string;
}

/** One line under a progress bar: cancelled, failed, or run without a worker; nothing otherwise. */
export function JobStatus({ job, cancelled }: Props) {
  const t = useT();
  if (job.status === 'cancelled') {
    return (
      <p className="arena-status" role="status">
        {cancelled}
      </p>
    );
  }
  if (job.status === 'error') {
    return (
      <p className="arena-status arena-error" role="alert">
        {t('arena.status.error', { message: workerErrorText(job.error ?? '') })}
      </p>
    );
  }
  if (job.status === 'done' && job.source === 'main-thread') return <p className="arena-status muted">{t('arena.ranInline')}</p>;
  return null;
}
