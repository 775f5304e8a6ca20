import { useTranslations } from 'next-intl';
import { type SiteSettings, OpeningHoursTable, type WeeklyHoursRow } from '@/features/site-settings';
import { Link } from '@/i18n/navigation';
import { addressLines, mapSearchHref } from '@/features/directions';
import { EmailAddress } from '@/components/page/EmailAddress';
import styles from './ContactChannels.module.css';
import { NewWindowLink } from '@/components/page/NewWindowLink';
import { telHref, whatsappHref } from './model/contact-urls';

interface ContactChannelsProps {
  settings: Pick<SiteSettings, 'mallName' | 'address' | 'location' | 'phone' | 'whatsapp' | 'email'>;
  hours: WeeklyHoursRow[] | null;
}

/** Every way to reach the mall: address with map and directions, phone, WhatsApp, e-mail and hours. */
export function ContactChannels({ settings, hours }: ContactChannelsProps) {
  const t = useTranslations('content.contact');
  const tContent = useTranslations('content');
  const map = mapSearchHref(settings);
  return (
    <section aria-labelledby="canais-de-contato" className={styles.channels}>
      <h2 id="canais-de-contato" className={styles.title}>
        {t('channelsTitle')}
      </h2>
      <dl className={styles.list}>
        {settings.address ? (
          <div className={styles.item}>
            <dt>{t('address')}</dt>
            <dd>
              <address className={styles.address}>
                {addressLines(settings.address)[0]}
                <br />
                {addressLines(settings.address)[1]}
              </address>
              <p className={styles.actions}>
                {map ? (
                  <NewWindowLink href={map} newWindowText={tContent('newWindow')}>
                    {t('mapLink')}
                  </NewWindowLink>
                ) : null}
                <Link href="/como-chegar">{t('directions')}</Link>
              </p>
            </dd>
          </div>
        ) : null}
        {settings.phone ? (
          <div className={styles.item}>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={telHref(settings.phone) ?? undefined}>{settings.phone}</a>
            </dd>
          </div>
        ) : null}
        {whatsappHref(settings.whatsapp) ? (
          <div className={styles.item}>
            <dt>{t('whatsapp')}</dt>
            <dd>
              <NewWindowLink href={whatsappHref(settings.whatsapp) ?? ''} newWindowText={tContent('newWindow')}>
                {t('whatsappAction')}
              </NewWindowLink>
            </dd>
          </div>
        ) : null}
        {settings.email ? (
          <div className={styles.item}>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>
                <EmailAddress address={settings.email} />
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {hours ? (
        <div className={styles.hours}>
          <h3 className={styles.hoursTitle}>{t('hours')}</h3>
          <OpeningHoursTable rows={hours} />
        </div>
      ) : null}
    </section>
  );
}
