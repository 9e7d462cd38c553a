import { useTranslation } from 'react-i18next';

type Props = {
  zoom: number;
  limits: { min: number; max: number };
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
};

/** Zoom out, the percentage (which resets), zoom in. */
export function ZoomControls({ zoom, limits, onZoomIn, onZoomOut, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <span className="workspace-toolbar-zoom">
      <button
        type="button"
        className="button"
        disabled={zoom <= limits.min}
        onClick={onZoomOut}
        aria-label={t('workspace.toolbar.zoomOut')}
        title="-"
      >
        −
      </button>
      <button
        type="button"
        className="button"
        onClick={onReset}
        aria-label={t('workspace.toolbar.resetZoom')}
        title="0"
      >
        <span data-testid="zoom-level">{Math.round(zoom * 100)}%</span>
      </button>
      <button
        type="button"
        className="button"
        disabled={zoom >= limits.max}
        onClick={onZoomIn}
        aria-label={t('workspace.toolbar.zoomIn')}
        title="="
      >
        +
      </button>
    </span>
  );
}
