import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  displayPhone,
  instagramHref,
  instagramLabel,
  telHref,
  websiteHref,
  websiteLabel,
  whatsappHref,
} from '@/features/contact';
import styles from './PlaceContactLinks.module.css';

interface PlaceContactLinksProps {
  phone?: string | null;
  whatsapp?: string | null;
  website?: string | null;
  instagram?: string | null;
}

/** Phone (tel:), WhatsApp (wa.me), website and Instagram, each a large tap target with an icon and its value. */
export function PlaceContactLinks({ phone, whatsapp, website, instagram }: PlaceContactLinksProps) {
  const t = useTranslations('places');
  const tel = telHref(phone);
  const wa = whatsappHref(whatsapp);
  const web = websiteHref(website);
  const insta = instagramHref(instagram);
  if (!tel && !wa && !web && !insta) return null;

  const external = <span className="visually-hidden"> {t('newWindow')}</span>;
  return (
    <ul className={styles.list}>
      {tel && phone ? <Item href={tel} icon={<PhoneIcon />} label={t('phone')} value={displayPhone(phone)} /> : null}
      {wa && whatsapp ? (
        <Item
          href={wa}
          icon={<WhatsappIcon />}
          label={t('whatsapp')}
          value={displayPhone(whatsapp)}
          external={external}
        />
      ) : null}
      {web ? (
        <Item href={web} icon={<GlobeIcon />} label={t('website')} value={websiteLabel(web)} external={external} />
      ) : null}
      {insta ? (
        <Item
          href={insta}
          icon={<InstagramIcon />}
          label={t('instagram')}
          value={instagramLabel(insta)}
          external={external}
        />
      ) : null}
    </ul>
  );
}

function Item({
  href,
  icon,
  label,
  value,
  external,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
  external?: ReactNode;
}) {
  return (
    <li>
      <a href={href} className={styles.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <span className={styles.icon}>{icon}</span>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{value}</span>
        </span>
        {external}
      </a>
    </li>
  );
}

const iconProps = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', width: 20, height: 20 } as const;

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path
        d="M6.6 3.5h2.6l1.5 4-1.9 1.3a11 11 0 0 0 6.4 6.4l1.3-1.9 4 1.5v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2.1-2.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function WhatsappIcon() {
  return (
    <svg {...iconProps}>
      <path
        d="M4 20l1.2-4A8.5 8.5 0 1 1 8.3 19z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="M9.2 8.4c.2-.5.6-.5.9-.5l.7 1.6-.6.9a5.5 5.5 0 0 0 3.3 3.1l.8-.7 1.6.8c0 .4-.2 1.2-1.2 1.4-1 .3-5.5-1.4-5.8-5.3 0-.6.1-1 .3-1.3z"
        fill="currentColor"
      />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path
        d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5c-2.5-2.6-3.6-5.4-3.6-8.5S9.5 6.1 12 3.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg {...iconProps}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <circle cx="16.8" cy="7.2" r="1" fill="currentColor" />
    </svg>
  );
}
