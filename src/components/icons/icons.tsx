import type { QuickLinkKey, SocialLink } from '@/lib/content';
import sprite from './sprite.svg';
import { staticAssetUrl } from './static-asset-url';

/*
 * The site's icons are symbols of one sprite file (`sprite.svg`), drawn with `<use>`: a page names an icon in a
 * few bytes instead of carrying its path data twice (in the HTML and again in the React payload), which was
 * 3.5 kB gzip on every page (ADR 0088). The file is a hashed static asset, cached for good and kept offline by
 * the service worker. Decorative: every use sits next to a visible or screen-reader label.
 */
const SPRITE_URL = staticAssetUrl(sprite);

export const ICON_NAMES = [
  'restaurant',
  'bag',
  'film',
  'service',
  'directions',
  'paw',
  'clock',
  'search',
  'menu',
  'close',
  'chevron-down',
  'contrast',
  'text-size',
  'globe',
  'map',
  'phone',
  'mail',
  'whatsapp',
  'hand',
  'external',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'linkedin',
  'brand-mark',
  'status-open',
  'status-closed',
  'status-unavailable',
  'status-invalid',
  'floor',
  'heart',
  'search-empty',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

type IconProps = { className?: string; size?: number };

export function Icon({ name, className, size = 24 }: IconProps & { name: IconName }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

export const RestaurantIcon = (p: IconProps) => <Icon name="restaurant" {...p} />;
export const BagIcon = (p: IconProps) => <Icon name="bag" {...p} />;
export const FilmIcon = (p: IconProps) => <Icon name="film" {...p} />;
export const ServiceIcon = (p: IconProps) => <Icon name="service" {...p} />;
export const DirectionsIcon = (p: IconProps) => <Icon name="directions" {...p} />;
export const PawIcon = (p: IconProps) => <Icon name="paw" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ContrastIcon = (p: IconProps) => <Icon name="contrast" {...p} />;
export const TextSizeIcon = (p: IconProps) => <Icon name="text-size" {...p} />;
export const GlobeIcon = (p: IconProps) => <Icon name="globe" {...p} />;
export const MapIcon = (p: IconProps) => <Icon name="map" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const WhatsappIcon = (p: IconProps) => <Icon name="whatsapp" {...p} />;
export const HandIcon = (p: IconProps) => <Icon name="hand" {...p} />;
export const ExternalIcon = (p: IconProps) => <Icon name="external" {...p} />;

export function SocialIcon({ network, ...p }: IconProps & { network: SocialLink['network'] }) {
  return <Icon name={network} {...p} />;
}

export const QUICK_LINK_ICONS: Record<QuickLinkKey, (p: IconProps) => React.JSX.Element> = {
  restaurants: RestaurantIcon,
  stores: BagIcon,
  cinema: FilmIcon,
  services: ServiceIcon,
  directions: DirectionsIcon,
  pet_area: PawIcon,
};
