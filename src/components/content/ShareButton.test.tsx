// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pt from '../../../messages/pt.json';
import { ShareButton } from './ShareButton';

function renderButton() {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <ShareButton title="Festival de Inverno" url="https://shopping.example/artigo/festival" />
    </NextIntlClientProvider>,
  );
}

function setNavigator(props: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: props.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: props.clipboard, configurable: true, writable: true });
}

afterEach(() => {
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
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Festival de Inverno', url: 'https://shopping.example/artigo/festival' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(writeText).toHaveBeenCalledWith('https://shopping.example/artigo/festival');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado para a área de transferência.');
  });

  it('stays silent when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    setNavigator({ share, clipboard: { writeText } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells the visitor to copy the address by hand when copying fails', async () => {
    setNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Não foi possível copiar');
  });
});
