import { z } from './zod.ts';
import { QUICK_LINK_KEYS, SOCIAL_NETWORKS } from './content-values.ts';

/** A site path without locale prefix ("/gastronomia") or an http(s) URL; never "//host" nor "javascript:". */
const isSafeHref = (href: string): boolean =>
  href.startsWith('/') ? !href.startsWith('//') : /^https?:\/\//.test(href);

export const safeHrefSchema = z
  .string()
  .refine(isSafeHref, { error: 'must be a site path ("/lojas") or an http(s) URL' });
export const httpUrlSchema = z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' });

export const quickLinkKeySchema = z.enum(QUICK_LINK_KEYS);
export type QuickLinkKey = z.infer<typeof quickLinkKeySchema>;

export const quickLinkSchema = z.strictObject({ key: quickLinkKeySchema, href: safeHrefSchema });
export type QuickLink = z.infer<typeof quickLinkSchema>;
export const quickLinksSchema = z.array(quickLinkSchema).describe('QuickLink[]');

export const socialLinkSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string().regex(/^https:\/\/\S+$/, { error: 'must be an https URL' }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinksSchema = z.array(socialLinkSchema).describe('SocialLink[]');

export const deliveryLinkSchema = z.strictObject({ name: z.string().trim().min(1), url: httpUrlSchema });
export const deliveryLinksSchema = z.array(deliveryLinkSchema).describe('DeliveryLink[]');

export { QUICK_LINK_KEYS, SOCIAL_NETWORKS };
