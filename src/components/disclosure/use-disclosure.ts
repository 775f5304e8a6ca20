'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

export interface DisclosureOptions {
  /**
   * Close on a click or a focus move outside the root (popovers). A menu
   * sheet that holds its own popovers and is left by navigating passes false.
   */
  dismissOnOutside?: boolean;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure), with what
 * keyboard and pointer users expect of it: Escape closes and puts focus back
 * on the button, so the keyboard user is not stranded in a hidden panel; a
 * click or focus move outside closes it. Spread `triggerProps` on the button
 * and `panelProps` on the panel; `rootRef` marks what counts as inside
 * (button and panel).
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>({
  dismissOnOutside = true,
}: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    if (dismissOnOutside) {
      document.addEventListener('mousedown', onOutside);
      document.addEventListener('focusin', onOutside);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, dismissOnOutside]);

  return {
    open,
    show,
    close,
    toggle,
    rootRef,
    triggerRef,
    triggerProps: { ref: triggerRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId },
  };
}
