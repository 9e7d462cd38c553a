import { DEFAULT_GENERAL_SETTINGS, type TGeneralSettingsRecord } from '@workbench/contracts';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { buildHighlight } from '../test-fixtures';
import { useWorkspaceSettings } from '../workspace-settings';
import { HighlightLayer } from './HighlightLayer';
import { useHighlightsStore } from './highlights-store';

function settings(extra: Partial<TGeneralSettingsRecord>): TGeneralSettingsRecord {
  return {
    ...DEFAULT_GENERAL_SETTINGS,
    language: 'en',
    id: 1,
    user_id: 'u',
    created_at: '',
    updated_at: '',
    ...extra,
  };
}

beforeEach(() => {
  startI18n();
  useWorkspaceSettings.setState({ general: null });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useHighlightsStore
    .getState()
    .add([
      buildHighlight({ id: 'box', color: '#00ff15' }),
      buildHighlight({ id: 'name', type: 'ENTITY', model: 'fast', color: '#ffd771' }),
    ]);
});

describe('highlight layer', () => {
  it('draws marks in the colour the settings give their kind now, also marks made before', () => {
    render(<HighlightLayer fileKey="a" page={1} scale={1} />);
    const box = () => screen.getByTestId('highlights-1').querySelector('[data-highlight-id="box"]');
    const name = () =>
      screen.getByTestId('highlights-1').querySelector('[data-highlight-id="name"]');
    // Before the settings are known, the colour each mark was made with.
    expect(box()).toHaveStyle({ backgroundColor: '#00ff15' });

    act(() =>
      useWorkspaceSettings
        .getState()
        .setGeneral(settings({ color_method_manual: '#123456', color_method_ml: '#abcdef' })),
    );
    expect(box()).toHaveStyle({ backgroundColor: '#123456' });
    expect(name()).toHaveStyle({ backgroundColor: '#abcdef' });
    expect(name()).toHaveAttribute('data-status', 'suggested');
    expect(box()).toHaveAttribute('data-status', 'accepted');
  });
});
