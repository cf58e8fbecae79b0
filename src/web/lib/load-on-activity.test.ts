import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnActivity } from './load-on-activity';

const activity = (type: string) => act(() => void window.dispatchEvent(new Event(type)));

describe('loadOnActivity', () => {
  it('loads nothing with the page, and the module at the first pointer move, once', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'module' }));
    const deferred = loadOnActivity(load);
    const { result } = renderHook(() => deferred.useLoaded());
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await activity('pointermove');
    await activity('keydown');
    expect(result.current).toEqual({ name: 'module' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin'])('starts at a %s too', async (type) => {
    const deferred = loadOnActivity(() => Promise.resolve('loaded'));
    const { result } = renderHook(() => deferred.useLoaded());
    await activity(type);
    expect(result.current).toBe('loaded');
  });

  it('tries again at the next action when the download failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded');
    const deferred = loadOnActivity(load);
    const { result } = renderHook(() => deferred.useLoaded());
    await activity('pointermove');
    expect(result.current).toBeUndefined();
    await activity('pointermove');
    expect(result.current).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells which element had the focus when the module arrived', async () => {
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    const deferred = loadOnActivity(() => Promise.resolve('loaded'));
    renderHook(() => deferred.useLoaded());
    await activity('keydown');
    expect(deferred.focusedOnArrival()).toBe(input);
    input.remove();
  });

  it('takes a module that arrives after the page is gone without failing', async () => {
    let arrive: (module: string) => void = () => undefined;
    const deferred = loadOnActivity(() => new Promise<string>((resolve) => (arrive = resolve)));
    const { unmount } = renderHook(() => deferred.useLoaded());
    await activity('pointermove');
    unmount();
    vi.stubGlobal('document', undefined);
    try {
      arrive('loaded');
      await Promise.resolve();
      expect(deferred.focusedOnArrival()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
