import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveClipSource, type ClipSource } from './clip-source';
import type { AnimationType } from './tutorial-types';

type DemoClipProps = { name: string; type: AnimationType; width?: number; height?: number };

/** The looked-up source of one clip (`key`); a null source is a lottie clip: no file. */
type Lookup = { key: string; source: ClipSource | null; hasFailed: boolean };

/**
 * A step's demo clip: a placeholder while the source is looked up, then the clip, playing muted
 * in a loop. A Norwegian clip that fails falls back to the default one; a default clip that
 * fails leaves nothing, as tutorial errors are console-only (spec §8).
 */
export function DemoClip({ name, type, width, height }: DemoClipProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const key = `${name}.${type}.${language}`;
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void resolveClipSource(name, type, language).then((source) => {
      if (isCurrent) setLookup({ key, source, hasFailed: false });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, name, type, language]);

  const current = lookup?.key === key ? lookup : null;
  const source = current?.source ?? null;

  function handleError() {
    if (source?.fallbackSrc) {
      console.warn('Tutorial: failed to load video; using the default clip', source.src);
      setLookup({ key, source: { src: source.fallbackSrc, fallbackSrc: null }, hasFailed: false });
      return;
    }
    console.error('Tutorial: failed to load video', source?.src);
    setLookup({ key, source, hasFailed: true });
  }

  if (current?.hasFailed) return null;
  if (source === null) {
    return (
      <div className="tutorial-clip tutorial-clip-placeholder">{t('tutorial.clip.loading')}</div>
    );
  }
  if (type !== 'video') {
    return (
      <img
        className="tutorial-clip"
        src={source.src}
        alt=""
        width={width}
        height={height}
        onError={handleError}
      />
    );
  }
  return (
    <video
      key={source.src}
      className="tutorial-clip"
      src={source.src}
      width={width}
      height={height}
      autoPlay
      loop
      muted
      playsInline
      onError={handleError}
    >
      {t('tutorial.clip.unsupported')}
    </video>
  );
}
