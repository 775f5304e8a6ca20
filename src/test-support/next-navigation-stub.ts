import { vi } from 'vitest';

type Getter<T> = T | (() => T);
const read = <T>(value: Getter<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

interface StubOptions {
  /** the current path; a getter for tests that move between pages */
  pathname?: Getter<string>;
  params?: Getter<Record<string, string>>;
  router?: { push: () => void; replace: () => void; refresh: () => void; prefetch: () => void };
}

/**
 * `next/navigation` for component tests in jsdom: what next-intl's `Link` and
 * our client components read, without a Next router. Use it from the mock's
 * factory, which vitest hoists above the imports:
 *
 *   vi.mock('next/navigation', async () => (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/lojas' }));
 */
export function nextNavigationStub({ pathname = '/', params = {}, router }: StubOptions = {}) {
  return {
    usePathname: () => read(pathname),
    useParams: () => read(params),
    useSearchParams: () => new URLSearchParams(),
    useRouter: () => router ?? { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() },
    redirect: vi.fn(),
    permanentRedirect: vi.fn(),
    notFound: vi.fn(),
  };
}
