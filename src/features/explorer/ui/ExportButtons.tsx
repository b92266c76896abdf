import { useT } from '../../../components/StoreContext.tsx';

export type ExportKind = 'png' | 'slide' | 'svg';

/** The tree picture's downloads: PNG of the screen, a 1920×1080 slide, and SVG when the picture has one. */
export function ExportButtons({ onExport, svg = true }: { onExport: (kind: ExportKind) => void; svg?: boolean }) {
  const t = useT();
  return (
    <span className="toolbar-group toolbar-exports">
      <button type="button" className="button" title={t('explorer.exportPngLabel')} onClick={() => onExport('png')}>
        <span aria-hidden="true">⤓</span> {t('explorer.exportPng')}
      </button>
      <button type="button" className="button" title={t('explorer.exportSlideLabel')} onClick={() => onExport('slide')}>
        <span aria-hidden="true">⤓</span> {t('explorer.exportSlide')}
      </button>
      {svg && (
        <button type="button" className="button" title={t('explorer.exportSvgLabel')} onClick={() => onExport('svg')}>
          <span aria-hidden="true">⤓</span> {t('explorer.exportSvg')}
        </button>
      )}
    </span>
  );
}
