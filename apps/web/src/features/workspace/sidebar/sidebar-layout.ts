import { SIDEBAR, SIDEBAR_RANGES } from '../workspace-constants';

export type SidebarPosition = 'left' | 'bottom';

/** Left on wide screens, at the bottom under 1024 px. */
export function sidebarPosition(viewportWidth: number): SidebarPosition {
  return viewportWidth < SIDEBAR.bottomBelow ? 'bottom' : 'left';
}

/** The widths the sidebar may take on a screen this wide (spec §9 responsive ranges). */
export function widthRange(viewportWidth: number): { min: number; max: number } {
  const range = SIDEBAR_RANGES.find(([upTo]) => viewportWidth <= upTo);
  return range
    ? { min: range[1], max: range[2] }
    : { min: SIDEBAR.minWidth, max: SIDEBAR.maxWidth };
}

export function clampWidth(width: number, viewportWidth: number): number {
  const { min, max } = widthRange(viewportWidth);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/** The width after one arrow-key press on the resize handle: 5 px, or 20 with Shift. */
export function keyboardResize(
  width: number,
  key: string,
  shift: boolean,
  viewportWidth: number,
): number | null {
  const step = shift ? SIDEBAR.keyboardStepShift : SIDEBAR.keyboardStep;
  const { min, max } = widthRange(viewportWidth);
  const next: Record<string, number> = {
    ArrowRight: width + step,
    ArrowLeft: width - step,
    Home: min,
    End: max,
  };
  return key in next ? clampWidth(next[key]!, viewportWidth) : null;
}

/**
 * What a vertical swipe on the bottom sidebar does on a narrow screen: more than 100 px down
 * collapses it, more than 50 px up expands it (spec §9).
 */
export function swipeAction(
  deltaY: number,
  position: SidebarPosition,
  viewportWidth: number,
): 'collapse' | 'expand' | null {
  if (position !== 'bottom' || viewportWidth > SIDEBAR.collapsedBelow) return null;
  if (deltaY > SIDEBAR.swipeCollapse) return 'collapse';
  if (deltaY < -SIDEBAR.swipeExpand) return 'expand';
  return null;
}
