/**
 * Contact fields as editors type them, turned into links. Anything that
 * cannot be made into a safe link (a `javascript:` website, a phone with no
 * digits) gives null and is left off the page.
 */
export function telHref(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /\d{8,}/.test(digits) ? `tel:${digits}` : null;
}

/** `https://wa.me/<digits>`: wa.me wants the international number, digits only. */
export function whatsappHref(whatsapp: string | null | undefined): string | null {
  let digits = whatsapp?.replace(/\D/g, '') ?? '';
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`; // a Brazilian number written without +55
  return digits.length >= 12 ? `https://wa.me/${digits}` : null;
}

export function websiteHref(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website.trim()) ? website.trim() : `https://${website.trim()}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** "www.casaaroeira.com.br" for the link text. */
export function websiteLabel(href: string): string {
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
}

export function instagramHref(handle: string | null | undefined): string | null {
  const clean =
    handle
      ?.trim()
      .replace(/^@/, '')
      .replace(/^https?:\/\/(www\.)?instagram\.com\//, '')
      .replace(/\/$/, '') ?? '';
  return /^[A-Za-z0-9._]{1,30}$/.test(clean) ? `https://www.instagram.com/${clean}/` : null;
}

export function instagramLabel(href: string): string {
  return `@${new URL(href).pathname.replace(/\//g, '')}`;
}

/** "(31) 3333-4444" for a display when the editor typed only digits. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return phone;
}
