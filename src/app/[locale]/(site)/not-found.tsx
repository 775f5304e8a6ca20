import { NotFoundScreen } from '@/features/errors/NotFoundScreen';

/** 404 inside the site's layout: unknown paths (`[...rest]`) and records missing from the CMS. */
export default function LocaleNotFound() {
  return <NotFoundScreen />;
}
