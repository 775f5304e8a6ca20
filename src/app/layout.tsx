import type { ReactNode } from 'react';

/**
 * The real root layout is `[locale]/layout.tsx` (it owns `<html lang>`).
 * This pass-through exists so `app/not-found.tsx` can answer paths outside
 * any locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
