/** The workspace constants of spec workspace.md §9, in one place. */

export const ZOOM = {
  /** The toolbar's zoom: 0.5 to 2.25 in steps of 0.2, reset to 1. */
  min: 0.5,
  max: 2.25,
  step: 0.2,
  reset: 1,
} as const;

export const FULLSCREEN_ZOOM = {
  min: 0.25,
  /** Zooming in stops at 2.25; the button is disabled from 3. */
  max: 2.25,
  step: 0.25,
  reset: 1,
} as const;

export const SIDEBAR = {
  defaultWidth: 400,
  minWidth: 280,
  maxWidth: 600,
  collapsedWidth: 50,
  /** Widths of 50 or less are not saved. */
  minSavedWidth: 50,
  keyboardStep: 5,
  keyboardStepShift: 20,
  /** Under this width the sidebar sits at the bottom. */
  bottomBelow: 1024,
  /** Under this width it starts collapsed, and swipes work. */
  collapsedBelow: 768,
  swipeCollapse: 100,
  swipeExpand: 50,
} as const;

/** Responsive width ranges of the sidebar: [max viewport width, min, max]. */
export const SIDEBAR_RANGES: readonly [number, number, number][] = [
  [480, 260, 300],
  [768, 280, 350],
  [1024, 280, 400],
];

export const OPACITY = { manual: 0.5, display: 0.4 } as const;

export const DEFAULT_HIGHLIGHT_COLORS = {
  search: '#71c4ff',
  manual: '#00ff15',
  fast: '#ffd771',
  advanced: '#7171ff',
  standard: '#71ffa0',
  unknown: '#757575',
} as const;

export const MARKING = {
  /** A manual rectangle under 2 units in either direction is ignored. */
  minRectUnits: 2,
  /** A drag that does not exceed 2 × 2 px shows selectionTooSmall. */
  tinySelectionPx: 2,
  clickMaxMs: 300,
  clickMaxPx: 8,
  cancelBelowPx: 3,
  lineMergePx: 6,
  /** Padding around text-selection highlights, in page units. */
  textPadX: 2,
  textPadY: 4,
} as const;

/** Delete-by-position matching (spec §4). */
export const POSITION_MATCH = {
  overlap: 0.05,
  centreDistance: 50,
  sizeRatioDifference: 0.7,
} as const;

export const TRUNCATE = {
  filePanel: 32,
  thumbnailTitle: 24,
  statusFile: 20,
  entityLabel: 15,
  historyName: 24,
  previewName: 25,
} as const;

export const NOTICE_MS = {
  info: 3_000,
  success: 3_000,
  uploadError: 5_000,
  /** Long enough to read what a conversion showed or left out; the files panel keeps it. */
  conversionNotes: 15_000,
  historyInfoDelay: 1_000,
  historyInfo: 5_000,
  historyLoaded: 3_000,
  historyError: 4_000,
} as const;

export const TIMING_MS = {
  contextMenuClose: 10_000,
  fullscreenToolbarHide: 3_000,
  scrollSettle: 20,
  redactTimeout: 60_000,
} as const;

export const PAGE = {
  placeholderHeight: 800,
  placeholderMinHeight: 500,
  visibilityThreshold: 0.1,
  thumbnailScale: 0.2,
} as const;

/** Responsive base scale: [max viewport width, padding, min scale, max scale]. */
export const BASE_SCALE_RANGES: readonly [number, number, number, number][] = [
  [767, 16, 0.4, 1.2],
  [1023, 24, 0.5, 1.3],
  [Infinity, 32, 0.5, 1.5],
];

export const HISTORY_PAGE_SIZE = 100;
