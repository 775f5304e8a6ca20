// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pt from '../../../messages/pt.json';
import { AppToaster } from '@/components/toast/AppToaster';
import { ShareButton } from './ShareButton';

function renderButton() {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <ShareButton title="Festival de Inverno" url="https://shopping.example/artigo/festival" />
      <AppToaster />
    </NextIntlClientProvider>,
  );
}

function setNavigator(props: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: props.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: props.clipboard, configurable: true, writable: true });
}

afterEach(() => {
  // sonner keeps its toasts in a module-level store across renders
  toast.getToasts().forEach((t) => toast.dismiss(t.id));
  cleanup();
  setNavigator({});
});

describe('ShareButton', () => {
  it('opens the system share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    setNavigator({ share, clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Festival de Inverno', url: 'https://shopping.example/artigo/festival' }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Link copiado/)).not.toBeInTheDocument();
  });

  it('copies the link and says so in a toast where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(writeText).toHaveBeenCalledWith('https://shopping.example/artigo/festival');
    expect(await screen.findByText('Link copiado para a área de transferência.')).toBeInTheDocument();
  });

  it('stays silent when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    setNavigator({ share, clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Link copiado/)).not.toBeInTheDocument();
  });

  it('tells the visitor to copy the address by hand when copying fails', async () => {
    setNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText(/Não foi possível copiar o link/)).toBeInTheDocument();
  });
});
