import { useTranslations } from 'next-intl';
import type { LayoutSettings } from '@/features/layout/site-settings';
import { OpeningHoursTable } from '@/features/layout/OpeningHoursTable';
import type { WeeklyHoursRow } from '@/features/layout/weekly-hours';
import { Link } from '@/i18n/navigation';
import { addressLines, mapSearchHref } from '@/lib/directions/mall-address';
import styles from './ContactChannels.module.css';

interface ContactChannelsProps {
  settings: Pick<LayoutSettings, 'mallName' | 'address' | 'location' | 'phone' | 'whatsapp' | 'email'>;
  hours: WeeklyHoursRow[] | null;
}

/** `tel:` wants digits and a leading +, whatever punctuation the CMS stores. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** WhatsApp's click-to-chat link takes the number as digits with the country code. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

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
                  <a href={map} target="_blank" rel="noopener noreferrer">
                    {t('mapLink')}
                    <span className="visually-hidden"> {tContent('newWindow')}</span>
                  </a>
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
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </dd>
          </div>
        ) : null}
        {settings.whatsapp ? (
          <div className={styles.item}>
            <dt>{t('whatsapp')}</dt>
            <dd>
              <a href={whatsappHref(settings.whatsapp)} target="_blank" rel="noopener noreferrer">
                {t('whatsappAction')}
                <span className="visually-hidden"> {tContent('newWindow')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {settings.email ? (
          <div className={styles.item}>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
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
