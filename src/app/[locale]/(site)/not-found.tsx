import { LazyNotFoundScreen } from '@/features/errors/LazyNotFoundScreen';

/** 404 inside the site's layout: unknown paths (`[...rest]`) and records missing from the CMS. */
export default function LocaleNotFound() {
  return <LazyNotFoundScreen />;
}
