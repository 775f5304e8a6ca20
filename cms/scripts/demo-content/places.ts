/**
 * Store, restaurant and their category records, with their map units.
 *
 * EDGE CASES (the site must handle them; ids are stable):
 *  - store-veu-de-noiva-atelie   hours_source 'none'     → status 'unavailable' (attends by appointment)
 *  - store-drone-alto            malformed opening_hours → status 'invalid' ({"mon":[{"open":"25:99","close":"x"}]})
 *  - store-rasteira-mineira      short_description with Portuguese only → English falls back
 *  - restaurant-boteco-pe-de-ipe own hours 18:00–02:00   → open past midnight
 *  - OPTIONAL_HOLIDAY_CLOSERS    opens_on_optional_holidays false → closed on the mall's optional holidays
 */
import type { WeeklySchedule } from '../../../src/lib/content/index.ts';
import { doc, p, type StructuredTextValue } from './dast.ts';
import { contactsFor, FLOOR_NAMES, floorId, type FloorCode } from './contact-data.ts';
import type { UnitPool } from './floors.ts';
import { OWN_HOURS } from './hours.ts';
import { createRng } from './prng.ts';
import { fileValue, published, seo, withPosition, type ContentRecord } from './records.ts';
import { CUISINES, RESTAURANTS, type RestaurantRow } from './restaurant-table.ts';
import { STORE_CATEGORIES, type StoreCategoryDef } from './store-table.ts';
import { slugify, type L10n } from './text.ts';
import { stampsFor } from './timestamps.ts';

export const EDGE = {
  noSchedule: 'store-veu-de-noiva-atelie',
  malformedSchedule: 'store-drone-alto',
  missingEnglish: 'store-rasteira-mineira',
  pastMidnight: 'restaurant-boteco-pe-de-ipe',
} as const;

export const MALFORMED_SCHEDULE = { mon: [{ open: '25:99', close: 'x' }] };

/** places that stay closed when the mall marks a holiday optional */
export const OPTIONAL_HOLIDAY_CLOSERS = new Set([
  'banco-horizonte',
  'cambio-sete-lagoas',
  'rota-minas-viagens',
  'clinica-olhar-vivo',
  'sorriso-ipe-odontologia',
  'alfaiataria-ouro-preto',
  'veu-de-noiva-atelie',
  'lavanderia-nuvem-branca',
  'movel-claro',
  'atelie-de-ceramica-barro-vivo',
  'trattoria-nonna-bruna',
  'mar-aberto',
]);

const FEATURED_STORES = new Set([
  'galeria-serra-azul',
  'casa-aroeira',
  'maria-ipe',
  'joalheria-turmalina',
  'livraria-travessia',
  'flor-de-ipe-perfumaria',
  'casa-candeia',
  'pixel-minas',
  'passada-longa',
  'bosque-encantado',
]);
const FEATURED_RESTAURANTS = new Set([
  'fogao-de-lenha-dona-zica',
  'sushi-kaze',
  'trattoria-nonna-bruna',
  'cafe-coado-serrano',
  'boteco-pe-de-ipe',
  'gelato-ipe',
]);

export interface PlaceInfo {
  id: string;
  slug: string;
  name: string;
  color: string;
  kind: 'store' | 'restaurant';
  floor: FloorCode;
  unit: string;
  categoryName: L10n;
  what: L10n;
  featured: boolean;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const INTROS: readonly ((n: string, w: L10n, f: L10n) => L10n)[] = [
  (n, w) => ({
    pt: `**${n}** reúne ${w.pt} em um espaço pensado para quem gosta de escolher com calma.`,
    en: `**${n}** brings together ${w.en} in a space made for unhurried choosing.`,
  }),
  (n, w, f) => ({
    pt: `Especialista em ${w.pt}, **${n}** atende no ${f.pt} com uma equipe preparada para ajudar em cada escolha.`,
    en: `Specialising in ${w.en}, **${n}** welcomes you on the ${f.en} with a team ready to help with every choice.`,
  }),
  (n, w) => ({
    pt: `**${n}** chegou ao Shopping Jacarandá com ${w.pt} e um atendimento que virou marca registrada.`,
    en: `**${n}** came to Shopping Jacarandá with ${w.en} and a kind of service that has become its signature.`,
  }),
  (n, w, f) => ({
    pt: `Para quem procura ${w.pt}, **${n}** é parada obrigatória no ${f.pt}.`,
    en: `If you are looking for ${w.en}, **${n}** is a must on the ${f.en}.`,
  }),
];

/** the second paragraph: what is particular about shopping in each category */
const CATEGORY_NOTES: Record<string, L10n> = {
  'lojas-de-departamento': {
    pt: 'São três pisos de achados, com _provador amplo_, embrulho para presente sem custo e retirada de compras on-line no balcão da loja.',
    en: 'Three floors of finds, with _roomy fitting rooms_, free gift wrapping and click-and-collect at the shop counter.',
  },
  'farmacia-e-saude': {
    pt: 'O atendimento conta com **farmacêuticos e profissionais de saúde** durante todo o horário de funcionamento, e as receitas podem ser enviadas com antecedência pelo WhatsApp.',
    en: 'A **pharmacist or health professional** is on hand at all opening hours, and prescriptions can be sent ahead on WhatsApp.',
  },
  pet: {
    pt: 'Pets são bem-vindos dentro da loja e em todo o shopping, desde que na guia. Depois das compras, passe no _Espaço Pet_ do Piso Jardim.',
    en: 'Pets are welcome in the shop and all over the mall, on a lead. After shopping, stop by the _Pet Area_ on the Garden Level.',
  },
  servicos: {
    pt: 'Os serviços podem ser deixados pela manhã e retirados no fim do dia, e o pagamento aceita **Pix, cartões e carteiras digitais**.',
    en: 'Drop things off in the morning and collect them at the end of the day; payment by **Pix, cards and digital wallets**.',
  },
  beleza: {
    pt: 'Há _testes e consultoria gratuitos_ no balcão, e os atendimentos com hora marcada podem ser agendados pelo WhatsApp.',
    en: 'There are _free testers and advice_ at the counter, and appointments can be booked on WhatsApp.',
  },
  oticas: {
    pt: 'O **exame de vista** é feito na própria loja, e os ajustes de armação e a limpeza das lentes são sempre gratuitos.',
    en: 'The **eye test** is done on the spot, and frame adjustments and lens cleaning are always free.',
  },
  'livraria-e-papelaria': {
    pt: 'A loja recebe **lançamentos e sessões de autógrafos** com frequência: acompanhe a agenda em Acontece Aqui.',
    en: 'The shop often hosts **book launches and signings**: follow the calendar in What’s On.',
  },
  infantil: {
    pt: 'Há trocador e espaço de amamentação ao lado, no _fraldário do Piso Ipê_, e as compras podem ser embrulhadas para presente.',
    en: 'There is a changing table and a nursing room next door in the _Ipê Level family room_, and purchases can be gift-wrapped.',
  },
  'moda-feminina': {
    pt: 'As coleções mudam a cada estação, e as clientes podem _reservar peças pelo WhatsApp_ para experimentar com tranquilidade.',
    en: 'Collections change every season, and you can _reserve pieces on WhatsApp_ to try them on at leisure.',
  },
  'moda-masculina': {
    pt: 'Os **ajustes de barra e manga** ficam prontos em até dois dias úteis, sem custo nas peças da loja.',
    en: '**Hem and sleeve alterations** are ready within two working days, free on items bought in store.',
  },
  'calcados-e-bolsas': {
    pt: 'Os vendedores medem o pé de cada cliente e indicam o _número certo para cada modelagem_.',
    en: 'Staff measure your feet and suggest _the right size for each last_.',
  },
  'joias-e-relogios': {
    pt: 'Todas as peças saem com **certificado de garantia**, e a loja faz limpeza e polimento gratuitos uma vez por ano.',
    en: 'Every piece comes with a **certificate of warranty**, and the shop cleans and polishes it for free once a year.',
  },
  'casa-e-decoracao': {
    pt: 'A loja monta **listas de casamento e de chá de casa nova** e entrega em toda a região metropolitana de Belo Horizonte.',
    en: 'The shop runs **wedding and housewarming registries** and delivers across greater Belo Horizonte.',
  },
  tecnologia: {
    pt: 'Há _bancada de testes_ para experimentar os aparelhos, e a equipe transfere seus dados para o novo equipamento sem custo.',
    en: 'There is a _testing bench_ to try devices, and the team moves your data to your new device for free.',
  },
  esportes: {
    pt: 'A equipe é formada por **atletas e treinadores** que ajudam a escolher o equipamento certo para cada nível.',
    en: 'The team is made up of **athletes and coaches** who help you choose the right gear for your level.',
  },
  lazer: {
    pt: 'As festas de aniversário podem ser reservadas com até **sessenta dias de antecedência**; crianças de até 3 anos brincam acompanhadas por um adulto.',
    en: 'Birthday parties can be booked up to **sixty days ahead**; children up to 3 play with an adult.',
  },
  'jogos-e-experiencias': {
    pt: 'As sessões têm **horário marcado**: reserve pelo site ou pelo WhatsApp e chegue com dez minutos de antecedência.',
    en: 'Sessions are **booked in advance**: reserve on the website or on WhatsApp and arrive ten minutes early.',
  },
  gastronomy: {
    pt: 'O salão tem _cadeirões para crianças_ e opções sem glúten e sem lactose sinalizadas no cardápio.',
    en: 'There are _high chairs for children_, and gluten-free and lactose-free options are marked on the menu.',
  },
};

function description(
  rng: ReturnType<typeof createRng>,
  place: { name: string; what: L10n; floor: FloorCode; note: L10n; extra?: L10n },
  neighbour: PlaceInfo | undefined,
  locale: 'pt' | 'en',
): StructuredTextValue {
  const intro = rng.pick(INTROS)(place.name, place.what, FLOOR_NAMES[place.floor]);
  const children = [p(intro[locale])];
  if (place.extra) children.push(p(place.extra[locale]));
  children.push(p(place.note[locale]));
  if (neighbour) {
    const link = `[${neighbour.name}](@${neighbour.id})`;
    children.push(
      p(
        locale === 'pt'
          ? `Está por perto? Aproveite para conhecer também ${link}, ${neighbour.kind === 'store' ? 'loja vizinha' : 'boa pedida para uma pausa'} no ${FLOOR_NAMES[neighbour.floor].pt}.`
          : `Nearby? Drop in at ${link} too, ${neighbour.kind === 'store' ? 'a neighbouring shop' : 'a good spot for a break'} on the ${FLOOR_NAMES[neighbour.floor].en}.`,
      ),
    );
  }
  return doc(children);
}

function hoursFields(slug: string): {
  hours_source: 'sector' | 'own' | 'none';
  opening_hours: WeeklySchedule | typeof MALFORMED_SCHEDULE | null;
} {
  if (`store-${slug}` === EDGE.noSchedule) return { hours_source: 'none', opening_hours: null };
  if (`store-${slug}` === EDGE.malformedSchedule) return { hours_source: 'own', opening_hours: MALFORMED_SCHEDULE };
  const own = OWN_HOURS[slug];
  return own ? { hours_source: 'own', opening_hours: own } : { hours_source: 'sector', opening_hours: null };
}

const images = (kind: 'stores' | 'restaurants', slug: string, name: string) => ({
  logo: fileValue(`${kind}/${slug}-logo.webp`, { pt: `Logotipo de ${name}`, en: `${name} logo` }),
  cover: fileValue(`${kind}/${slug}-cover.webp`, {
    pt: `Fachada e interior de ${name}`,
    en: `${name} shopfront and interior`,
  }),
});

export interface PlacesResult {
  records: ContentRecord[];
  stores: PlaceInfo[];
  restaurants: PlaceInfo[];
}

export function buildPlaces(pool: UnitPool): PlacesResult {
  const records: ContentRecord[] = [];
  const rng = createRng('places');

  // categories
  STORE_CATEGORIES.forEach((cat, i) =>
    records.push(
      withPosition(
        published(
          'store_category',
          `store-category-${cat.slug}`,
          { name: cat.name, slug: cat.slug },
          stampsFor(`cat:${cat.slug}`, 'early'),
        ),
        i + 1,
      ),
    ),
  );
  CUISINES.forEach((c, i) =>
    records.push(
      withPosition(
        published(
          'cuisine',
          `cuisine-${c.slug}`,
          { name: c.name, slug: c.slug },
          stampsFor(`cuisine:${c.slug}`, 'early'),
        ),
        i + 1,
      ),
    ),
  );

  // units first, so that descriptions can name a neighbour on the same floor
  const stores: (PlaceInfo & { cat: StoreCategoryDef })[] = [];
  for (const cat of STORE_CATEGORIES) {
    for (const [name, color, whatPt, whatEn] of cat.stores) {
      const slug = slugify(name);
      const slot = cat.slot ?? 'store';
      const floor = [...cat.floors, 'L1', 'L2', 'L3'].find((f) => pool.remaining(f, slot) > 0) as FloorCode | undefined;
      if (!floor) throw new Error(`no ${slot} unit left for ${name}`);
      stores.push({
        id: `store-${slug}`,
        slug,
        name,
        color,
        kind: 'store',
        floor,
        unit: pool.take(floor, slot),
        categoryName: cat.name,
        what: { pt: whatPt, en: whatEn },
        featured: FEATURED_STORES.has(slug),
        cat,
      });
    }
  }
  const restaurants: (PlaceInfo & { row: RestaurantRow })[] = RESTAURANTS.map((row) => {
    const slug = slugify(row.name);
    const cuisine = CUISINES.find((c) => c.slug === row.cuisine);
    if (!cuisine) throw new Error(`unknown cuisine ${row.cuisine}`);
    return {
      id: `restaurant-${slug}`,
      slug,
      name: row.name,
      color: row.color,
      kind: 'restaurant',
      floor: row.floor,
      unit: pool.take(row.floor, 'restaurant'),
      categoryName: cuisine.name,
      what: row.what,
      featured: FEATURED_RESTAURANTS.has(slug),
      row,
    };
  });

  const neighbourOf = (place: PlaceInfo, list: readonly PlaceInfo[]): PlaceInfo | undefined => {
    if (!rng.chance(0.45)) return undefined;
    const same = list.filter((o) => o.floor === place.floor && o.id !== place.id);
    return same.length ? rng.pick(same) : undefined;
  };

  for (const s of stores) {
    const c = contactsFor(s.slug);
    const note = CATEGORY_NOTES[s.cat.slug] ?? CATEGORY_NOTES.servicos!;
    const neighbour = neighbourOf(s, rng.chance(0.3) ? restaurants : stores);
    const draw = createRng(`desc:${s.slug}`);
    const descPt = description(draw, { ...s, note }, neighbour, 'pt');
    const descEn = description(createRng(`desc:${s.slug}`), { ...s, note }, neighbour, 'en');
    const short: L10n | { pt: string } =
      s.id === EDGE.missingEnglish
        ? { pt: `${cap(s.what.pt)}.` }
        : { pt: `${cap(s.what.pt)}.`, en: `${cap(s.what.en)}.` };
    const img = images('stores', s.slug, s.name);
    const tagRng = createRng(`tags:${s.slug}`);
    const tags = [s.cat.name.pt.toLowerCase(), ...tagRng.shuffle(s.cat.tags).slice(0, 3)];
    records.push(
      published(
        'store',
        s.id,
        {
          name: s.name,
          slug: s.slug,
          category: `store-category-${s.cat.slug}`,
          logo: img.logo,
          images: [img.cover],
          short_description: short,
          description: { pt: descPt, en: descEn },
          floor: floorId(s.floor),
          unit: s.unit,
          phone: c.phone,
          whatsapp: c.whatsapp,
          website: c.website,
          instagram: c.instagram,
          ...hoursFields(s.slug),
          opens_on_optional_holidays: !OPTIONAL_HOLIDAY_CLOSERS.has(s.slug),
          tags,
          featured: s.featured,
          seo: seo(
            { pt: `${s.name}`, en: `${s.name}` },
            {
              pt: `${cap(s.what.pt)}. ${FLOOR_NAMES[s.floor].pt}, loja ${s.unit}.`,
              en: `${cap(s.what.en)}. ${FLOOR_NAMES[s.floor].en}, unit ${s.unit}.`,
            },
            { upload: img.cover.upload, alt: img.cover.alt as L10n },
          ),
        },
        stampsFor(s.id),
      ),
    );
    // the content service refuses a malformed json field unless the file names it
    if (s.id === EDGE.malformedSchedule) records[records.length - 1]!.file.unvalidatedJson = ['opening_hours'];
  }

  for (const r of restaurants) {
    const c = contactsFor(r.slug);
    const signature: L10n = {
      pt: `O carro-chefe da casa é ${r.row.signature.pt}.`,
      en: `The house favourite is ${r.row.signature.en}.`,
    };
    const neighbour = neighbourOf(r, restaurants);
    const args = { ...r, note: CATEGORY_NOTES.gastronomy!, extra: signature };
    const img = images('restaurants', r.slug, r.name);
    const own = OWN_HOURS[r.slug];
    const compact = r.slug.replace(/-/g, '');
    records.push(
      published(
        'restaurant',
        r.id,
        {
          name: r.name,
          slug: r.slug,
          cuisine: `cuisine-${r.row.cuisine}`,
          logo: img.logo,
          images: [img.cover],
          short_description: { pt: `${cap(r.what.pt)}.`, en: `${cap(r.what.en)}.` },
          description: {
            pt: description(createRng(`desc:${r.slug}`), args, neighbour, 'pt'),
            en: description(createRng(`desc:${r.slug}`), args, neighbour, 'en'),
          },
          floor: floorId(r.floor),
          unit: r.unit,
          phone: c.phone,
          whatsapp: c.whatsapp,
          website: c.website,
          instagram: c.instagram,
          hours_source: own ? 'own' : 'sector',
          opening_hours: own ?? null,
          opens_on_optional_holidays: !OPTIONAL_HOLIDAY_CLOSERS.has(r.slug),
          tags: [
            'gastronomia',
            r.categoryName.pt.toLowerCase(),
            r.row.price <= 1 ? 'rápido' : r.row.price >= 3 ? 'para celebrar' : 'almoço',
          ],
          featured: r.featured,
          price_range: r.row.price,
          menu_url: `${c.website}/cardapio`,
          delivery_links: r.row.delivery
            ? [
                { name: 'Entrega Jacarandá', url: `https://entrega.jacaranda.example/restaurantes/${r.slug}` },
                { name: 'Pede Aí', url: `https://pedeai.example.com.br/bh/${compact}` },
              ]
            : [],
          seo: seo(
            { pt: `${r.name} — ${r.categoryName.pt}`, en: `${r.name} — ${r.categoryName.en}` },
            {
              pt: `${cap(r.what.pt)}. ${FLOOR_NAMES[r.floor].pt}, loja ${r.unit}.`,
              en: `${cap(r.what.en)}. ${FLOOR_NAMES[r.floor].en}, unit ${r.unit}.`,
            },
            { upload: img.cover.upload, alt: img.cover.alt as L10n },
          ),
        },
        stampsFor(r.id),
      ),
    );
  }

  return { records, stores, restaurants };
}
