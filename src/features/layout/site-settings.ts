import type { QuickLink, QuickLinkKey, SocialLink, TimeRange, WeeklySchedule, HolidayException } from '@cms/model/json-shapes';
import { WEEKDAYS } from '@cms/model/json-shapes';
import { checkGtmId } from '@/lib/config/gtm-id';

/**
 * The header's and footer's view of `site_settings`. JSON fields arrive as
 * `unknown` (the CMS stores them opaquely), so each is parsed here and a bad
 * entry is dropped rather than trusted: a typo in one quick link must not
 * take the header down.
 */
export interface LayoutSettings {
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

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const QUICK_LINK_KEYS: readonly QuickLinkKey[] = ['restaurants', 'stores', 'cinema', 'services', 'directions', 'pet_area'];
const SOCIAL_NETWORKS: readonly SocialLink['network'][] = ['instagram', 'facebook', 'youtube', 'tiktok', 'linkedin'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseRange(value: unknown): TimeRange | null {
  if (!isRecord(value)) return null;
  const { open, close } = value;
  if (typeof open !== 'string' || typeof close !== 'string') return null;
  if (!TIME.test(open) || !TIME.test(close) || open === '24:00') return null;
  return { open, close };
}

/** A whole schedule or null: one unreadable day makes the table untrustworthy. */
export function parseWeeklySchedule(value: unknown): WeeklySchedule | null {
  if (!isRecord(value)) return null;
  const schedule: WeeklySchedule = {};
  for (const day of WEEKDAYS) {
    const ranges = value[day];
    if (ranges === undefined || ranges === null) continue;
    if (!Array.isArray(ranges)) return null;
    const parsed = ranges.map(parseRange);
    if (parsed.some((r) => r === null)) return null;
    schedule[day] = parsed as TimeRange[];
  }
  return schedule;
}

export function parseHolidays(value: unknown): HolidayException[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): HolidayException[] => {
    if (!isRecord(entry)) return [];
    const { date, name, mall } = entry;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
    if (!isRecord(name) || typeof name.pt !== 'string') return [];
    let mallValue: HolidayException['mall'];
    if (mall === 'closed') mallValue = 'closed';
    else if (Array.isArray(mall)) {
      const ranges = mall.map(parseRange);
      if (ranges.some((r) => r === null)) return [];
      mallValue = ranges as TimeRange[];
    } else return [];
    return [{ date, name: { pt: name.pt, en: typeof name.en === 'string' ? name.en : undefined }, mall: mallValue }];
  });
}

function isSafeHref(href: string): boolean {
  return href.startsWith('/') ? !href.startsWith('//') : /^https?:\/\//.test(href);
}

export function parseQuickLinks(value: unknown): QuickLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): QuickLink[] => {
    if (!isRecord(entry)) return [];
    const { key, href } = entry;
    if (typeof key !== 'string' || !(QUICK_LINK_KEYS as readonly string[]).includes(key)) return [];
    if (typeof href !== 'string' || !isSafeHref(href)) return [];
    return [{ key: key as QuickLinkKey, href }];
  });
}

export function parseSocialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): SocialLink[] => {
    if (!isRecord(entry)) return [];
    const { network, url } = entry;
    if (typeof network !== 'string' || !(SOCIAL_NETWORKS as readonly string[]).includes(network)) return [];
    if (typeof url !== 'string' || !/^https:\/\//.test(url)) return [];
    return [{ network: network as SocialLink['network'], url }];
  });
}

function safeUrl(value: string | null | undefined): string | null {
  const url = text(value);
  return url && isSafeHref(url) ? url : null;
}

export function toLayoutSettings(raw: RawLayoutSettings | null | undefined): LayoutSettings {
  const street = text(raw?.streetAddress);
  const city = text(raw?.city);
  const state = text(raw?.state);
  const postalCode = text(raw?.postalCode);
  return {
    mallName: text(raw?.mallName) ?? DEFAULT_MALL_NAME,
    tagline: text(raw?.tagline),
    address: street && city && state && postalCode ? { street, district: text(raw?.district), city, state, postalCode } : null,
    location: raw?.location ?? null,
    phone: text(raw?.phone),
    whatsapp: text(raw?.whatsapp),
    email: text(raw?.email),
    mallHours: parseWeeklySchedule(raw?.mallHours),
    holidays: parseHolidays(raw?.holidays),
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

/** `https://wa.me/<digits>`: wa.me wants the international number with digits only. */
export function whatsappUrl(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`; // a Brazilian number written without +55
  return digits.length >= 12 ? `https://wa.me/${digits}` : null;
}
