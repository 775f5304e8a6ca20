import { useTranslations } from 'next-intl';
import type { LayoutSettings } from '@/components/layout/site-settings';
import { OpeningHoursTable } from '@/components/layout/OpeningHoursTable';
import type { WeeklyHoursRow } from '@/components/layout/weekly-hours';
import styles from './ContactChannels.module.css';

interface ContactChannelsProps {
  settings: Pick<LayoutSettings, 'mallName' | 'address' | 'location' | 'phone' | 'whatsapp' | 'email' | 'directionsUrl'>;
  hours: WeeklyHoursRow[] | null;
}

/** `tel:` wants digits and a leading +, whatever punctuation the CMS stores. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** WhatsApp's click-to-chat link takes the number as digits with the country code. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

function mapsHref(settings: ContactChannelsProps['settings']): string | null {
  if (settings.location) {
    return `https://www.google.com/maps/search/?api=1&query=${settings.location.latitude},${settings.location.longitude}`;
  }
  if (!settings.address) return null;
  const { street, city, state } = settings.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${settings.mallName}, ${street}, ${city} - ${state}`)}`;
}

/** Every way to reach the mall: address with map and directions, phone, WhatsApp, e-mail and hours. */
export function ContactChannels({ settings, hours }: ContactChannelsProps) {
  const t = useTranslations('content.contact');
  const tContent = useTranslations('content');
  const map = mapsHref(settings);
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
                {settings.address.street}
                {settings.address.district ? ` – ${settings.address.district}` : ''}
                <br />
                {settings.address.city} – {settings.address.state}, {settings.address.postalCode}
              </address>
              <p className={styles.actions}>
                {map ? (
                  <a href={map} target="_blank" rel="noopener noreferrer">
                    {t('mapLink')}
                    <span className="visually-hidden"> {tContent('newWindow')}</span>
                  </a>
                ) : null}
                {settings.directionsUrl ? (
                  <a href={settings.directionsUrl} target="_blank" rel="noopener noreferrer">
                    {t('directions')}
                    <span className="visually-hidden"> {tContent('newWindow')}</span>
                  </a>
                ) : null}
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
