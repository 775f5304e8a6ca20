import type { SiteSettings } from '@/features/site-settings';

type AddressSettings = Pick<SiteSettings, 'mallName' | 'address' | 'location'>;
type Address = NonNullable<SiteSettings['address']>;

/** The postal address as Brazilians write it on two lines: street – district / city – state, postcode. */
export function addressLines(address: Address): [string, string] {
  return [
    `${address.street}${address.district ? ` – ${address.district}` : ''}`,
    `${address.city} – ${address.state}, ${address.postalCode}`,
  ];
}

/** The address on one line with the mall's name, as it is pasted into a ride-hailing or maps app. */
export function addressForCopy(settings: AddressSettings): string | null {
  if (!settings.address) return null;
  return `${settings.mallName}, ${addressLines(settings.address).join(', ')}`;
}

/** The mall on a map: its coordinates when the CMS has them, its address otherwise. */
export function mapSearchHref(settings: AddressSettings): string | null {
  if (settings.location) {
    return `https://www.google.com/maps/search/?api=1&query=${settings.location.latitude},${settings.location.longitude}`;
  }
  if (!settings.address) return null;
  const { street, city, state } = settings.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${settings.mallName}, ${street}, ${city} - ${state}`)}`;
}
