import type { StepPosition, TutorialPhase, TutorialStep } from './tutorial-types';

const ROUTES = {
  workspace: '/playground',
  settings: '/user/settings',
  subscription: '/subscription/manage',
  organization: '/organization',
} as const;

/** The routes the tutorial shows steps on; it starts by itself only there. */
export const TUTORIAL_ROUTES: readonly string[] = Object.values(ROUTES);

/** 'toolbar-upload' → 'toolbarUpload', the step's key under tutorial.steps in the locales. */
function translationKeyOf(id: string): string {
  return id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

type StepOptions = Partial<
  Pick<TutorialStep, 'skipEnabled' | 'animationType' | 'animationName' | 'targetSelector'>
>;

function step(
  id: string,
  phase: TutorialPhase,
  route: string,
  position: StepPosition,
  options: StepOptions = {},
): TutorialStep {
  const key = `tutorial.steps.${translationKeyOf(id)}`;
  return {
    id,
    targetSelector: `[data-tutorial="${id}"]`,
    position,
    route,
    titleKey: `${key}.title`,
    descriptionKey: `${key}.description`,
    skipEnabled: true,
    hasAnimation: options.animationName !== undefined,
    phase,
    ...options,
  };
}

const MARKS_TAB = '[data-tutorial="sidebar-marks"]';

/** A toolbar step with its demo clip, /videos/{name}.webm. */
function withClip(name: string): StepOptions {
  return { animationType: 'video', animationName: name };
}

/**
 * The spec's 26 steps (§2) with the review model added (issue 50): after the sidebar, how a
 * suggestion is reviewed in Marks, coded, redacted and logged; and a last step back in the
 * workspace, so the tour ends where the work is. The spec's navigation "settings" area and the
 * settings "general" section are one step: the general tab's text also says Settings open from
 * the user menu.
 */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  step('welcome', 'toolbar', ROUTES.workspace, 'center', { targetSelector: null }),
  step('toolbar-upload', 'toolbar', ROUTES.workspace, 'bottom', withClip('upload')),
  step('toolbar-search', 'toolbar', ROUTES.workspace, 'bottom', withClip('search')),
  step('toolbar-detect', 'toolbar', ROUTES.workspace, 'bottom', withClip('detect')),
  step('toolbar-redact', 'toolbar', ROUTES.workspace, 'bottom', withClip('redact')),
  step('toolbar-save', 'toolbar', ROUTES.workspace, 'bottom'),
  step('toolbar-print', 'toolbar', ROUTES.workspace, 'bottom'),
  step('toolbar-edit', 'toolbar', ROUTES.workspace, 'bottom'),
  step('sidebar-thumbnails', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-files', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-detection', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-search', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-redaction', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-settings', 'sidebar', ROUTES.workspace, 'right'),
  step('sidebar-history', 'sidebar', ROUTES.workspace, 'right'),
  step('review-marks', 'review', ROUTES.workspace, 'right', { targetSelector: MARKS_TAB }),
  step('review-codes', 'review', ROUTES.workspace, 'right', { targetSelector: MARKS_TAB }),
  step('review-redact', 'review', ROUTES.workspace, 'bottom', {
    targetSelector: '[data-tutorial="toolbar-redact"]',
  }),
  step('review-log', 'review', ROUTES.workspace, 'right', {
    targetSelector: '[data-tutorial="sidebar-redaction"]',
  }),
  step('navigation-user-menu', 'navigation', ROUTES.workspace, 'left'),
  step('navigation-subscription', 'navigation', ROUTES.workspace, 'left'),
  step('navigation-organization', 'navigation', ROUTES.workspace, 'left'),
  step('settings-general', 'settings', ROUTES.settings, 'bottom'),
  step('settings-account', 'settings', ROUTES.settings, 'bottom'),
  step('settings-entity', 'settings', ROUTES.settings, 'bottom'),
  step('settings-search', 'settings', ROUTES.settings, 'bottom'),
  step('settings-banlist', 'settings', ROUTES.settings, 'bottom'),
  step('subscription-overview', 'subscription', ROUTES.subscription, 'bottom'),
  step('subscription-api-keys', 'subscription', ROUTES.subscription, 'bottom'),
  step('organization-overview', 'organization', ROUTES.organization, 'bottom'),
  // Skip would do what Complete does on the last step, so only Complete is offered.
  step('finish', 'finish', ROUTES.workspace, 'center', {
    targetSelector: null,
    skipEnabled: false,
  }),
];
