import { afterEach, describe, expect, it } from 'vitest';
import { revealInViewer } from './reveal';

function rect(top: number, left: number, height: number, width: number): DOMRect {
  const box = {
    top,
    left,
    height,
    width,
    bottom: top + height,
    right: left + width,
    x: left,
    y: top,
  };
  return { ...box, toJSON: () => box };
}

/** A viewer 600 × 400 px at (100, 50) on the screen with one page inside, laid out as given. */
function viewerWith(page: DOMRect) {
  const viewer = document.createElement('div');
  viewer.className = 'multi-file-viewer';
  const element = document.createElement('div');
  viewer.append(element);
  document.body.append(viewer);
  Object.defineProperty(viewer, 'clientHeight', { value: 600 });
  Object.defineProperty(viewer, 'clientWidth', { value: 400 });
  viewer.getBoundingClientRect = () => rect(100, 50, 600, 400);
  element.getBoundingClientRect = () => page;
  return { viewer, element };
}

afterEach(() => document.body.replaceChildren());

describe('revealInViewer', () => {
  it('puts a page at the top of the viewer', () => {
    const { viewer, element } = viewerWith(rect(1300, 60, 800, 380));
    viewer.scrollTop = 200;
    revealInViewer(element, 'start');
    expect(viewer.scrollTop).toBe(1400);
    expect(viewer.scrollLeft).toBe(0);
  });

  it('centres a mark vertically', () => {
    const { viewer, element } = viewerWith(rect(900, 60, 20, 100));
    revealInViewer(element, 'center');
    // 800 px below the viewer's top, then up by half of (600 - 20).
    expect(viewer.scrollTop).toBe(800 - 290);
  });

  it('brings a mark left of the view back in: a landscape page wider than a phone', () => {
    const { viewer, element } = viewerWith(rect(300, -18, 20, 60));
    viewer.scrollLeft = 100;
    revealInViewer(element, 'center');
    expect(viewer.scrollLeft).toBe(100 - 68);
  });

  it('scrolls right just enough for a mark past the right edge', () => {
    const { viewer, element } = viewerWith(rect(300, 440, 20, 60));
    revealInViewer(element, 'center');
    expect(viewer.scrollLeft).toBe(440 + 60 - 450);
  });
});
