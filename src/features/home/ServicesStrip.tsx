import NextLink from 'next/link';
import { ServiceIcon } from '@/features/services/ServiceIcon';
import styles from './ServicesStrip.module.css';

export interface ServiceLink {
  id: string;
  name: string;
  icon: string | null;
  /** localized path to the service on the services page */
  href: string;
}

/** A few of the mall's services as icon tiles, each leading to its entry on the services page. */
export function ServicesStrip({ services }: { services: readonly ServiceLink[] }) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <NextLink href={service.href} className={styles.tile}>
            <span className={styles.icon}>
              <ServiceIcon icon={service.icon} size={26} />
            </span>
            <span className={styles.name}>{service.name}</span>
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
