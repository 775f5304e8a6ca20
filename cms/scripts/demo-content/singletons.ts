/** The page singletons, the institute and its projects, job openings and generic pages. */
import type {
  CinemaRoom,
  ContactSubject,
  MasterplanPhase,
  MasterplanSite,
  TicketPrice,
} from '../../../src/lib/content/index.ts';
import type { Part } from './article-table.ts';
import { localizedBody } from './body.ts';
import { doc, p, ul } from './dast.ts';
import { fileValue, published, seo, withPosition, type ContentRecord, type Fields } from './records.ts';
import { slugify, type L10n } from './text.ts';
import { stampsFor } from './timestamps.ts';
import { parkingCount } from './directions.ts';

const L = (pt: string, en: string): L10n => ({ pt, en });

interface PageDef {
  id: string;
  title: L10n;
  lead: L10n;
  cover?: { upload: string; alt: L10n };
  body: Part[];
  seoDescription?: L10n;
  /** the page's own fields beyond the shared ones */
  extra?: Fields;
}

function pageFields(page: PageDef, withCover: boolean): Fields {
  const fields: Fields = { title: page.title, lead: page.lead };
  if (withCover) fields.cover = page.cover ? fileValue(page.cover.upload, page.cover.alt) : null;
  fields.body = localizedBody(page.id, page.body);
  Object.assign(fields, page.extra);
  fields.seo = seo({ pt: `${page.title.pt}`, en: `${page.title.en}` }, page.seoDescription ?? page.lead, page.cover);
  return fields;
}

const cover = (name: string, pt: string, en: string) => ({ upload: `pages/${name}.webp`, alt: L(pt, en) });

const CONTACT_SUBJECTS: ContactSubject[] = [
  { key: 'duvida', label: L('Dúvida', 'Question') },
  { key: 'sugestao', label: L('Sugestão', 'Suggestion') },
  { key: 'elogio', label: L('Elogio', 'Compliment') },
  { key: 'reclamacao', label: L('Reclamação', 'Complaint') },
  { key: 'achados', label: L('Achados e perdidos', 'Lost and found') },
  { key: 'imprensa', label: L('Imprensa', 'Press') },
  { key: 'comercial', label: L('Comercialização de lojas', 'Leasing') },
];

const MASTERPLAN_PHASES: MasterplanPhase[] = [
  {
    key: 'solar',
    name: L('Cobertura solar do estacionamento', 'Solar canopy over the car park'),
    summary: L(
      'Painéis sobre as vagas descobertas geram 30% da energia do shopping.',
      'Panels over the open-air spaces produce 30% of the mall’s power.',
    ),
    year: 2026,
    status: 'done',
    use: 'parking',
    area_m2: 12000,
    shape: { x: 70, y: 470, w: 490, h: 80 },
  },
  {
    key: 'praca',
    name: L('Praça dos Ipês', 'Ipê Square'),
    summary: L(
      '4 mil m² de área verde aberta ao público, com ipês, playground e palco para música.',
      '4,000 m² of green space open to the public, with ipê trees, a playground and a music stage.',
    ),
    year: 2027,
    status: 'in_progress',
    use: 'green',
    area_m2: 4000,
    shape: { x: 580, y: 150, w: 180, h: 300 },
  },
  {
    key: 'boulevard',
    name: L('Boulevard gastronômico', 'Food boulevard'),
    summary: L('14 restaurantes com terraço voltado para a praça.', '14 restaurants with a terrace over the square.'),
    year: 2028,
    status: 'planned',
    use: 'dining',
    area_m2: 6500,
    shape: { x: 780, y: 150, w: 170, h: 150 },
  },
  {
    key: 'torre',
    name: L('Torre corporativa', 'Office tower'),
    summary: L(
      'Escritórios, coworking e um centro médico, ligados ao shopping por uma passarela.',
      'Offices, coworking and a medical centre, linked to the mall by a footbridge.',
    ),
    year: 2029,
    status: 'planned',
    use: 'office',
    area_m2: 18000,
    shape: { x: 780, y: 320, w: 170, h: 130 },
  },
];

const MASTERPLAN_SITE: MasterplanSite = {
  site: { x: 40, y: 110, w: 930, h: 460 },
  existing: { x: 70, y: 150, w: 490, h: 300, label: L('Shopping Jacarandá hoje', 'Shopping Jacarandá today') },
  streets: [
    { name: 'Av. Luiz Paulo Franco', x1: 40, y1: 590, x2: 970, y2: 590 },
    { name: 'Rua Jornalista Djalma Andrade', x1: 40, y1: 90, x2: 970, y2: 90 },
  ],
};

export const SINGLETON_PAGES: PageDef[] = [
  {
    id: 'about_page',
    title: L('Sobre o Shopping Jacarandá', 'About Shopping Jacarandá'),
    lead: L(
      'Um shopping a céu aberto de luz natural, no pé da Serra do Curral, pensado para passear sem pressa.',
      'A mall full of daylight at the foot of the Serra do Curral, made for unhurried strolls.',
    ),
    cover: cover(
      'sobre',
      'Átrio do shopping com claraboia e jacarandás',
      'The mall atrium with its skylight and jacaranda trees',
    ),
    body: [
      {
        p: L(
          'Inaugurado em 2019 no Belvedere, o **Shopping Jacarandá** tem 121 lojas, 30 operações de gastronomia, um cinema com sete salas e um átrio de 24 metros de altura coberto por uma claraboia de vidro.',
          'Opened in 2019 in Belvedere, **Shopping Jacarandá** has 121 shops, 30 places to eat, a seven-screen cinema and a 24-metre-high atrium under a glass skylight.',
        ),
      },
      { h2: L('Nosso nome', 'Our name') },
      {
        p: L(
          'Os jacarandás-mimosos que florescem em setembro pintam de lilás as avenidas de Belo Horizonte. Plantamos 48 deles no jardim da entrada, e a cada primavera o shopping inteiro muda de cor.',
          'The jacaranda trees that bloom in September paint Belo Horizonte’s avenues lilac. We planted 48 of them in the entrance garden, and every spring the whole mall changes colour.',
        ),
      },
      { h2: L('Números', 'In numbers') },
      {
        list: {
          pt: [
            '**62 mil m²** de área construída',
            `**${parkingCount('spots').pt}** vagas de estacionamento`,
            '**100%** da energia de fontes renováveis',
            '**3** pisos: Jardim, Ipê e Jacarandá',
          ],
          en: [
            '**62,000 m²** of floor space',
            `**${parkingCount('spots').en}** parking spaces`,
            '**100%** renewable energy',
            '**3** levels: Garden, Ipê and Jacarandá',
          ],
        },
      },
      {
        pullQuote: L(
          'Quisemos um shopping em que a luz do dia entrasse e a cidade se reconhecesse.',
          'We wanted a mall where daylight comes in and the city recognises itself.',
        ),
        author: 'Lúcia Drummond Vale, arquiteta do projeto',
      },
    ],
  },
  {
    id: 'contact_page',
    title: L('Fale conosco', 'Contact us'),
    lead: L(
      'Dúvidas, sugestões ou elogios? Nossa equipe responde em até dois dias úteis.',
      'Questions, suggestions or compliments? Our team replies within two working days.',
    ),
    body: [
      {
        p: L(
          'Atendimento por telefone, **(31) 3290-4500**, de segunda a sábado, das 10h às 22h, e aos domingos, das 14h às 20h. Pelo WhatsApp, todos os dias.',
          'By phone on **(31) 3290-4500**, Monday to Saturday, 10 am to 10 pm, and Sundays, 2 pm to 8 pm. On WhatsApp every day.',
        ),
      },
      {
        list: {
          pt: [
            'Imprensa: imprensa@shoppingjacaranda.example',
            'Comercialização de lojas: [página de oportunidades](/oportunidade)',
            'Achados e perdidos: balcão do Piso Jardim',
          ],
          en: [
            'Press: imprensa@shoppingjacaranda.example',
            'Leasing: [opportunities page](/oportunidade)',
            'Lost and found: Garden Level desk',
          ],
        },
      },
    ],
    extra: { subjects: CONTACT_SUBJECTS },
  },
  {
    id: 'map_page',
    title: L('Mapa do shopping', 'Mall map'),
    lead: L(
      'Encontre lojas, restaurantes, sanitários, elevadores e serviços nos três pisos, e o caminho desde a sua vaga nos pisos G1 e G2 do estacionamento.',
      'Find shops, restaurants, toilets, lifts and services on all three levels, and your way from your space on car park levels G1 and G2.',
    ),
    body: [
      {
        p: L(
          'Toque em uma loja no mapa para ver o horário e como chegar. Os elevadores panorâmicos ficam no átrio e atendem todos os pisos e o estacionamento.',
          'Tap a shop on the map to see its hours and how to get there. The panoramic lifts in the atrium serve every level and the car park.',
        ),
      },
    ],
  },
  {
    id: 'masterplan_page',
    title: L('Masterplan', 'Masterplan'),
    lead: L(
      'O Jacarandá vai crescer: uma nova ala com praça aberta, coworking e um boulevard gastronômico até 2029.',
      'Jacarandá is growing: a new wing with an open square, coworking and a food boulevard by 2029.',
    ),
    cover: cover(
      'masterplan',
      'Ilustração da nova ala com praça arborizada',
      'Illustration of the new wing with a tree-lined square',
    ),
    body: [
      { h2: L('Compromissos da obra', 'Commitments') },
      {
        p: L(
          'A obra seguirá certificação ambiental e manterá todas as árvores existentes no terreno.',
          'The works will follow an environmental certification and keep every existing tree on the site.',
        ),
      },
      {
        list: {
          pt: [
            'Canteiro fechado e silencioso depois das 18h',
            'Acessos do shopping abertos durante toda a obra',
            'Prioridade para fornecedores e mão de obra do bairro',
          ],
          en: [
            'A closed, quiet site after 6 p.m.',
            'Every mall entrance open throughout the works',
            'Local suppliers and workers first',
          ],
        },
      },
    ],
    extra: { phases: MASTERPLAN_PHASES, site_plan: MASTERPLAN_SITE },
  },
  {
    id: 'art_culture_page',
    title: L('Arte e cultura', 'Art and culture'),
    lead: L(
      'Exposições, recitais e oficinas gratuitos o ano inteiro, com artistas de Minas Gerais.',
      'Free exhibitions, recitals and workshops all year round, with artists from Minas Gerais.',
    ),
    cover: cover('arte-e-cultura', 'Obra de arte suspensa no átrio', 'Artwork suspended in the atrium'),
    body: [
      {
        p: L(
          'O programa **Jacarandá Cultural** ocupa o átrio e os corredores com arte mineira. Em cartaz: a exposição [Barro e Memória](@article-barro) e os [recitais de piano](@article-piano) aos domingos.',
          'The **Jacarandá Cultural** programme fills the atrium and corridors with art from Minas. Now on: the [Clay and Memory](@article-barro) exhibition and Sunday [piano recitals](@article-piano).',
        ),
      },
      {
        gallery: ['articles/galeria-ceramica-1.webp', 'articles/galeria-ceramica-2.webp'],
        alt: L('Peças da exposição Barro e Memória', 'Pieces from the Clay and Memory exhibition'),
        caption: L('Barro e Memória, até janeiro', 'Clay and Memory, until January'),
      },
      {
        cta: L('Proponha uma exposição', 'Propose an exhibition'),
        url: 'mailto:cultura@shoppingjacaranda.example',
        text: L(
          'Recebemos propostas de artistas e coletivos durante todo o ano.',
          'We welcome proposals from artists and collectives all year.',
        ),
      },
    ],
  },
  {
    id: 'opportunity_page',
    title: L('Oportunidades', 'Opportunities'),
    lead: L(
      'Abra sua loja no Jacarandá ou venha trabalhar com a gente.',
      'Open your shop at Jacarandá or come and work with us.',
    ),
    cover: cover('oportunidade', 'Corredor do Piso Ipê com vitrines', 'Ipê Level corridor with shop windows'),
    body: [
      { h2: L('Para lojistas', 'For retailers') },
      {
        p: L(
          'Temos lojas de 30 a 800 m², quiosques e espaços de mídia. O público do shopping tem perfil de alta renda e visita o Jacarandá, em média, três vezes por mês.',
          'We have units from 30 to 800 m², kiosks and advertising spaces. Our visitors are high-income and come, on average, three times a month.',
        ),
      },
      {
        cta: L('Fale com a comercialização', 'Talk to our leasing team'),
        url: 'mailto:comercial@shoppingjacaranda.example',
        text: L('Resposta em até cinco dias úteis.', 'We reply within five working days.'),
      },
      { h2: L('Vagas de emprego', 'Job openings') },
      {
        p: L(
          'As lojas publicam suas vagas aqui. Envie seu currículo pelo formulário da vaga escolhida.',
          'Shops post their openings here. Send your CV through the form of the opening you choose.',
        ),
      },
    ],
  },
  {
    id: 'search_page',
    title: L('Busca', 'Search'),
    lead: L(
      'Procure lojas, restaurantes, filmes, serviços e notícias.',
      'Search shops, restaurants, films, services and news.',
    ),
    body: [
      {
        p: L(
          'Dica: busque por categoria (“ótica”, “japonesa”), por produto (“tênis de corrida”) ou pelo nome da loja.',
          'Tip: search by category (“optician”, “Japanese”), by product (“running shoes”) or by shop name.',
        ),
      },
    ],
  },
];

const PRICES: TicketPrice[] = [
  { label: L('Inteira (2D), segunda a quarta', 'Full price (2D), Monday to Wednesday'), priceCents: 3200 },
  {
    label: L('Inteira (2D), quinta a domingo e feriados', 'Full price (2D), Thursday to Sunday and holidays'),
    priceCents: 3800,
  },
  {
    label: L('Meia-entrada (2D)', 'Half price (2D)'),
    priceCents: 1600,
    note: L('Segunda a quarta; R$ 19,00 de quinta a domingo', 'Monday to Wednesday; R$ 19.00 Thursday to Sunday'),
  },
  { label: L('Adicional 3D', '3D surcharge'), priceCents: 600, note: L('Óculos 3D inclusos', '3D glasses included') },
  { label: L('IMAX', 'IMAX'), priceCents: 5200, note: L('Meia-entrada: R$ 26,00', 'Half price: R$ 26.00') },
  {
    label: L('Sala VIP', 'VIP room'),
    priceCents: 7800,
    note: L(
      'Poltronas reclináveis e serviço de bar na poltrona. Meia-entrada: R$ 39,00',
      'Reclining seats and at-seat bar service. Half price: R$ 39.00',
    ),
  },
  {
    label: L('Terça do cinema', 'Cinema Tuesday'),
    priceCents: 1800,
    note: L('Todas as salas 2D, exceto feriados', 'All 2D rooms, except holidays'),
  },
];

const ROOMS: CinemaRoom[] = [
  { name: 'Sala 1', seats: 364, formats: ['IMAX', '2D'], wheelchairSpaces: 6 },
  { name: 'Sala 2', seats: 248, formats: ['3D', '2D'], wheelchairSpaces: 4 },
  { name: 'Sala 3', seats: 186, formats: ['2D', '3D'], wheelchairSpaces: 4 },
  { name: 'Sala 4', seats: 186, formats: ['2D', '3D'], wheelchairSpaces: 4 },
  { name: 'Sala 5', seats: 142, formats: ['2D'], wheelchairSpaces: 3 },
  { name: 'Sala 6', seats: 142, formats: ['2D'], wheelchairSpaces: 3 },
  { name: 'Sala VIP', seats: 56, formats: ['VIP'], wheelchairSpaces: 2 },
];

const HALF_PRICE = {
  pt: doc([
    p('Pela **Lei nº 12.933/2013**, têm direito à meia-entrada, mediante documento no acesso à sala:'),
    ul([
      'estudantes com Carteira de Identificação Estudantil (CIE) válida;',
      'pessoas com 60 anos ou mais (Estatuto da Pessoa Idosa);',
      'pessoas com deficiência e um acompanhante, quando necessário;',
      'jovens de 15 a 29 anos de baixa renda com ID Jovem;',
      'professores da rede pública e privada de Belo Horizonte (lei municipal).',
    ]),
    p(
      'A meia-entrada vale para todas as sessões e formatos, _inclusive IMAX e Sala VIP_, e não é cumulativa com outras promoções.',
    ),
  ]),
  en: doc([
    p('Under **Federal Law 12,933/2013**, the following pay half price, on showing proof at the screen entrance:'),
    ul([
      'students with a valid Student ID (CIE);',
      'people aged 60 or over;',
      'people with disabilities, and a companion when needed;',
      'low-income young people aged 15 to 29 with an ID Jovem card;',
      'teachers at public and private schools in Belo Horizonte (city law).',
    ]),
    p(
      'Half price applies to every session and format, _IMAX and the VIP room included_, and cannot be combined with other offers.',
    ),
  ]),
};

export function buildSingletonPages(homeFeatured: { stores: string[]; restaurants: string[] }): ContentRecord[] {
  const records = SINGLETON_PAGES.map((page) =>
    published(page.id, page.id, pageFields(page, true), stampsFor(page.id, 'normal')),
  );

  const slide = (n: number, locale: 'pt' | 'en', title: L10n, subtitle: L10n, alt: L10n, label: L10n, url: string) => ({
    id: `home-hero-${locale}-${n}`,
    type: 'hero_slide',
    title: title[locale],
    subtitle: subtitle[locale],
    image: fileValue(`home/hero-${n}.webp`, alt[locale]),
    link_label: label[locale],
    link_url: url,
  });
  const slides = (locale: 'pt' | 'en') => [
    slide(
      1,
      locale,
      L('Natal sob os jacarandás', 'Christmas under the jacarandas'),
      L(
        'Um bosque de luzes no átrio e o Papai Noel até 24 de dezembro',
        'A forest of lights in the atrium and Father Christmas until 24 December',
      ),
      L('Átrio decorado com flores lilás iluminadas', 'Atrium decorated with glowing lilac blossoms'),
      L('Veja a programação', 'See what’s on'),
      '/artigos',
    ),
    slide(
      2,
      locale,
      L('Sabores de Minas', 'Flavours of Minas'),
      L(
        'Doze restaurantes, menus de três tempos a partir de R$ 49',
        'Twelve restaurants, three-course menus from R$ 49',
      ),
      L('Mesa posta com pratos mineiros', 'A table laid with Minas dishes'),
      L('Conheça a gastronomia', 'Explore the restaurants'),
      '/gastronomia',
    ),
    slide(
      3,
      locale,
      L('Estreia em IMAX', 'Now in IMAX'),
      L('Sob a Luz de Vega na maior tela de Belo Horizonte', 'Under Vega’s Light on Belo Horizonte’s biggest screen'),
      L('Sala de cinema IMAX com tela iluminada', 'IMAX auditorium with a glowing screen'),
      L('Compre seu ingresso', 'Buy your ticket'),
      '/cinema/sob-a-luz-de-vega',
    ),
  ];
  records.push(
    published(
      'home_page',
      'home_page',
      {
        title: L('Shopping Jacarandá', 'Shopping Jacarandá'),
        hero_slides: { pt: slides('pt'), en: slides('en') },
        featured_stores: homeFeatured.stores,
        featured_restaurants: homeFeatured.restaurants,
        newsletter_title: L('Receba as novidades do Jacarandá', 'Get the Jacarandá news'),
        newsletter_text: L(
          'Eventos, estreias e ofertas das lojas, uma vez por semana no seu e-mail.',
          'Events, premieres and shop offers, once a week in your inbox.',
        ),
        seo: seo(
          L(
            'Shopping Jacarandá | Lojas, gastronomia e cinema em Belo Horizonte',
            'Shopping Jacarandá | Shops, food and cinema in Belo Horizonte',
          ),
          L(
            '121 lojas, 30 restaurantes e cinema com IMAX no Belvedere, em Belo Horizonte. Aberto todos os dias.',
            '121 shops, 30 restaurants and an IMAX cinema in Belvedere, Belo Horizonte. Open every day.',
          ),
          { upload: 'home/hero-1.webp', alt: L('Átrio do Shopping Jacarandá', 'Shopping Jacarandá atrium') },
        ),
      },
      stampsFor('home_page'),
    ),
  );

  const cinemaCover = cover('cinema', 'Sala de cinema do Cine Jacarandá', 'A Cine Jacarandá auditorium');
  records.push(
    published(
      'cinema_page',
      'cinema_page',
      {
        title: L('Cine Jacarandá', 'Cine Jacarandá'),
        lead: L(
          'Sete salas, uma delas IMAX e uma VIP, com sessões acessíveis todos os fins de semana.',
          'Seven screens, including IMAX and a VIP room, with accessible sessions every weekend.',
        ),
        cover: fileValue(cinemaCover.upload, cinemaCover.alt),
        prices: PRICES,
        rooms: ROOMS,
        half_price_rules: HALF_PRICE,
        seo: seo(
          L('Cine Jacarandá: programação e ingressos', 'Cine Jacarandá: showtimes and tickets'),
          L(
            'Filmes em cartaz, horários, preços e salas do Cine Jacarandá.',
            'Films, showtimes, prices and screens at Cine Jacarandá.',
          ),
          cinemaCover,
        ),
      },
      stampsFor('cinema_page'),
    ),
  );
  return records;
}

// ─── institute ──────────────────────────────────────────────────────────────

interface ProjectDef {
  title: L10n;
  summary: L10n;
  year: number;
  body: Part[];
}

export const PROJECTS: ProjectDef[] = [
  {
    title: L('Calçada Florida', 'Flowering Pavements'),
    year: 2024,
    summary: L(
      'Plantio e cuidado de ipês e jacarandás nas ruas do Belvedere e do Olhos d’Água.',
      'Planting and caring for ipê and jacaranda trees in the streets of Belvedere and Olhos d’Água.',
    ),
    body: [
      {
        p: L(
          'Desde 2024, o projeto plantou **1.140 árvores** nativas e floríferas, cada uma adotada por um morador ou lojista.',
          'Since 2024 the project has planted **1,140 native flowering trees**, each adopted by a resident or shopkeeper.',
        ),
      },
      {
        p: L('Leia sobre o [último mutirão](@article-mudas).', 'Read about the [latest planting day](@article-mudas).'),
      },
    ],
  },
  {
    title: L('Primeiro Emprego', 'First Job'),
    year: 2021,
    summary: L(
      'Formação e estágio remunerado para jovens de 16 a 22 anos nas lojas do shopping.',
      'Training and paid placements for young people aged 16 to 22 in the mall’s shops.',
    ),
    body: [
      {
        p: L(
          'Seis meses de aulas e estágio. **78%** dos participantes são contratados ao fim do programa.',
          'Six months of classes and placements. **78%** of participants are hired when it ends.',
        ),
      },
      {
        list: {
          pt: ['Atendimento e vendas', 'Finanças pessoais', 'Comunicação e currículo'],
          en: ['Customer service and sales', 'Personal finance', 'Communication and CV writing'],
        },
      },
    ],
  },
  {
    title: L('Hortas Urbanas', 'Urban Gardens'),
    year: 2022,
    summary: L(
      'Hortas comunitárias em escolas públicas, com parte da colheita usada pelos restaurantes do shopping.',
      'Community gardens in state schools, with part of the harvest used by the mall’s restaurants.',
    ),
    body: [
      {
        p: L(
          'Doze escolas mantêm hortas com acompanhamento de agrônomos. Os restaurantes compram o excedente a preço justo.',
          'Twelve schools keep gardens with agronomists’ support. The restaurants buy the surplus at a fair price.',
        ),
      },
    ],
  },
  {
    title: L('Música no Átrio', 'Music in the Atrium'),
    year: 2023,
    summary: L(
      'Escola de música gratuita e recitais abertos ao público aos domingos.',
      'A free music school and public recitals on Sundays.',
    ),
    body: [
      {
        p: L(
          'Aulas de piano, violão e canto para 120 alunos de 8 a 18 anos, com recitais mensais [no átrio](@article-piano).',
          'Piano, guitar and singing lessons for 120 students aged 8 to 18, with monthly recitals [in the atrium](@article-piano).',
        ),
      },
    ],
  },
  {
    title: L('Mãos do Jequitinhonha', 'Hands of Jequitinhonha'),
    year: 2023,
    summary: L(
      'Comércio justo e capacitação para ceramistas do Vale do Jequitinhonha.',
      'Fair trade and training for ceramicists from the Jequitinhonha Valley.',
    ),
    body: [
      {
        p: L(
          'O projeto leva as peças das artesãs a lojas e exposições, e toda a renda das vendas volta para as comunidades.',
          'The project brings the artisans’ pieces to shops and exhibitions, and all sales revenue goes back to their communities.',
        ),
      },
    ],
  },
  {
    title: L('Shopping Acessível', 'Accessible Mall'),
    year: 2025,
    summary: L(
      'Formação em Libras para lojistas e sessões de cinema acessíveis.',
      'Libras training for shop staff and accessible cinema sessions.',
    ),
    body: [
      {
        p: L(
          'Mais de **300 funcionários** das lojas já fizeram o curso básico de Libras oferecido pelo instituto.',
          'Over **300 shop staff** have taken the institute’s basic Libras course.',
        ),
      },
      {
        p: L(
          'Veja a página de [acessibilidade](@page-acessibilidade).',
          'See the [accessibility](@page-acessibilidade) page.',
        ),
      },
    ],
  },
];

export function buildInstitute(): ContentRecord[] {
  const records: ContentRecord[] = [];
  const instituteCover = {
    upload: 'institute/instituto-cover.webp',
    alt: L('Voluntários do Instituto Jacarandá cuidando de mudas', 'Jacarandá Institute volunteers tending saplings'),
  };
  records.push(
    published(
      'institute',
      'institute',
      {
        name: 'Instituto Jacarandá',
        lead: L(
          'O braço social do Shopping Jacarandá: educação, meio ambiente e cultura no entorno do shopping desde 2021.',
          'The social arm of Shopping Jacarandá: education, environment and culture around the mall since 2021.',
        ),
        cover: fileValue(instituteCover.upload, instituteCover.alt),
        body: localizedBody('institute', [
          {
            p: L(
              'O **Instituto Jacarandá** investe 1% da receita do shopping em projetos escolhidos com a comunidade dos bairros vizinhos.',
              'The **Jacarandá Institute** invests 1% of the mall’s revenue in projects chosen with the neighbouring communities.',
            ),
          },
          { h2: L('Como atuamos', 'How we work') },
          {
            list: {
              pt: ['Educação e primeiro emprego', 'Meio ambiente e arborização urbana', 'Cultura e acessibilidade'],
              en: ['Education and first jobs', 'Environment and urban trees', 'Culture and accessibility'],
            },
          },
          {
            pullQuote: L(
              'Um shopping só faz sentido se o bairro em volta também floresce.',
              'A mall only makes sense if the neighbourhood around it flourishes too.',
            ),
            author: 'Helena Castanheira, diretora do Instituto Jacarandá',
          },
        ]),
        projects_title: L('Nossos projetos', 'Our projects'),
        projects_lead: L(
          'Seis frentes de trabalho, com resultados publicados todo ano.',
          'Six areas of work, with results published every year.',
        ),
        seo: seo(
          L('Instituto Jacarandá', 'Jacarandá Institute'),
          L(
            'Educação, meio ambiente e cultura no entorno do Shopping Jacarandá.',
            'Education, environment and culture around Shopping Jacarandá.',
          ),
          instituteCover,
        ),
      },
      stampsFor('institute', 'early'),
    ),
  );
  PROJECTS.forEach((pr, i) => {
    const slug = slugify(pr.title.pt);
    const id = `institute-project-${slug}`;
    records.push(
      withPosition(
        published(
          'institute_project',
          id,
          {
            title: pr.title,
            slug,
            summary: pr.summary,
            cover: fileValue(`institute/${slug}.webp`, { pt: `Projeto ${pr.title.pt}`, en: `${pr.title.en} project` }),
            year: pr.year,
            body: localizedBody(id, pr.body),
          },
          stampsFor(id),
        ),
        i + 1,
      ),
    );
  });
  return records;
}

export const projectSlugs = (): string[] => PROJECTS.map((p) => slugify(p.title.pt));

// ─── jobs ───────────────────────────────────────────────────────────────────

const JOBS: {
  title: L10n;
  employer: string;
  type: 'full_time' | 'part_time' | 'internship' | 'temporary';
  description: L10n;
  requirements: L10n;
  published: string;
  closes: string;
}[] = [
  {
    title: L('Vendedor(a) de moda feminina', 'Women’s fashion sales assistant'),
    employer: 'Casa Aroeira',
    type: 'full_time',
    requirements: L(
      'Ensino médio completo\nExperiência em vendas (desejável)\nDisponibilidade para escala 6x1',
      'Secondary school completed\nSales experience (a plus)\nAvailable for six days on, one off',
    ),
    published: '2026-11-10',
    closes: '2026-12-15',
    description: L(
      'Atendimento a clientes, organização de vitrine e provadores. Experiência com moda é um diferencial. Escala 6x1, salário fixo mais comissão.',
      'Serving customers, keeping the window and fitting rooms in order. Fashion experience is a plus. Six days on, one off; salary plus commission.',
    ),
  },
  {
    title: L('Barista', 'Barista'),
    employer: 'Café Coado Serrano',
    type: 'part_time',
    requirements: L(
      'Disponibilidade pela manhã\nGosto por café e atendimento\nNão é preciso experiência',
      'Available in the mornings\nA taste for coffee and people\nNo experience needed',
    ),
    published: '2026-11-05',
    closes: '2026-12-05',
    description: L(
      'Preparo de cafés filtrados e espressos, atendimento no balcão. Oferecemos curso de barismo. Meio período, manhãs.',
      'Making filter and espresso coffee, serving at the counter. Barista training provided. Part-time, mornings.',
    ),
  },
  {
    title: L('Estágio em marketing', 'Marketing internship'),
    employer: 'Shopping Jacarandá',
    type: 'internship',
    requirements: L(
      'Cursando Comunicação, Publicidade ou Design (3º período ou mais)\nPortfólio com fotos ou peças digitais\nConhecimento de redes sociais',
      'Studying Communication, Advertising or Design (3rd term or later)\nA portfolio of photos or digital work\nKnowing your way around social media',
    ),
    published: '2026-11-02',
    closes: '2026-12-20',
    description: L(
      'Apoio às redes sociais, eventos e fotografia. Para estudantes de Comunicação, Publicidade ou Design a partir do 3º período. 6 horas por dia.',
      'Supporting social media, events and photography. For Communication, Advertising or Design students from the 3rd term. 6 hours a day.',
    ),
  },
  {
    title: L('Vendedor(a) temporário(a) de Natal', 'Temporary Christmas sales assistant'),
    employer: 'Ciranda Brinquedos',
    type: 'temporary',
    requirements: L(
      'Maior de 18 anos\nDisponibilidade de 1º de dezembro a 10 de janeiro, inclusive fins de semana',
      'Aged 18 or over\nAvailable from 1 December to 10 January, weekends included',
    ),
    published: '2026-10-28',
    closes: '2026-11-30',
    description: L(
      'Contrato de 1º de dezembro a 10 de janeiro. Atendimento, embrulho de presentes e reposição.',
      'Contract from 1 December to 10 January. Serving customers, gift wrapping and restocking.',
    ),
  },
  {
    title: L('Cozinheiro(a)', 'Line cook'),
    employer: 'Fogão de Lenha Dona Zica',
    type: 'full_time',
    requirements: L(
      'Um ano de experiência em cozinha profissional\nConhecimento de cozinha mineira\nCurso de boas práticas de manipulação (desejável)',
      'One year in a professional kitchen\nKnowing Minas cooking\nA food hygiene course (a plus)',
    ),
    published: '2026-11-16',
    closes: '2027-01-15',
    description: L(
      'Preparo de pratos da cozinha mineira no fogão a lenha. Experiência mínima de um ano em cozinha profissional.',
      'Preparing Minas dishes on a wood stove. At least one year of professional kitchen experience.',
    ),
  },
];

export const buildJobs = (): ContentRecord[] =>
  JOBS.map((j) => {
    const slug = slugify(`${j.title.pt} ${j.employer}`);
    return published(
      'job_opening',
      `job-${slug}`,
      {
        title: j.title,
        slug,
        employer: j.employer,
        description: j.description,
        requirements: j.requirements,
        employment_type: j.type,
        published_on: j.published,
        closes_on: j.closes,
      },
      stampsFor(`job:${slug}`),
    );
  });

// ─── generic pages ─────────────────────────────────────────────────────────

const GENERIC_PAGES: { slug: string; title: L10n; lead: L10n; body: Part[] }[] = [
  {
    slug: 'termos-de-uso',
    title: L('Termos de uso', 'Terms of use'),
    lead: L(
      'As regras para usar este site e os serviços digitais do Shopping Jacarandá.',
      'The rules for using this website and Shopping Jacarandá’s digital services.',
    ),
    body: [
      { h2: L('1. Aceitação', '1. Acceptance') },
      {
        p: L(
          'Ao navegar neste site você concorda com estes termos. Se não concordar, por favor, não utilize o site.',
          'By browsing this site you agree to these terms. If you do not agree, please do not use the site.',
        ),
      },
      { h2: L('2. Conteúdo', '2. Content') },
      {
        p: L(
          'Horários, preços e promoções são informados pelas lojas e podem mudar sem aviso. Confirme diretamente com a loja antes de se deslocar.',
          'Hours, prices and offers are provided by the shops and may change without notice. Check with the shop before travelling.',
        ),
      },
      { h2: L('3. Propriedade intelectual', '3. Intellectual property') },
      {
        p: L(
          'Marcas, textos e imagens pertencem ao Shopping Jacarandá ou às lojas e não podem ser reproduzidos sem autorização.',
          'Trademarks, texts and images belong to Shopping Jacarandá or the shops and may not be reproduced without permission.',
        ),
      },
      { h2: L('4. Foro', '4. Jurisdiction') },
      {
        p: L(
          'Fica eleito o foro da Comarca de Belo Horizonte (MG).',
          'The courts of Belo Horizonte (MG) have jurisdiction.',
        ),
      },
    ],
  },
  {
    slug: 'politica-de-privacidade',
    title: L('Política de privacidade', 'Privacy policy'),
    lead: L(
      'Como tratamos seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).',
      'How we handle your personal data under Brazil’s General Data Protection Law (LGPD).',
    ),
    body: [
      { h2: L('Dados que coletamos', 'Data we collect') },
      {
        list: {
          pt: [
            'Nome, e-mail e telefone informados nos formulários',
            'CPF, apenas para promoções e candidaturas a vagas',
            'Dados de navegação, por meio de cookies',
          ],
          en: [
            'Name, e-mail and phone given in forms',
            'CPF (taxpayer number), only for promotions and job applications',
            'Browsing data, through cookies',
          ],
        },
      },
      { h2: L('Seus direitos', 'Your rights') },
      {
        p: L(
          'Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail **privacidade@shoppingjacaranda.example**. Respondemos em até 15 dias.',
          'You may ask to access, correct or delete your data at **privacidade@shoppingjacaranda.example**. We reply within 15 days.',
        ),
      },
      { h2: L('Encarregado (DPO)', 'Data protection officer') },
      {
        p: L(
          'Renata Quintão Salles, encarregada de proteção de dados.',
          'Renata Quintão Salles, data protection officer.',
        ),
      },
    ],
  },
  {
    slug: 'espaco-pet',
    title: L('Espaço Pet', 'Pet area'),
    lead: L(
      'Seu pet é bem-vindo no Jacarandá. Veja as regras e o que oferecemos.',
      'Your pet is welcome at Jacarandá. Here are the rules and what we offer.',
    ),
    body: [
      {
        p: L(
          'O [Espaço Pet](@service-espaco-pet) fica no Piso Jardim, ao lado da entrada principal, com gramado, bebedouros e sacos higiênicos.',
          'The [Pet Area](@service-espaco-pet) is on the Garden Level by the main entrance, with grass, water bowls and waste bags.',
        ),
      },
      { h2: L('Regras', 'Rules') },
      {
        list: {
          pt: [
            'Cães sempre na guia curta; gatos em caixa de transporte ou no colo',
            'Vacinação em dia (apresente a carteirinha se solicitado)',
            'Pets não entram nas áreas de alimentação nem nas salas de cinema',
            'O tutor é responsável pela limpeza',
          ],
          en: [
            'Dogs on a short lead at all times; cats in a carrier or in your arms',
            'Vaccinations up to date (show the card if asked)',
            'Pets may not enter the food court or the cinema',
            'Owners clean up after their pets',
          ],
        },
        numbered: true,
      },
      {
        p: L(
          'Lojas parceiras: [Patas do Cerrado](@store-patas-do-cerrado), [Bicho Bom Pet Spa](@store-bicho-bom-pet-spa) e [Vet Jacarandá](@store-vet-jacaranda).',
          'Partner shops: [Patas do Cerrado](@store-patas-do-cerrado), [Bicho Bom Pet Spa](@store-bicho-bom-pet-spa) and [Vet Jacarandá](@store-vet-jacaranda).',
        ),
      },
    ],
  },
  {
    slug: 'acessibilidade',
    title: L('Acessibilidade', 'Accessibility'),
    lead: L(
      'Recursos para que todas as pessoas aproveitem o shopping com autonomia.',
      'Resources so that everyone can enjoy the mall independently.',
    ),
    body: [
      {
        list: {
          pt: [
            'Empréstimo de cadeiras de rodas e scooters elétricas',
            'Piso tátil e mapas em braile nas entradas',
            'Atendimento em Libras presencial e por vídeo',
            'Sessões de cinema com audiodescrição, Libras e legendas descritivas',
            'Sanitários acessíveis e fraldário para todos os responsáveis',
            'Vagas preferenciais junto aos elevadores',
          ],
          en: [
            'Wheelchair and mobility scooter loans',
            'Tactile paving and braille maps at the entrances',
            'Libras (Brazilian Sign Language) service in person and by video',
            'Cinema sessions with audio description, Libras and closed captions',
            'Accessible toilets and a family room for all carers',
            'Priority parking by the lifts',
          ],
        },
      },
      {
        p: L(
          'Saiba mais sobre o [atendimento em Libras](@service-central-de-libras) e o [empréstimo de cadeiras de rodas](@service-emprestimo-de-carrinhos-e-cadeiras-de-rodas).',
          'Learn more about the [Libras service](@service-central-de-libras) and [wheelchair loans](@service-emprestimo-de-carrinhos-e-cadeiras-de-rodas).',
        ),
      },
      {
        cta: L('Atendimento em Libras por vídeo', 'Libras video service'),
        url: 'https://libras.maosqueconversam.example/atendimento/shopping-jacaranda',
        text: L('Disponível todos os dias, no horário do shopping.', 'Available every day during mall hours.'),
      },
    ],
  },
  {
    slug: 'vale-presente',
    title: L('Vale-presente Jacarandá', 'Jacarandá gift card'),
    lead: L(
      'O presente certo para quem você não sabe o que dar: vale em mais de 100 lojas e restaurantes.',
      'The right present when you don’t know what to give: accepted in over 100 shops and restaurants.',
    ),
    body: [
      {
        p: L(
          'O vale-presente é vendido no balcão de informações, em valores de R$ 50 a R$ 2.000, e vale por 12 meses.',
          'The gift card is sold at the information desk in amounts from R$ 50 to R$ 2,000 and is valid for 12 months.',
        ),
      },
      {
        image: 'pages/vale-presente.webp',
        alt: L('Cartão vale-presente lilás com uma flor de jacarandá', 'A lilac gift card with a jacaranda blossom'),
        caption: L('O vale-presente Jacarandá', 'The Jacarandá gift card'),
      },
    ],
  },
];

export const buildGenericPages = (): ContentRecord[] =>
  GENERIC_PAGES.map((page) => {
    const id = `page-${page.slug}`;
    return published(
      'page',
      id,
      {
        title: page.title,
        slug: page.slug,
        lead: page.lead,
        body: localizedBody(id, page.body),
        seo: seo({ pt: `${page.title.pt}`, en: `${page.title.en}` }, page.lead),
      },
      stampsFor(id),
    );
  });
