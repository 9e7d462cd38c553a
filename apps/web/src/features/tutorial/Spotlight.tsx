import { spotlightBox, type Rect } from './tutorial-geometry';

/**
 * Dims the page around the target: the box's shadow covers everything else, and the box itself
 * (border, pulsing glow) lets clicks through to the app.
 */
export function Spotlight({ target }: { target: Rect }) {
  return <div className="tutorial-spotlight" aria-hidden="true" style={spotlightBox(target)} />;
}
