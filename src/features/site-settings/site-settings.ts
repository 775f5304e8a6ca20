import { checkGtmId } from '@/lib/config/gtm-id';
import {
  quickLinksSchema,
  socialLinksSchema,
  type HolidayException,
  type QuickLink,
  type SocialLink,
  type WeeklySchedule,
} from '@/lib/content';
import { readHolidays, readWeeklySchedule } from '@/features/opening-hours';

/**
 * The header's and footer's view of `site_settings`. JSON fields arrive as
 * `unknown` (the CMS stores them opaquely), so each is parsed whole through
 * its schema (ADR 0037): a field that breaks it is shown as absent (no quick
 * links, hours unavailable) rather than trusted in part.
 */
export interface SiteSettings {
  mallName: string;
  tagline: string | null;
  address: {
    street: string;
    district: string | null;
    city: string;
    state: string;
    postalCode: string;
  } | null;
  location: { latitude: number; longitude: number } | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  /** null when the CMS value is not a readable schedule */
  mallHours: WeeklySchedule | null;
  holidays: HolidayException[];
  quickLinks: QuickLink[];
  socialLinks: SocialLink[];
  directionsUrl: string | null;
  termsUrl: string | null;
  privacyUrl: string | null;
  accessibilityUrl: string | null;
  giftCardUrl: string | null;
  signLanguageUrl: string | null;
  instituteProduct: string | null;
  /** the tag manager container (CMS, or NEXT_PUBLIC_GTM_ID), null when unset or invalid */
  gtmId: string | null;
}

/** The raw record as the Layout query returns it (JSON fields untyped). */
export interface RawLayoutSettings {
  mallName?: string | null;
  tagline?: string | null;
  streetAddress?: string | null;
  district?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  location?: { latitude: number; longitude: number } | null;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  mallHours?: unknown;
  holidays?: unknown;
  quickLinks?: unknown;
  socialLinks?: unknown;
  directionsUrl?: string | null;
  termsUrl?: string | null;
  privacyUrl?: string | null;
  accessibilityUrl?: string | null;
  giftCardUrl?: string | null;
  signLanguageUrl?: string | null;
  instituteProduct?: string | null;
  gtmId?: string | null;
}

export const DEFAULT_MALL_NAME = 'Shopping Jacarandá';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isSafeHref(href: string): boolean {
  return href.startsWith('/') ? !href.startsWith('//') : /^https?:\/\//.test(href);
}

export function parseQuickLinks(value: unknown): QuickLink[] {
  const checked = quickLinksSchema.safeParse(value);
  return checked.success ? checked.data : [];
}

export function parseSocialLinks(value: unknown): SocialLink[] {
  const checked = socialLinksSchema.safeParse(value);
  return checked.success ? checked.data : [];
}

function safeUrl(value: string | null | undefined): string | null {
  const url = text(value);
  return url && isSafeHref(url) ? url : null;
}

export function toSiteSettings(raw: RawLayoutSettings | null | undefined): SiteSettings {
  const street = text(raw?.streetAddress);
  const city = text(raw?.city);
  const state = text(raw?.state);
  const postalCode = text(raw?.postalCode);
  // Unreadable holidays make any day's hours uncertain: the open-now badge says 'invalid', the header says unavailable.
  const holidays = readHolidays(raw?.holidays);
  return {
    mallName: text(raw?.mallName) ?? DEFAULT_MALL_NAME,
    tagline: text(raw?.tagline),
    address:
      street && city && state && postalCode ? { street, district: text(raw?.district), city, state, postalCode } : null,
    location: raw?.location ?? null,
    phone: text(raw?.phone),
    whatsapp: text(raw?.whatsapp),
    email: text(raw?.email),
    mallHours: holidays === null ? null : readWeeklySchedule(raw?.mallHours),
    holidays: holidays ?? [],
    quickLinks: parseQuickLinks(raw?.quickLinks),
    socialLinks: parseSocialLinks(raw?.socialLinks),
    directionsUrl: safeUrl(raw?.directionsUrl),
    termsUrl: safeUrl(raw?.termsUrl),
    privacyUrl: safeUrl(raw?.privacyUrl),
    accessibilityUrl: safeUrl(raw?.accessibilityUrl),
    giftCardUrl: safeUrl(raw?.giftCardUrl),
    signLanguageUrl: safeUrl(raw?.signLanguageUrl),
    instituteProduct: text(raw?.instituteProduct),
    gtmId: resolveGtmId(process.env.NEXT_PUBLIC_GTM_ID ?? text(raw?.gtmId)),
  };
}

/**
 * The container id to load, or null: the environment's wins over the CMS's;
 * an invalid one is reported (with a suggested correction) and the site runs
 * without analytics rather than failing (spec §5).
 */
export function resolveGtmId(value: string | null | undefined): string | null {
  if (!value || value.trim() === '') return null;
  const check = checkGtmId(value);
  if (check.valid) return check.id;
  console.error(`[analytics] ${check.message} Analytics stays off.`);
  return null;
}
