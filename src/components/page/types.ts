import type { ComponentProps } from 'react';
import type { ResponsiveImageType } from 'react-datocms/image';
import type { Link } from '@/i18n/navigation';

/** A localized, typed destination for `@/i18n/navigation`'s `Link`. */
export type AppHref = ComponentProps<typeof Link>['href'];

/**
 * The image data the content components render: the CMS's `responsiveImage`
 * (react-datocms' shape), kept independent of any one query's generated type.
 */
export type ContentImage = ResponsiveImageType;
