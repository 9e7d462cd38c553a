import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipUrl, probeClip, resolveClipSource } from './clip-source';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('demo clip source', () => {
  it('names webm videos and gif files for gif and svg clips', () => {
    expect(clipUrl('upload', 'video', false)).toBe('/videos/upload.webm');
    expect(clipUrl('upload', 'video', true)).toBe('/videos/upload_no.webm');
    expect(clipUrl('search', 'gif', true)).toBe('/videos/search_no.gif');
    expect(clipUrl('search', 'svg', false)).toBe('/videos/search.gif');
  });

  it('uses the Norwegian clip in Norwegian when it exists, with the default as fallback', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    await expect(resolveClipSource('detect', 'video', 'nb', probe)).resolves.toEqual({
      src: '/videos/detect_no.webm',
      fallbackSrc: '/videos/detect.webm',
    });
    expect(probe).toHaveBeenCalledWith('/videos/detect_no.webm');
  });

  it('uses the default clip when the Norwegian one is missing or cannot be checked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = () => Promise.resolve(false);
    const broken = () => Promise.reject(new Error('offline'));
    const expected = { src: '/videos/redact.webm', fallbackSrc: null };
    await expect(resolveClipSource('redact', 'video', 'nb', missing)).resolves.toEqual(expected);
    await expect(resolveClipSource('redact', 'video', 'nb', broken)).resolves.toEqual(expected);
  });

  it('uses the default clip directly in other languages', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    await expect(resolveClipSource('upload', 'svg', 'en', probe)).resolves.toEqual({
      src: '/videos/upload.gif',
      fallbackSrc: null,
    });
    expect(probe).not.toHaveBeenCalled();
  });

  it('has no file for lottie clips', async () => {
    await expect(resolveClipSource('upload', 'lottie', 'nb')).resolves.toBeNull();
  });

  it('asks with HEAD and counts the app page served for unknown paths as missing', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { headers: { 'Content-Type': 'text/html' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(probeClip('/videos/upload_no.webm')).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/videos/upload_no.webm', { method: 'HEAD' });
    fetchMock.mockResolvedValueOnce(
      new Response(null, { headers: { 'Content-Type': 'video/webm' } }),
    );
    await expect(probeClip('/videos/upload_no.webm')).resolves.toBe(true);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    await expect(probeClip('/videos/upload_no.webm')).resolves.toBe(false);
  });
});
