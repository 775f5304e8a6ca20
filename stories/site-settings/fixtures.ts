import type { SiteSettings } from '@/features/site-settings/site-settings';

/** Realistic site settings of the demo mall, as the Layout query returns them after parsing. */
export const siteSettings: SiteSettings = {
  mallName: 'Shopping Jacarandá',
  tagline: 'Compras, sabores e cultura à sombra dos jacarandás',
  address: {
    street: 'Av. Luiz Paulo Franco, 1.780',
    district: 'Belvedere',
    city: 'Belo Horizonte',
    state: 'MG',
    postalCode: '30320-570',
  },
  location: { latitude: -19.9765, longitude: -43.9442 },
  phone: '(31) 3290-4500',
  whatsapp: '+55 31 99876-4500',
  email: 'atendimento@shoppingjacaranda.example',
  mallHours: {
    mon: [{ open: '10:00', close: '22:00' }],
    tue: [{ open: '10:00', close: '22:00' }],
    wed: [{ open: '10:00', close: '22:00' }],
    thu: [{ open: '10:00', close: '22:00' }],
    fri: [{ open: '10:00', close: '22:00' }],
    sat: [{ open: '10:00', close: '22:00' }],
    sun: [{ open: '14:00', close: '20:00' }],
  },
  holidays: [{ date: '2026-12-25', name: { pt: 'Natal', en: 'Christmas' }, mall: [{ open: '14:00', close: '20:00' }] }],
  quickLinks: [
    { key: 'restaurants', href: '/gastronomia' },
    { key: 'stores', href: '/lojas' },
    { key: 'cinema', href: '/cinema' },
    { key: 'services', href: '/servicos' },
    { key: 'directions', href: 'https://www.google.com/maps/dir/?api=1&destination=-19.9765,-43.9442' },
    { key: 'pet_area', href: '/servicos' },
  ],
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/shoppingjacaranda.example' },
    { network: 'facebook', url: 'https://facebook.com/shoppingjacaranda.example' },
    { network: 'youtube', url: 'https://youtube.com/@shoppingjacaranda.example' },
  ],
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=-19.9765,-43.9442',
  termsUrl: '/page/termos-de-uso',
  privacyUrl: '/page/politica-de-privacidade',
  accessibilityUrl: '/page/acessibilidade',
  giftCardUrl: '/page/vale-presente',
  signLanguageUrl: 'https://www.icom-libras.example/shopping-jacaranda',
  instituteProduct: 'jacaranda',
  gtmId: null,
};

/** A Wednesday afternoon in Belo Horizonte. */
export const wednesdayAfternoon = '2026-11-18T18:30:00.000Z';
