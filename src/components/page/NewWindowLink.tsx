import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface NewWindowLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  /** what a screen reader hears after the link text ("opens in a new window"), in the page's words */
  newWindowText: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new window: screen readers are told so
 * (the text is visually hidden), and the new page gets no handle on ours.
 */
export function NewWindowLink({ href, newWindowText, children, ...anchor }: NewWindowLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...anchor}>
      {children}
      <span className="visually-hidden"> {newWindowText}</span>
    </a>
  );
}
