import { DEFAULT_GENERAL_SETTINGS, type TGeneralSettingsRecord } from '@workbench/contracts';
import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
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

  it('names a mark in its tooltip in the reader’s language, the engine too', async () => {
    useHighlightsStore.getState().add([
      buildHighlight({
        id: 'fnr',
        type: 'ENTITY',
        entity: 'NO_FODSELSNUMMER',
        model: 'fast',
        text: '01017012345',
      }),
    ]);
    const tooltip = (id: string) =>
      screen
        .getByTestId('highlights-1')
        .querySelector(`[data-highlight-id="${id}"]`)
        ?.getAttribute('title');
    await act(() => i18n.changeLanguage('nb'));
    try {
      render(<HighlightLayer fileKey="a" page={1} scale={1} />);
      expect(tooltip('fnr')).toBe(
        `${i18n.t('entityTypes.NO_FODSELSNUMMER')} · 01017012345 · Rask ML`,
      );
      expect(tooltip('fnr')).not.toMatch(/fast|NO_FODSELSNUMMER/);
      expect(tooltip('box')).toMatch(new RegExp(`^${i18n.t('workspace.marks.types.MANUAL')}`));
      expect(tooltip('box')).not.toMatch(/MANUAL/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says in its tooltip why a detection was typed so, in the reader’s language', async () => {
    useHighlightsStore.getState().add([
      buildHighlight({
        id: 'org',
        type: 'ENTITY',
        entity: 'EMAIL_ADDRESS',
        model: 'fast',
        text: 'post@nav.no',
        basis: { block: 'sender', holder: 'organisation' },
      }),
      buildHighlight({
        id: 'phone',
        type: 'ENTITY',
        entity: 'PHONE_NUMBER',
        model: 'fast',
        text: '41234567',
        basis: { label: 'Telefonnummer' },
      }),
    ]);
    const tooltip = (id: string) =>
      screen
        .getByTestId('highlights-1')
        .querySelector(`[data-highlight-id="${id}"]`)
        ?.getAttribute('title');
    const { unmount } = render(<HighlightLayer fileKey="a" page={1} scale={1} />);
    expect(tooltip('org')).toBe(
      `${i18n.t('entityTypes.EMAIL_ADDRESS')} · post@nav.no · Fast ML · Sender block · organisation`,
    );
    expect(tooltip('phone')).toMatch(/ · Field: Telefonnummer$/);
    unmount();
    await act(() => i18n.changeLanguage('nb'));
    try {
      render(<HighlightLayer fileKey="a" page={1} scale={1} />);
      expect(tooltip('org')).toMatch(/ · Rask ML · Avsenderblokk · virksomhet$/);
      expect(tooltip('phone')).toMatch(/ · Felt: Telefonnummer$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
