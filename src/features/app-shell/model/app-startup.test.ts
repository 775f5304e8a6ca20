import { describe, expect, it, vi } from 'vitest';
import { createApp, markMounted, watchMount } from './app-startup';

describe('app start-up errors (spec §4)', () => {
  it('logs an error while creating the app and lets the page go on', () => {
    const log = { error: vi.fn() };
    expect(() =>
      createApp(
        'monitoring',
        () => {
          throw new Error('bad DSN');
        },
        log,
      ),
    ).not.toThrow();
    expect(log.error).toHaveBeenCalledWith(
      'App creation failed (monitoring):',
      expect.objectContaining({ message: 'bad DSN' }),
    );
  });

  it('logs uncaught errors until the app has mounted, and only until then, without swallowing them', () => {
    const log = { error: vi.fn() };
    const target = new EventTarget();
    const dispatch = (message: string) =>
      target.dispatchEvent(Object.assign(new Event('error'), { error: new Error(message) }));
    watchMount(target as never, log);
    dispatch('during mount');
    markMounted();
    dispatch('after mount');
    expect(log.error).toHaveBeenCalledTimes(1);
    // the listener observes: the event stays uncancelled, so the browser still reports the error
    const event = Object.assign(new Event('error', { cancelable: true }), { error: new Error('x') });
    watchMount(target as never, log);
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    markMounted();
    expect(log.error).toHaveBeenCalledWith(
      'App failed to mount:',
      expect.objectContaining({ message: 'during mount' }),
    );
  });
});
