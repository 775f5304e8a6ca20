import type { QuickLinkKey, SocialLink } from '@/lib/content';

/*
 * The layout's line icons, drawn on a 24-unit grid with a 1.6 stroke in
 * currentColor, so they follow the text colour in both themes. Decorative:
 * every use sits next to a visible or screen-reader label.
 */
type IconProps = { className?: string; size?: number };

function Svg({ children, className, size = 24 }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const RestaurantIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 3v7a2 2 0 0 0 2 2v9M5 3v5a2 2 0 0 0 2 2M11 3v5a2 2 0 0 1-2 2" />
    <path d="M17 21V3c-2 1.5-3 4-3 7v3h3" />
  </Svg>
);
export const BagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 8h14l-1 13H6L5 8Z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </Svg>
);
export const FilmIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4" />
  </Svg>
);
export const ServiceIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v.01M11 11h1v5h1" />
  </Svg>
);
export const DirectionsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
export const PawIcon = (p: IconProps) => (
  <Svg {...p}>
    <ellipse cx="12" cy="16" rx="4" ry="3.3" />
    <circle cx="6" cy="11" r="1.7" />
    <circle cx="9.3" cy="6.8" r="1.7" />
    <circle cx="14.7" cy="6.8" r="1.7" />
    <circle cx="18" cy="11" r="1.7" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ContrastIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
  </Svg>
);
export const TextSizeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 19 8 6l5 13M4.8 14.5h6.4M14 19l3.2-8 3.3 8M15 16.5h4.5" />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Svg>
);
export const MapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4 3 6.5v13.5L9 17.5l6 2.5 6-2.5V4l-6 2.5L9 4ZM9 4v13.5M15 6.5V20" />
  </Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Svg>
);
export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);
export const WhatsappIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20.5 5.3 16A8.5 8.5 0 1 1 8.4 19Z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 .8a5 5 0 0 1-2.2-2.2l.8-1-1-2Z" />
  </Svg>
);
export const HandIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 12V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10.5V6a1.5 1.5 0 0 1 3 0v7.5A7.5 7.5 0 0 1 9.5 21 5.5 5.5 0 0 1 5 18l-2.2-3.7a1.5 1.5 0 0 1 2.6-1.5L8 15" />
  </Svg>
);
export const ExternalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

const SOCIAL_PATHS: Record<SocialLink['network'], React.ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.01" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3V9Z" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.7" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.5v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
};

export function SocialIcon({ network, ...p }: IconProps & { network: SocialLink['network'] }) {
  return <Svg {...p}>{SOCIAL_PATHS[network]}</Svg>;
}

export const QUICK_LINK_ICONS: Record<QuickLinkKey, (p: IconProps) => React.JSX.Element> = {
  restaurants: RestaurantIcon,
  stores: BagIcon,
  cinema: FilmIcon,
  services: ServiceIcon,
  directions: DirectionsIcon,
  pet_area: PawIcon,
};
