import { useTranslations } from 'next-intl';
import type { SiteSettings } from '@/features/site-settings';
import { addressForCopy, addressLines, mapSearchHref } from './model/mall-address';
import { ClientMessages } from '@/i18n/ClientMessages';
import { CopyAddressButton } from './CopyAddressButton';
import styles from './Directions.module.css';
import { NewWindowLink } from '@/components/page/NewWindowLink';

const ADDRESS_ID = 'endereco-do-shopping';

/** The mall's address with the ways to use it: see it on a map, get a route, copy it. */
export function AddressPanel({
  settings,
}: {
  settings: Pick<SiteSettings, 'mallName' | 'address' | 'location' | 'directionsUrl'>;
}) {
  const t = useTranslations('directions');
  const newWindow = useTranslations('content')('newWindow');
  if (!settings.address) return null;
  const [first, second] = addressLines(settings.address);
  const map = mapSearchHref(settings);
  const copyText = addressForCopy(settings);
  return (
    <section id="endereco" aria-labelledby="endereco-titulo" className={`${styles.section} ${styles.addressPanel}`}>
      <h2 id="endereco-titulo" className={styles.sectionTitle}>
        {t('addressTitle')}
      </h2>
      <address id={ADDRESS_ID} className={styles.address}>
        <strong>{settings.mallName}</strong>
        <br />
        {first}
        <br />
        {second}
      </address>
      <div className={styles.actions}>
        {settings.directionsUrl ? (
          <NewWindowLink
            href={settings.directionsUrl}
            newWindowText={newWindow}
            className={`${styles.action} ${styles.primary}`}
          >
            {t('route')}
          </NewWindowLink>
        ) : null}
        {map ? (
          <NewWindowLink href={map} newWindowText={newWindow} className={styles.action}>
            {t('openMap')}
          </NewWindowLink>
        ) : null}
        {copyText ? (
          <ClientMessages namespaces={['directions']}>
            <CopyAddressButton text={copyText} targetId={ADDRESS_ID} />
          </ClientMessages>
        ) : null}
      </div>
    </section>
  );
}
