import { useT } from '../../../components/StoreContext.tsx';
import type { LabCameraControls } from './useLabCamera.ts';

/** The lab tree's view buttons: follow the step (pressed while the camera follows), the whole tree, zoom. */
export function LabViewBar({ camera }: { camera: LabCameraControls }) {
  const t = useT();
  return (
    <div className="lab-view-bar" role="group" aria-label={t('lab.view')}>
      <button type="button" className="button" aria-pressed={camera.mode === 'home'} title={t('lab.view.followLabel')} onClick={camera.follow}>
        {t('lab.view.follow')}
      </button>
      <button type="button" className="button" title={t('lab.view.wholeLabel')} onClick={camera.showWhole}>
        {t('lab.view.whole')}
      </button>
      <button type="button" className="button lab-zoom" aria-label={t('lab.view.zoomIn')} title={t('lab.view.zoomIn')} onClick={() => camera.zoomBy(1.4)}>
        +
      </button>
      <button type="button" className="button lab-zoom" aria-label={t('lab.view.zoomOut')} title={t('lab.view.zoomOut')} onClick={() => camera.zoomBy(1 / 1.4)}>
        −
      </button>
    </div>
  );
}
