import type { AnimationType } from './tutorial-types';

export type ClipSource = {
  src: string;
  /** The default-language clip to fall back to when `src` (a Norwegian clip) fails to load. */
  fallbackSrc: string | null;
};

/** Norwegian clips carry a _no suffix; gif and svg clips are both .gif files (spec §7). */
export function clipUrl(name: string, type: AnimationType, isNorwegian: boolean): string {
  const extension = type === 'video' ? 'webm' : 'gif';
  return `/videos/${name}${isNorwegian ? '_no' : ''}.${extension}`;
}

export function isNorwegian(language: string): boolean {
  return /^(nb|no|nn)\b/i.test(language);
}

/**
 * Whether a clip file exists. The server answers unknown paths with the app's index.html and a
 * 200, so an HTML answer counts as missing.
 */
export async function probeClip(url: string): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD' });
  const type = response.headers.get('Content-Type') ?? '';
  return response.ok && !type.includes('text/html');
}

/**
 * The clip to play: in Norwegian the _no clip when it exists, else (and in other languages
 * without asking) the default one. Lottie clips have no file, only the placeholder.
 */
export async function resolveClipSource(
  name: string,
  type: AnimationType,
  language: string,
  probe: (url: string) => Promise<boolean> = probeClip,
): Promise<ClipSource | null> {
  if (type === 'lottie') return null;
  const defaultSrc = clipUrl(name, type, false);
  if (!isNorwegian(language)) return { src: defaultSrc, fallbackSrc: null };
  const norwegianSrc = clipUrl(name, type, true);
  try {
    if (await probe(norwegianSrc)) return { src: norwegianSrc, fallbackSrc: defaultSrc };
  } catch (error) {
    // Tutorial errors are console-only (spec §8).
    console.warn('Tutorial: could not check for a Norwegian clip', norwegianSrc, error);
  }
  return { src: defaultSrc, fallbackSrc: null };
}
