import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useDetectionStore } from './detection-store';
import { StatusBar } from './StatusBar';
import { batchCompleted, fileCompleted, fileStarted, pageCompleted } from './test-events';

const store = () => useDetectionStore.getState();
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const progressText = () => document.querySelector('.detection-status-progress')?.textContent;
const announced = () => screen.getByRole('status').textContent;
const bar = () => screen.queryByRole('region', { name: 'Detection progress' });

function start(pageCount: number | null = 4) {
  render(<StatusBar />);
  act(
    () =>
      void store().begin([{ key: 'k', name: 'annual-report-for-the-board-2025.pdf', pageCount }]),
  );
}

beforeEach(() => {
  startI18n();
  vi.useFakeTimers();
  // The lowest step (1 %) after the shortest wait (0.5 s).
  vi.spyOn(Math, 'random').mockReturnValue(0);
  useDetectionStore.setState(useDetectionStore.getInitialState());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('detection status bar', () => {
  it('shows nothing until a run starts', () => {
    render(<StatusBar />);
    expect(bar()).toBeNull();
  });

  it('moves a simulated progress before the first real event, never past 99', () => {
    start(null);
    expect(progressText()).toContain('0 %');
    advance(499);
    expect(progressText()).toContain('0 %');
    advance(1);
    expect(progressText()).toContain('1 %');
    advance(2_000);
    expect(progressText()).toContain('5 %');
    advance(500 * 200);
    expect(progressText()).toContain('99 %');
  });

  it('keeps the simulated progress short of the first page, so real progress never goes back', () => {
    start(4);
    advance(500 * 200);
    expect(progressText()).toContain('24 %');
    act(() => {
      store().receive(fileStarted('annual-report-for-the-board-2025.pdf', 0, 4));
      store().receive(pageCompleted('annual-report-for-the-board-2025.pdf', 1, 4));
    });
    expect(progressText()).toContain('25 %');
  });

  it('steps up to 2 % after up to 1.5 s with other random draws', () => {
    vi.mocked(Math.random).mockReturnValue(0.999);
    start();
    advance(1_498);
    expect(progressText()).toContain('0 %');
    advance(2);
    expect(progressText()).toContain('2 %');
  });

  it('shows real progress once pages complete, and 100 at the end of the batch', () => {
    start();
    advance(3_000);
    act(() => {
      store().receive(fileStarted('annual-report-for-the-board-2025.pdf', 0, 4));
      store().receive(pageCompleted('annual-report-for-the-board-2025.pdf', 1, 4));
    });
    expect(progressText()).toBe('0 of 1 file · 1 of 4 pages · 25 %');
    expect(screen.getByText('Page done')).toBeVisible();
    expect(screen.getByText('annual-report-f….pdf')).toHaveAttribute(
      'title',
      'annual-report-for-the-board-2025.pdf',
    );
    act(() => void store().receive(batchCompleted(1, 4)));
    expect(progressText()).toContain('100 %');
  });

  it('clears a passing event after 3 s, but keeps a completion', () => {
    start();
    act(() => void store().receive(fileStarted('a.pdf', 0, 4)));
    expect(screen.getByText('Analysing file')).toBeVisible();
    advance(3_000);
    expect(screen.queryByText('Analysing file')).toBeNull();
    expect(screen.getByText('Working…')).toBeVisible();
    act(() => void store().receive(pageCompleted('a.pdf', 1, 4)));
    advance(10_000);
    expect(screen.getByText('Page done')).toBeVisible();
  });

  it('locks the stop button for 0.5 s, and stopping fails the files', () => {
    start();
    const stop = screen.getByRole('button', { name: 'Stop detection' });
    expect(stop).toBeDisabled();
    advance(500);
    expect(stop).toBeEnabled();
    fireEvent.click(stop);
    expect(store().isStreaming).toBe(false);
    expect(store().processing.k?.status).toBe('failed');
    expect(screen.queryByRole('button', { name: 'Stop detection' })).toBeNull();
  });

  it('hides 3 s after the stream ends and clears all status 0.3 s later', () => {
    start();
    act(() => {
      store().receive(fileStarted('a.pdf', 0, 4));
      store().receive(batchCompleted(1, 4));
      store().finish(store().run!.controller);
    });
    advance(2_999);
    expect(bar()).toHaveAttribute('data-hiding', 'false');
    advance(1);
    expect(bar()).toHaveAttribute('data-hiding', 'true');
    advance(299);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
    expect(store().isStatusOpen).toBe(false);
    expect(store().events).toEqual([]);
    expect(store().progress.progressPercentage).toBe(0);
  });

  it('closes at once with the close button', () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Close status' }));
    expect(bar()).toBeNull();
    expect(store().isStatusOpen).toBe(false);
  });

  it('announces milestones only, not every page', () => {
    start();
    const name = 'annual-report-for-the-board-2025.pdf';
    act(() => {
      store().receive(fileStarted(name, 0, 4));
      store().receive(pageCompleted(name, 1, 4));
      store().receive(pageCompleted(name, 2, 4));
    });
    advance(3_000);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(announced()).toBe('');
    act(() => void store().receive(fileCompleted(name, 4)));
    expect(announced()).toBe(`${name} done: 1 of 1 file`);
    act(() => void store().receive(batchCompleted(1, 4)));
    expect(announced()).toBe('Detection finished');
  });

  it('says when the run is stopped and leaves the focus on the close button', () => {
    start();
    advance(500);
    const stop = screen.getByRole('button', { name: 'Stop detection' });
    stop.focus();
    fireEvent.click(stop);
    expect(announced()).toBe('Detection stopped');
    expect(screen.getByRole('button', { name: 'Close status' })).toHaveFocus();
    // It said "Finished" with a spinner.
    expect(document.querySelector('.detection-status-line strong')).toHaveTextContent('Stopped');
    expect(document.querySelector('.detection-status-icon.lucide-loader')).toBeNull();
  });
});
