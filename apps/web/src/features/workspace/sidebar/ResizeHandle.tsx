import { useTranslation } from 'react-i18next';
import { clampWidth, keyboardResize, widthRange } from './sidebar-layout';
import { useSidebarStore } from './sidebar-store';

/** The sidebar's right edge: drag it, or focus it and use the arrow keys (Shift for 20 px). */
export function ResizeHandle({ viewportWidth }: { viewportWidth: number }) {
  const { t } = useTranslation();
  const width = useSidebarStore((state) => state.width);
  const { min, max } = widthRange(viewportWidth);
  const shown = clampWidth(width, viewportWidth);

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    const handle = event.currentTarget;
    const origin = { x: event.clientX, width: shown };
    handle.setPointerCapture(event.pointerId);
    const move = (moved: PointerEvent) =>
      useSidebarStore
        .getState()
        .setWidth(clampWidth(origin.width + moved.clientX - origin.x, viewportWidth));
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  }

  return (
    <div
      className="sidebar-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('workspace.sidebar.resize')}
      aria-valuenow={shown}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={(event) => {
        const next = keyboardResize(shown, event.key, event.shiftKey, viewportWidth);
        if (next === null) return;
        event.preventDefault();
        useSidebarStore.getState().setWidth(next);
      }}
    />
  );
}
