import type { AppHref } from '@/components/page/types';
import { ServiceIcon } from '@/features/services';
import { Link } from '@/i18n/navigation';
import styles from './ServicesStrip.module.css';

export interface ServiceLink {
  id: string;
  name: string;
  icon: string | null;
  /** the service's entry on the services page (`/servicos#slug`) */
  href: AppHref;
}

/** A few of the mall's services as icon tiles, each leading to its entry on the services page. */
export function ServicesStrip({ services }: { services: readonly ServiceLink[] }) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <Link href={service.href} className={styles.tile}>
            <span className={styles.icon}>
              <ServiceIcon icon={service.icon} size={26} />
            </span>
            <span className={styles.name}>{service.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
