import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { DemoClip } from './DemoClip';

/** Answers HEAD requests for the clips in `existing` as video files, and others as the app page. */
function serveClips(existing: string[]) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      new Response(null, {
        headers: { 'Content-Type': existing.includes(url) ? 'video/webm' : 'text/html' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const clip = (container: HTMLElement) => container.querySelector('video');

beforeEach(() => {
  startI18n();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('demo clip', () => {
  it('shows the loading placeholder, then the clip playing muted in a loop', async () => {
    const fetchMock = serveClips([]);
    const { container } = render(<DemoClip name="upload" type="video" />);
    expect(screen.getByText('Loading animation...')).toBeVisible();
    await act(() => Promise.resolve());
    const video = clip(container)!;
    expect(video).toHaveAttribute('src', '/videos/upload.webm');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays the Norwegian clip in Norwegian, falling back to the default one if it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => i18n.changeLanguage('nb'));
    serveClips(['/videos/search_no.webm']);
    const { container } = render(<DemoClip name="search" type="video" />);
    expect(screen.getByText('Laster animasjon …')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(clip(container)).toHaveAttribute('src', '/videos/search_no.webm');
    fireEvent.error(clip(container)!);
    expect(clip(container)).toHaveAttribute('src', '/videos/search.webm');
  });

  it('uses the default clip in Norwegian when there is no Norwegian one', async () => {
    await act(() => i18n.changeLanguage('nb'));
    const fetchMock = serveClips([]);
    const { container } = render(<DemoClip name="detect" type="video" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalledWith('/videos/detect_no.webm', { method: 'HEAD' });
    expect(clip(container)).toHaveAttribute('src', '/videos/detect.webm');
  });

  it('leaves nothing on screen, and only logs, when the clip cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveClips([]);
    const { container } = render(<DemoClip name="redact" type="video" />);
    await act(() => Promise.resolve());
    fireEvent.error(clip(container)!);
    expect(container).toBeEmptyDOMElement();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows a gif clip as an image and a lottie clip only as the placeholder', async () => {
    serveClips([]);
    const { container, rerender } = render(<DemoClip name="upload" type="svg" />);
    await act(() => Promise.resolve());
    expect(container.querySelector('img')).toHaveAttribute('src', '/videos/upload.gif');
    rerender(<DemoClip name="upload" type="lottie" />);
    await act(() => Promise.resolve());
    expect(screen.getByText('Loading animation...')).toBeVisible();
    expect(container.querySelector('img, video')).toBeNull();
  });
});
