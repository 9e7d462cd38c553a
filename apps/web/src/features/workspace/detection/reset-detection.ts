import { useDetectionChoices } from './detection-choices-store';
import { ENDED_BY_RESET, useDetectionStore } from './detection-store';
import { forgetSavedDetectionSettings } from './saved-detection-settings';

/** The user left: any run stops quietly, and the summaries and choices are forgotten. */
export function resetDetection() {
  useDetectionStore.getState().run?.controller.abort(ENDED_BY_RESET);
  useDetectionStore.setState(useDetectionStore.getInitialState());
  useDetectionChoices.setState(useDetectionChoices.getInitialState());
  forgetSavedDetectionSettings();
}
