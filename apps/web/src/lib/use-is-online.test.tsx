import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsOnline } from './use-is-online';

afterEach(() => vi.restoreAllMocks());

function setNetwork(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

describe('useIsOnline', () => {
  it("follows the browser's online and offline events", () => {
    const { result } = renderHook(() => useIsOnline());
    expect(result.current).toBe(true);
    setNetwork(false);
    expect(result.current).toBe(false);
    setNetwork(true);
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useIsOnline());
    expect(result.current).toBe(false);
  });
});
