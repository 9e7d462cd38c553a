import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { EngineDownload } from './EngineDownload';
import { useEngineFiles } from './engine-files-store';
import { gate, installFakeCaches, installFakeServer } from './fake-engine-server';

vi.mock('wasm-feature-detect', () => ({
  relaxedSimd: () => Promise.resolve(false),
  simd: () => Promise.resolve(true),
}));

startI18n();

beforeEach(() => {
  useEngineFiles.setState({ status: 'idle' }, true);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const explanation = 'The engine runs in this browser; its files are kept for offline use.';

describe('EngineDownload', () => {
  it('downloads with a progress bar in megabytes, and says when the files are kept', async () => {
    installFakeCaches();
    const server = installFakeServer();
    const paused = gate();
    server.answers.set('/device/mupdf-wasm-cccc.wasm', { pauseAfterFirst: paused.promise });
    render(<EngineDownload />);
    expect(screen.getByText(explanation)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download the engine' }));
    const bar = await screen.findByRole('progressbar', { name: "Downloading the engine's files" });
    // All but the paused file's last 39,000 bytes of the 91,000 in use have come.
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '52000'));
    expect(bar).toHaveAttribute('aria-valuemax', '91000');
    expect(bar).toHaveAttribute('aria-valuetext', '0.1 of 0.1 MB');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    paused.open();
    expect(
      await screen.findByText("The engine's files (0.1 MB) are kept in this browser."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels back to the download button', async () => {
    installFakeCaches();
    const server = installFakeServer();
    const paused = gate();
    server.answers.set('/device/mupdf-wasm-cccc.wasm', { pauseAfterFirst: paused.promise });
    render(<EngineDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the engine' }));
    await screen.findByRole('progressbar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    paused.open();
    expect(await screen.findByRole('button', { name: 'Download the engine' })).toBeInTheDocument();
  });

  it('says why it failed, and tries again once the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installFakeCaches();
    installFakeServer();
    render(<EngineDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the engine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You are offline. Connect to download the engine's files.",
    );

    onLine.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/are kept in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no retry where the browser cannot keep files, and says they are fetched at use', async () => {
    vi.stubGlobal('caches', undefined);
    installFakeServer();
    render(<EngineDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the engine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fetches its files from the server each time it starts',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the sizes as the reader writes numbers', async () => {
    render(<EngineDownload />);
    act(() =>
      useEngineFiles.setState({ status: 'downloading', done: 12_400_000, total: 20_100_000 }),
    );
    expect(screen.getByText('12.4 of 20.1 MB')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('nb'));
    expect(screen.getByText('12,4 av 20,1 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Motoren kjører i denne nettleseren; filene dens lagres for bruk uten nett.',
      ),
    ).toBeInTheDocument();
  });
});
