// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure, type DisclosureOptions } from './use-disclosure';

afterEach(cleanup);

function Disclosure(options: DisclosureOptions) {
  const { open, rootRef, triggerProps, panelProps } = useDisclosure(options);
  return (
    <>
      <div ref={rootRef}>
        <button type="button" {...triggerProps}>
          Horários
        </button>
        <div {...panelProps} hidden={!open}>
          <a href="#hoje">Hoje</a>
        </div>
      </div>
      <button type="button">Fora</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Horários' });
const panel = () => document.getElementById(trigger().getAttribute('aria-controls') ?? '');

describe('useDisclosure', () => {
  it('ties the button to its panel and toggles both together', async () => {
    render(<Disclosure />);
    const user = userEvent.setup();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeNull();
    expect(panel()).not.toBeVisible();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes on Escape and puts focus back on the button, even from inside the panel', async () => {
    render(<Disclosure />);
    const user = userEvent.setup();
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Hoje' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('stays open for clicks inside and closes on a click or a focus move outside', async () => {
    render(<Disclosure />);
    const user = userEvent.setup();
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Hoje' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Fora' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    await user.tab(); // the link in the panel
    await user.tab(); // out of the disclosure
    expect(screen.getByRole('button', { name: 'Fora' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('can leave outside clicks alone and still close on Escape', async () => {
    render(<Disclosure dismissOnOutside={false} />);
    const user = userEvent.setup();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Fora' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});
