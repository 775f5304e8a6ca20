import { useTranslations } from 'next-intl';
import { telHref } from '@/features/contact';
import { ServiceIcon } from './ServiceIcon';
import styles from './ServiceList.module.css';

export interface ServiceItem {
  id: string;
  slug: string;
  name: string;
  description?: string | null;
  icon?: string | null;
  floorName?: string | null;
  unit?: string | null;
  phone?: string | null;
}

/**
 * The mall's services as a grid of cards. Each card's id is the service's
 * slug, the anchor structured-text links to a service point at (/servicos#slug).
 */
export function ServiceList({ services }: { services: readonly ServiceItem[] }) {
  const t = useTranslations('services');
  if (services.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id} id={service.slug} className={styles.card} tabIndex={-1}>
          <span className={styles.icon}>
            <ServiceIcon icon={service.icon} />
          </span>
          <h2 className={styles.name}>{service.name}</h2>
          {service.description ? <p className={styles.description}>{service.description}</p> : null}
          {service.floorName || service.unit || service.phone ? (
            <dl className={styles.facts}>
              {service.floorName ? (
                <div>
                  <dt>{t('floor')}</dt>
                  <dd>{service.floorName}</dd>
                </div>
              ) : null}
              {service.unit ? (
                <div>
                  <dt>{t('unit')}</dt>
                  <dd>{service.unit}</dd>
                </div>
              ) : null}
              {service.phone ? (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a
                      href={telHref(service.phone) ?? undefined}
                      className={styles.phone}
                      aria-label={t('call', { name: service.name, phone: service.phone })}
                    >
                      {service.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
