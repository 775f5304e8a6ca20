/**
 * Site settings: the mall's address, hours and holidays.
 *
 * EDGE CASE: the holidays marked `optional: true` (Finados, Consciência Negra,
 * Carnaval, Corpus Christi) open the mall, but the places listed in
 * places.ts OPTIONAL_HOLIDAY_CLOSERS stay closed on them.
 */
import type { HolidayException, QuickLink, SocialLink, TimeRange } from '../../../src/lib/content/index.ts';
import { MALL_HOURS, SECTOR_HOURS } from './hours.ts';
import { published, type ContentRecord } from './records.ts';
import { stampsFor } from './timestamps.ts';
import { parkingCount } from './directions.ts';

export const ADDRESS = {
  street: 'Av. Luiz Paulo Franco, 1.780',
  district: 'Belvedere',
  city: 'Belo Horizonte',
  state: 'MG',
  postalCode: '30320-570',
  latitude: -19.9766,
  longitude: -43.9458,
};

export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `Shopping Jacarandá, ${ADDRESS.street}, ${ADDRESS.district}, ${ADDRESS.city} - ${ADDRESS.state}, ${ADDRESS.postalCode}`,
)}`;

const hours = (open: string, close: string): TimeRange[] => [{ open, close }];
const HOLIDAY_HOURS = hours('12:00', '20:00');
const HOLIDAY_FOOD = hours('11:00', '22:00');

/** an ordinary holiday: stores 12:00–20:00, restaurants and cinema their longer day */
const holiday = (date: string, pt: string, en: string, optional = false): HolidayException => ({
  date,
  name: { pt, en },
  mall: HOLIDAY_HOURS,
  sectors: { gastronomy: HOLIDAY_FOOD, cinema: hours('12:00', '00:30') },
  ...(optional ? { optional: true } : {}),
});

const sundayLike = (date: string, pt: string, en: string): HolidayException => ({
  date,
  name: { pt, en },
  mall: hours('14:00', '20:00'),
  sectors: { gastronomy: hours('11:00', '22:00'), cinema: hours('12:00', '00:30') },
});

const christmasEve = (date: string): HolidayException => ({
  date,
  name: { pt: 'Véspera de Natal', en: 'Christmas Eve' },
  mall: hours('09:00', '18:00'),
  sectors: { gastronomy: hours('11:00', '18:00'), cinema: hours('12:00', '17:00'), leisure: hours('10:00', '17:00') },
});

/** Christmas and New Year's Day: the corridors close; restaurants and the cinema open late */
const closedButFood = (date: string, pt: string, en: string, food: TimeRange[]): HolidayException => ({
  date,
  name: { pt, en },
  mall: 'closed',
  sectors: { stores: 'closed', leisure: 'closed', gastronomy: food, cinema: hours('15:00', '00:30') },
});

const newYearsEve = (date: string): HolidayException => ({
  date,
  name: { pt: 'Véspera de Ano-Novo', en: "New Year's Eve" },
  mall: hours('09:00', '17:00'),
  sectors: { gastronomy: hours('11:00', '18:00'), cinema: hours('12:00', '17:30'), leisure: hours('10:00', '16:00') },
});

export const HOLIDAYS: HolidayException[] = [
  holiday('2026-11-02', 'Finados', "All Souls' Day", true),
  sundayLike('2026-11-15', 'Proclamação da República', 'Republic Day'),
  holiday('2026-11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 'Black Consciousness Day', true),
  {
    ...holiday('2026-12-08', 'Imaculada Conceição (feriado municipal)', 'Immaculate Conception (city holiday)'),
    mall: hours('10:00', '22:00'),
  },
  christmasEve('2026-12-24'),
  closedButFood('2026-12-25', 'Natal', 'Christmas Day', hours('12:00', '22:00')),
  newYearsEve('2026-12-31'),
  closedButFood('2027-01-01', 'Confraternização Universal', "New Year's Day", hours('14:00', '22:00')),
  holiday('2027-02-08', 'Carnaval (segunda-feira)', 'Carnival Monday', true),
  holiday('2027-02-09', 'Carnaval (terça-feira)', 'Carnival Tuesday', true),
  { date: '2027-02-10', name: { pt: 'Quarta-feira de Cinzas', en: 'Ash Wednesday' }, mall: hours('12:00', '22:00') },
  sundayLike('2027-03-26', 'Sexta-feira da Paixão', 'Good Friday'),
  sundayLike('2027-03-28', 'Páscoa', 'Easter Sunday'),
  holiday('2027-04-21', 'Tiradentes', 'Tiradentes Day'),
  sundayLike('2027-05-01', 'Dia do Trabalho', 'Labour Day'),
  holiday('2027-05-27', 'Corpus Christi', 'Corpus Christi', true),
  sundayLike('2027-08-15', 'Assunção de Nossa Senhora (feriado municipal)', 'Assumption of Mary (city holiday)'),
  holiday('2027-09-07', 'Independência do Brasil', 'Independence Day'),
  {
    ...holiday('2027-10-12', 'Nossa Senhora Aparecida e Dia das Crianças', "Our Lady of Aparecida and Children's Day"),
    sectors: { gastronomy: HOLIDAY_FOOD, cinema: hours('12:00', '00:30'), leisure: hours('10:00', '22:00') },
  },
  holiday('2027-11-02', 'Finados', "All Souls' Day", true),
  holiday('2027-11-15', 'Proclamação da República', 'Republic Day'),
  holiday('2027-11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 'Black Consciousness Day', true),
  {
    ...holiday('2027-12-08', 'Imaculada Conceição (feriado municipal)', 'Immaculate Conception (city holiday)'),
    mall: hours('10:00', '22:00'),
  },
  christmasEve('2027-12-24'),
  closedButFood('2027-12-25', 'Natal', 'Christmas Day', hours('12:00', '22:00')),
  newYearsEve('2027-12-31'),
];

const QUICK_LINKS: QuickLink[] = [
  { key: 'restaurants', href: '/gastronomia' },
  { key: 'stores', href: '/lojas' },
  { key: 'cinema', href: '/cinema' },
  { key: 'services', href: '/servicos' },
  { key: 'directions', href: '/como-chegar' },
  { key: 'pet_area', href: '/page/espaco-pet' },
];

const SOCIAL: SocialLink[] = [
  { network: 'instagram', url: 'https://instagram.com/shoppingjacaranda.example' },
  { network: 'facebook', url: 'https://facebook.com/shoppingjacaranda.example' },
  { network: 'youtube', url: 'https://youtube.com/@shoppingjacaranda.example' },
  { network: 'tiktok', url: 'https://tiktok.com/@shoppingjacaranda.example' },
  { network: 'linkedin', url: 'https://linkedin.com/company/shopping-jacaranda-example' },
];

export function buildSiteSettings(): ContentRecord {
  return published(
    'site_settings',
    'site_settings',
    {
      mall_name: 'Shopping Jacarandá',
      tagline: {
        pt: 'Compras, sabores e cultura à sombra dos jacarandás',
        en: 'Shopping, food and culture in the shade of the jacarandas',
      },
      city: ADDRESS.city,
      state: ADDRESS.state,
      street_address: ADDRESS.street,
      district: ADDRESS.district,
      postal_code: ADDRESS.postalCode,
      location: { latitude: ADDRESS.latitude, longitude: ADDRESS.longitude },
      phone: '(31) 3290-4500',
      whatsapp: '5531999274500',
      email: 'atendimento@shoppingjacaranda.example',
      social_links: SOCIAL,
      mall_hours: MALL_HOURS,
      sector_hours: SECTOR_HOURS,
      holidays: HOLIDAYS,
      quick_links: QUICK_LINKS,
      directions_url: DIRECTIONS_URL,
      terms_url: '/page/termos-de-uso',
      privacy_url: '/page/politica-de-privacidade',
      accessibility_url: '/page/acessibilidade',
      gift_card_url: '/page/vale-presente',
      sign_language_url: 'https://libras.maosqueconversam.example/atendimento/shopping-jacaranda',
      institute_product: 'jacaranda',
      gtm_id: 'GTM-JK4R7QZ',
      parking_info: {
        pt: `Estacionamento com ${parkingCount('spots').pt} vagas, ${parkingCount('covered_spots').pt} delas cobertas, nos pisos G1 e G2, acesso pela Av. Luiz Paulo Franco. Até 15 minutos grátis; até 3 horas, R$ 14,00; cada hora adicional, R$ 4,00. Vagas preferenciais para idosos, pessoas com deficiência e gestantes próximas aos elevadores, ${parkingCount('ev_chargers').pt} pontos de recarga para carros elétricos no G1 e bicicletário gratuito na entrada principal. Pagamento por aplicativo, cartão, Pix ou nos totens.`,
        en: `Car park with ${parkingCount('spots').en} spaces, ${parkingCount('covered_spots').en} of them covered, on levels G1 and G2, entrance on Av. Luiz Paulo Franco. Up to 15 minutes free; up to 3 hours, R$ 14.00; each extra hour, R$ 4.00. Priority spaces for older people, people with disabilities and pregnant women next to the lifts, ${parkingCount('ev_chargers').en} EV charging points on G1 and a free bike rack at the main entrance. Pay by app, card, Pix or at the kiosks.`,
      },
    },
    stampsFor('site_settings', 'early'),
  );
}
