/**
 * The stores' and restaurants' offers. Their validity is written relative to
 * the demo's "today" (DEMO_TODAY), as the articles and the cinema's runs are:
 * the content is files in the repository, so "current" and "ended" can only
 * mean something against a fixed date, and the e2e tests set their clocks to
 * it (e2e/offers.spec.ts).
 *
 * At DEMO_TODAY 14:00 in the mall: most are current, four start next week,
 * three ended yesterday, and one (EDGE_OFFERS.endsTonight) ends at 22:00.
 */
import { doc, p } from './dast.ts';
import type { PlacesResult } from './places.ts';
import { published, seo, stamp, type ContentRecord, type FileValue } from './records.ts';
import { l10n, slugify, type L10n } from './text.ts';
import { stampsOn } from './timestamps.ts';

/** the demo's "today", a Friday (the articles' newest date) */
export const DEMO_TODAY = '2026-11-20';

export const EDGE_OFFERS = {
  endsTonight: 'offer-rodizio-sexta-sushi-kaze',
  endedYesterday: 'offer-queima-de-inverno-alma-boho',
  startsNextWeek: 'offer-semana-do-livro-travessia',
  twoStores: 'offer-mesa-posta-natal',
} as const;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface OfferRow {
  slug: string;
  places: readonly string[];
  title: L10n;
  text: L10n;
  terms: L10n;
  /** days from DEMO_TODAY and the mall's wall-clock time */
  starts: [number, string];
  ends: [number, string];
  coupon?: string;
}

const row = (
  slug: string,
  places: readonly string[],
  title: [string, string],
  text: [string, string],
  starts: [number, string],
  ends: [number, string],
  coupon?: string,
): OfferRow => ({
  slug,
  places,
  title: l10n(...title),
  text: l10n(...text),
  terms: l10n(
    'Válido enquanto durarem os estoques. Não cumulativo com outras promoções. Consulte a loja.',
    'While stocks last. Cannot be combined with other promotions. Ask in store.',
  ),
  starts,
  ends,
  ...(coupon ? { coupon } : {}),
});

const OPEN = '10:00';
const CLOSE = '22:00';

export const OFFER_ROWS: readonly OfferRow[] = [
  // ─── ending tonight, ended yesterday, starting next week ───
  row(
    'rodizio-sexta-sushi-kaze',
    ['restaurant-sushi-kaze'],
    ['Rodízio de sexta com 20% off', 'Friday all-you-can-eat, 20% off'],
    [
      'O rodízio completo com 20% de desconto, só nesta sexta.',
      'The full all-you-can-eat menu at 20% off, this Friday only.',
    ],
    [0, '11:00'],
    [0, CLOSE],
  ),
  row(
    'queima-de-inverno-alma-boho',
    ['store-alma-boho'],
    ['Queima de inverno: até 50% off', 'Winter clearance: up to 50% off'],
    ['Peças da coleção de inverno com até metade do preço.', 'Winter collection pieces at up to half price.'],
    [-14, OPEN],
    [-1, CLOSE],
  ),
  row(
    'cafe-em-dobro-coado-serrano',
    ['restaurant-cafe-coado-serrano'],
    ['Café em dobro na quinta', 'Double coffee on Thursday'],
    ['Na compra de um coado, o segundo sai por nossa conta.', 'Buy one filter coffee, the second is on us.'],
    [-1, OPEN],
    [-1, CLOSE],
  ),
  row(
    'oculos-de-sol-otica-mirante',
    ['store-otica-mirante'],
    ['Óculos de sol com 30% off', 'Sunglasses 30% off'],
    ['Armações solares de marcas selecionadas com 30% de desconto.', 'Selected brands of sunglasses at 30% off.'],
    [-10, OPEN],
    [-1, '23:59'],
  ),
  row(
    'semana-do-livro-travessia',
    ['store-livraria-travessia'],
    ['Semana do livro: leve 3, pague 2', 'Book week: take 3, pay for 2'],
    ['Em toda a loja, o livro de menor valor sai de graça.', 'Across the shop, the cheapest of three books is free.'],
    [3, OPEN],
    [9, CLOSE],
  ),
  row(
    'natal-antecipado-ciranda',
    ['store-ciranda-brinquedos'],
    ['Natal antecipado: 15% off em brinquedos', 'Early Christmas: 15% off toys'],
    [
      'Brinquedos educativos e jogos com desconto para adiantar a lista.',
      'Educational toys and games discounted to get ahead of the list.',
    ],
    [4, OPEN],
    [20, CLOSE],
    'NATAL15',
  ),
  row(
    'festival-de-massas-nonna-bruna',
    ['restaurant-trattoria-nonna-bruna'],
    ['Festival de massas', 'Pasta festival'],
    [
      'Massas frescas da casa em porção dupla pelo preço da simples.',
      'House fresh pasta, a double portion for the price of a single.',
    ],
    [5, '11:30'],
    [12, '23:00'],
  ),
  row(
    'mochilas-serra-do-cipo',
    ['store-serra-do-cipo-outdoor'],
    ['Mochilas de trilha com 25% off', 'Hiking backpacks 25% off'],
    ['Mochilas de 20 a 60 litros para as trilhas do verão.', 'Backpacks from 20 to 60 litres for summer trails.'],
    [7, OPEN],
    [21, CLOSE],
  ),
  // ─── current ───
  row(
    'mesa-posta-natal',
    ['store-casa-aroeira', 'store-mesa-posta-mineira'],
    ['Mesa de Natal: 20% off em louças', 'Christmas table: 20% off tableware'],
    [
      'Louças, taças e jogos americanos para a ceia, nas duas lojas.',
      'Plates, glasses and placemats for the Christmas dinner, in both shops.',
    ],
    [-5, OPEN],
    [30, CLOSE],
  ),
  row(
    'black-friday-bit-gamer',
    ['store-bit-gamer'],
    ['Black Friday gamer', 'Gamer Black Friday'],
    ['Consoles, controles e jogos com até 40% de desconto.', 'Consoles, controllers and games at up to 40% off.'],
    [-2, OPEN],
    [7, CLOSE],
    'BITBF40',
  ),
  row(
    'vitaminas-vida-plena',
    ['store-drogaria-vida-plena'],
    ['Vitaminas: leve 3, pague 2', 'Vitamins: take 3, pay for 2'],
    [
      'Suplementos e vitaminas selecionados na promoção leve 3, pague 2.',
      'Selected supplements and vitamins on a take 3, pay for 2 deal.',
    ],
    [-20, '08:00'],
    [10, CLOSE],
  ),
  row(
    'tenis-passo-leve',
    ['store-passo-leve'],
    ['Segundo par com 50% off', 'Second pair half price'],
    [
      'Na compra de um tênis, o segundo par sai pela metade do preço.',
      'Buy a pair of trainers and get the second at half price.',
    ],
    [-3, OPEN],
    [14, CLOSE],
  ),
  row(
    'perfumes-flor-de-ipe',
    ['store-flor-de-ipe-perfumaria'],
    ['Perfumes com brinde', 'Perfume with a gift'],
    ['Na compra de um perfume, ganhe uma nécessaire exclusiva.', 'Buy a perfume and get an exclusive toiletry bag.'],
    [-7, OPEN],
    [16, CLOSE],
  ),
  row(
    'aliancas-turmalina',
    ['store-joalheria-turmalina'],
    ['Alianças com gravação grátis', 'Wedding rings with free engraving'],
    ['Gravação a laser gratuita em qualquer par de alianças.', 'Free laser engraving on any pair of wedding rings.'],
    [-30, OPEN],
    [60, CLOSE],
  ),
  row(
    'jeans-riacho',
    ['store-riacho-jeans'],
    ['Jeans a partir de R$ 99', 'Jeans from R$ 99'],
    ['Modelos clássicos e novos cortes com preço especial.', 'Classic styles and new cuts at a special price.'],
    [-4, OPEN],
    [6, CLOSE],
  ),
  row(
    'fones-tela-nova',
    ['store-tela-nova-eletronicos'],
    ['Fones de ouvido com 35% off', 'Headphones 35% off'],
    ['Fones sem fio e com cancelamento de ruído em oferta.', 'Wireless and noise-cancelling headphones on offer.'],
    [-6, OPEN],
    [8, CLOSE],
    'SOM35',
  ),
  row(
    'banho-e-tosa-bicho-bom',
    ['store-bicho-bom-pet-spa'],
    ['Banho e tosa com hidratação grátis', 'Bath and grooming with a free conditioning'],
    [
      'Agende banho e tosa e ganhe a hidratação de pelos.',
      'Book a bath and grooming and the coat conditioning is free.',
    ],
    [-8, OPEN],
    [22, CLOSE],
  ),
  row(
    'maquiagem-lume',
    ['store-lume-make-up-studio'],
    ['Maquiagem para festas: 25% off', 'Party make-up: 25% off'],
    [
      'Produção completa para as festas de fim de ano com desconto.',
      'Full make-up for the end-of-year parties at a discount.',
    ],
    [-1, OPEN],
    [40, CLOSE],
  ),
  row(
    'moda-praia-mare-alta',
    ['store-mare-alta-beachwear'],
    ['Moda praia: nova coleção com 15% off', 'Beachwear: new collection 15% off'],
    [
      'Biquínis, maiôs e saídas de praia da coleção de verão.',
      'Bikinis, swimsuits and cover-ups from the summer collection.',
    ],
    [-2, OPEN],
    [25, CLOSE],
    'VERAO15',
  ),
  row(
    'gelato-dobro-ipe',
    ['restaurant-gelato-ipe'],
    ['Segunda bola grátis', 'Second scoop free'],
    [
      'De segunda a sexta, a segunda bola de gelato é por nossa conta.',
      'Monday to Friday, the second scoop of gelato is on us.',
    ],
    [-12, '12:00'],
    [18, CLOSE],
  ),
  row(
    'pizza-forno-vivo',
    ['restaurant-pizza-forno-vivo'],
    ['Pizza grande pelo preço da média', 'A large pizza for the price of a medium'],
    [
      'Todas as pizzas grandes do cardápio pelo preço da média.',
      'Every large pizza on the menu for the price of a medium.',
    ],
    [-9, '11:00'],
    [11, '23:00'],
  ),
  row(
    'combo-brasa-burger',
    ['restaurant-brasa-burger-co'],
    ['Combo com refil grátis', 'Combo with free refill'],
    ['Hambúrguer, batata e bebida com refil à vontade.', 'Burger, fries and a drink with free refills.'],
    [-3, '11:00'],
    [27, CLOSE],
  ),
  row(
    'doces-vo-tita',
    ['restaurant-doceria-vo-tita'],
    ['Caixa de doces com 20% off', 'Box of sweets 20% off'],
    ['Caixas com 12 docinhos mineiros para presentear.', 'Boxes of 12 traditional sweets to give as presents.'],
    [-15, OPEN],
    [15, CLOSE],
  ),
  row(
    'happy-hour-boteco',
    ['restaurant-boteco-pe-de-ipe'],
    ['Happy hour em dobro', 'Double happy hour'],
    ['Chope em dobro de segunda a sexta, das 17h às 19h.', 'Double draught beer Monday to Friday, 5 to 7 pm.'],
    [-25, '17:00'],
    [35, '23:59'],
  ),
  row(
    'acai-da-mata',
    ['restaurant-acai-da-mata'],
    ['Açaí de 500 ml com complemento grátis', '500 ml açaí with a free topping'],
    ['Escolha um complemento extra sem pagar nada a mais.', 'Choose one extra topping at no extra cost.'],
    [-6, OPEN],
    [9, CLOSE],
  ),
];

interface PlaceFields {
  category?: string;
  cuisine?: string;
  images?: FileValue[];
}

export function buildOffers(places: PlacesResult): ContentRecord[] {
  const fieldsById = new Map<string, PlaceFields>();
  for (const r of places.records) {
    if (r.model === 'store' || r.model === 'restaurant')
      fieldsById.set(r.file.id, (r.file.published?.fields ?? {}) as PlaceFields);
  }
  return OFFER_ROWS.map((o) => {
    const id = `offer-${o.slug}`;
    const owners = o.places.map((placeId) => {
      const fields = fieldsById.get(placeId);
      if (!fields) throw new Error(`${id}: no place ${placeId}`);
      return fields;
    });
    const categories = [...new Set(owners.map((f) => f.category ?? f.cuisine).filter((c): c is string => Boolean(c)))];
    const cover = owners[0]?.images?.[0];
    // the store's own picture, with its own alt: it shows the shop, not the offer, and DatoCMS keeps one
    // default alt per upload (a second alt for the same file would not survive datocms:import)
    const image: FileValue | null = cover ? { upload: cover.upload, alt: cover.alt, title: null } : null;
    const startsOn = addDays(DEMO_TODAY, o.starts[0]);
    const fields = {
      title: o.title,
      slug: slugify(o.slug),
      description: { pt: doc([p(o.text.pt)]), en: doc([p(o.text.en)]) },
      image,
      places: o.places,
      starts_at: stamp(startsOn, o.starts[1]),
      ends_at: stamp(addDays(DEMO_TODAY, o.ends[0]), o.ends[1]),
      terms: o.terms,
      coupon_code: o.coupon ?? null,
      categories,
      seo: seo({ pt: `${o.title.pt} | Ofertas`, en: `${o.title.en} | Offers` }, o.text),
    };
    // published the day before it starts, and never after the demo's "today"
    const publishedOn = addDays(DEMO_TODAY, Math.min(o.starts[0], 0) - 1);
    return published('offer', id, fields, stampsOn(publishedOn, id));
  });
}
