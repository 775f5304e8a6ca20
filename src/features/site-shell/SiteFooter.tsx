import { useLocale, useTranslations } from 'next-intl';
import { WEEKDAYS } from '@/lib/content/content-values';
import { siteHref } from '@/i18n/localized-paths';
import { Link } from '@/i18n/navigation';
import { ConsentSettingsButton } from '@/features/consent';
import { BrandMark } from './BrandMark';
import {
  DirectionsIcon,
  ExternalIcon,
  HandIcon,
  MailIcon,
  MapIcon,
  PhoneIcon,
  SocialIcon,
  WhatsappIcon,
} from '@/components/icons/icons';
import { LAYOUT_TARGETS } from '@/features/accessibility';
import { OpeningHoursTable, type SiteSettings, type WeeklyHoursRow } from '@/features/site-settings';
import { telHref, whatsappHref } from '@/features/contact';
import { EmailAddress } from '@/components/page/EmailAddress';
import styles from './SiteFooter.module.css';
import { NewWindowLink } from '@/components/page/NewWindowLink';

const SOCIAL_NAMES = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/** The footer's week: no "today" mark here, the header carries the live one. */
function plainWeek(settings: SiteSettings): WeeklyHoursRow[] | null {
  const hours = settings.mallHours;
  if (!hours) return null;
  return WEEKDAYS.map((day) => ({ day, ranges: hours[day] ?? [], isToday: false, holiday: null }));
}

function ExternalLink({
  href,
  children,
  newWindowText,
}: {
  href: string;
  children: React.ReactNode;
  newWindowText: string;
}) {
  return (
    <NewWindowLink href={href} newWindowText={newWindowText} className={styles.link}>
      {children}
      <ExternalIcon size={14} className={styles.external} />
    </NewWindowLink>
  );
}

export function SiteFooter({ settings, newsletter }: { settings: SiteSettings; newsletter?: React.ReactNode }) {
  const t = useTranslations('layout.footer');
  const tNav = useTranslations('layout.nav');
  const locale = useLocale();
  const newWindow = t('newWindow');
  const week = plainWeek(settings);
  const whatsapp = whatsappHref(settings.whatsapp);

  return (
    <footer id={LAYOUT_TARGETS.footer} tabIndex={-1} className={styles.footer} aria-label={t('label')}>
      {newsletter ? (
        <section className={styles.newsletter} aria-labelledby="rodape-newsletter">
          <div className={`page-container ${styles.newsletterInner}`}>
            <div>
              <h2 id="rodape-newsletter" className={styles.newsletterTitle}>
                {t('newsletterTitle')}
              </h2>
              <p className={styles.newsletterText}>{t('newsletterText')}</p>
            </div>
            {newsletter}
          </div>
        </section>
      ) : null}
      <div className={`page-container ${styles.grid}`}>
        <section className={styles.identity} aria-labelledby="rodape-visite">
          <div className={styles.brand}>
            <BrandMark size={48} />
            <p className={styles.mallName}>{settings.mallName}</p>
          </div>
          {settings.tagline ? <p className={styles.tagline}>{settings.tagline}</p> : null}
          <h2 id="rodape-visite" className={styles.heading}>
            {t('address')}
          </h2>
          {settings.address ? (
            <address className={styles.address}>
              {settings.address.street}
              {settings.address.district ? `, ${settings.address.district}` : ''}
              <br />
              {settings.address.city} – {settings.address.state}, {settings.address.postalCode}
            </address>
          ) : null}
          <ul className={styles.actions}>
            <li>
              <Link href="/mapa" className={styles.action}>
                <MapIcon size={18} />
                {t('map')}
              </Link>
            </li>
            <li>
              <Link href="/como-chegar" className={styles.action}>
                <DirectionsIcon size={18} />
                {t('directions')}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="rodape-horarios">
          <h2 id="rodape-horarios" className={styles.heading}>
            {t('hours')}
          </h2>
          {week ? <OpeningHoursTable rows={week} /> : null}
        </section>

        <section aria-labelledby="rodape-info">
          <h2 id="rodape-info" className={styles.heading}>
            {t('info')}
          </h2>
          <ul className={styles.list}>
            {settings.phone ? (
              <li>
                <a href={telHref(settings.phone) ?? undefined} className={styles.link}>
                  <PhoneIcon size={18} className={styles.icon} />
                  <span className="visually-hidden">{t('phone')}: </span>
                  {settings.phone}
                </a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <ExternalLink href={whatsapp} newWindowText={newWindow}>
                  <WhatsappIcon size={18} className={styles.icon} />
                  {t('whatsappLabel')}
                </ExternalLink>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <a href={`mailto:${settings.email}`} className={styles.link}>
                  <MailIcon size={18} className={styles.icon} />
                  <span className="visually-hidden">{t('email')}: </span>
                  <span>
                    <EmailAddress address={settings.email} />
                  </span>
                </a>
              </li>
            ) : null}
            {settings.signLanguageUrl ? (
              <li>
                <ExternalLink href={settings.signLanguageUrl} newWindowText={newWindow}>
                  <HandIcon size={18} className={styles.icon} />
                  <span>
                    {t('signLanguage')}
                    <span className={styles.hint}>{t('signLanguageHint')}</span>
                  </span>
                </ExternalLink>
              </li>
            ) : null}
            <li>
              <Link href="/contato" className={styles.link}>
                {tNav('contact')}
              </Link>
            </li>
            <li>
              <Link href="/sobre" className={styles.link}>
                {tNav('about')}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="rodape-legal">
          <h2 id="rodape-legal" className={styles.heading}>
            {t('legal')}
          </h2>
          <ul className={styles.list}>
            {settings.termsUrl ? (
              <li>
                <a href={siteHref(settings.termsUrl, locale)} className={styles.link}>
                  {t('terms')}
                </a>
              </li>
            ) : null}
            {settings.privacyUrl ? (
              <li>
                <a href={siteHref(settings.privacyUrl, locale)} className={styles.link}>
                  {t('privacy')}
                </a>
              </li>
            ) : null}
            {settings.accessibilityUrl ? (
              <li>
                <a href={siteHref(settings.accessibilityUrl, locale)} className={styles.link}>
                  {t('accessibility')}
                </a>
              </li>
            ) : null}
            {settings.giftCardUrl ? (
              <li>
                <a href={siteHref(settings.giftCardUrl, locale)} className={styles.link}>
                  {t('giftCard')}
                </a>
              </li>
            ) : null}
            <li>
              <ConsentSettingsButton className={`${styles.link} ${styles.linkButton}`} />
            </li>
          </ul>
          {settings.socialLinks.length > 0 ? (
            <>
              <h2 className={`${styles.heading} ${styles.socialHeading}`} id="rodape-social">
                {t('social')}
              </h2>
              <ul className={styles.social} aria-labelledby="rodape-social">
                {settings.socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                      <SocialIcon network={link.network} size={20} />
                      <span className="visually-hidden">
                        {SOCIAL_NAMES[link.network]} {newWindow}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="page-container">
          <p lang={locale === 'pt' ? 'pt-BR' : 'en'}>
            {/* no year: a cached page cannot know it, and the footer must not change with the build's date */}
            {t('copyright', { mallName: settings.mallName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
