import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNear } from './use-near';

function Probe({ root }: { root: Element | null }) {
  const element = useRef<HTMLDivElement>(null);
  const near = useNear(element, root, 1.5);
  return <div ref={element}>{near ? 'near' : 'far'}</div>;
}

const box = (top: number, height: number) => new DOMRect(0, top, 300, height);

describe('useNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the boxes again when a resize leaves the intersection observer silent', async () => {
    // The observer reports the page far once and then misses that it came near, as Chromium did
    // when a page and its viewer were resized together.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: false }]);
        }
        disconnect() {}
      },
    );
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const root = document.createElement('div');
    root.getBoundingClientRect = () => box(0, 400);
    render(<Probe root={root} />);
    const element = screen.getByText('far');
    // 500 px below a 400 px viewer: within one and a half viewer heights.
    element.getBoundingClientRect = () => box(900, 450);
    resized.forEach((callback) => callback());
    expect(await screen.findByText('near')).toBeTruthy();
    // Far below: far again.
    element.getBoundingClientRect = () => box(1700, 450);
    resized.forEach((callback) => callback());
    expect(await screen.findByText('far')).toBeTruthy();
  });

  it('takes the last of several entries, and checks the boxes again when a scroll ends', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const root = document.createElement('div');
    root.getBoundingClientRect = () => box(0, 400);
    render(<Probe root={root} />);
    const element = screen.getByText('far');
    act(() => report([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(await screen.findByText('near')).toBeTruthy();
    act(() => report([{ isIntersecting: true }, { isIntersecting: false }]));
    expect(await screen.findByText('far')).toBeTruthy();
    // The observer stays silent; the scroll's end finds the page in view.
    element.getBoundingClientRect = () => box(100, 450);
    root.dispatchEvent(new Event('scrollend'));
    expect(await screen.findByText('near')).toBeTruthy();
  });
});
