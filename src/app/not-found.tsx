/**
 * The app root's 404 boundary. Without this file Next puts its own English 404 page there, and that page, with its
 * inline styles, travelled in every page's payload (1.1 kB raw). Visitors never see this boundary: an unknown
 * address gets `global-not-found.tsx`, a missing record `[locale]/(site)/not-found.tsx`, and it would show only if
 * the root layout refused its locale during a client navigation, which no link of the site makes. So it is the
 * fewest bytes that still lead home, in both languages.
 */
export default function RootNotFound() {
  return (
    <main>
      <h1>404</h1>
      {/* whole document loads, as in the global error page: no layout or router sits above this boundary */}
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Início</a>
        {' · '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/en" lang="en">
          Home
        </a>
      </p>
    </main>
  );
}
