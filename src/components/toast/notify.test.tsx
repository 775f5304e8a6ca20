// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import SonnerToaster from './SonnerToaster';

/** Spec §9 from the page: a toast shows at the bottom and leaves after 3 s. */

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('notify', () => {
  it('shows the toast at the bottom centre and takes it away after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SonnerToaster />);
    await act(async () => {
      await notify('Newsletter assinada', 'success');
    });
    const toast = await screen.findByText('Newsletter assinada');
    const list = toast.closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');

    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.queryByText('Newsletter assinada')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Newsletter assinada')).toBeNull();
  });
});
