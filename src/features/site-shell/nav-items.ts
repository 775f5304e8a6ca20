import type { AppPathname } from '@/i18n/routing';
import type pt from '../../../messages/pt.json';

type NavLabel = Exclude<keyof (typeof pt)['layout']['nav'], 'groups' | 'label' | 'open' | 'close' | 'menu' | 'search'>;

export interface NavItem {
  label: NavLabel;
  href: { pathname: AppPathname; params?: Record<string, string> };
  /** in the phone menu's list only: wide screens have it among the header's shortcuts */
  phoneOnly?: boolean;
}

export interface NavGroup {
  label: keyof (typeof pt)['layout']['nav']['groups'];
  items: NavItem[];
}

/** Every screen of the spec, grouped as a visitor thinks of them. */
export function navGroups(instituteProduct: string | null): NavGroup[] {
  return [
    {
      label: 'shop',
      items: [
        { label: 'stores', href: { pathname: '/lojas' } },
        { label: 'gastronomy', href: { pathname: '/gastronomia' } },
        { label: 'cinema', href: { pathname: '/cinema' } },
        { label: 'articles', href: { pathname: '/artigos' } },
        { label: 'agenda', href: { pathname: '/agenda' } },
        { label: 'artCulture', href: { pathname: '/arte-e-cultura' } },
      ],
    },
    {
      label: 'visit',
      items: [
        { label: 'map', href: { pathname: '/mapa' } },
        { label: 'directions', href: { pathname: '/como-chegar' }, phoneOnly: true },
        { label: 'services', href: { pathname: '/servicos' } },
        { label: 'contact', href: { pathname: '/contato' } },
        { label: 'favourites', href: { pathname: '/favoritos' } },
      ],
    },
    {
      label: 'mall',
      items: [
        { label: 'about', href: { pathname: '/sobre' } },
        ...(instituteProduct
          ? [
              {
                label: 'institute' as const,
                href: { pathname: '/instituto/[product]' as const, params: { product: instituteProduct } },
              },
            ]
          : []),
        { label: 'opportunity', href: { pathname: '/oportunidade' } },
        { label: 'masterplan', href: { pathname: '/masterplan' } },
      ],
    },
  ];
}
