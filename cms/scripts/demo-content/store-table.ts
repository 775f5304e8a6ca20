/**
 * The stores of Shopping Jacarandá: every brand is invented. A row is
 * [name, brand colour, what it sells (pt), what it sells (en)].
 * Category order is also the order in which stores take map units, so the
 * floors get a coherent mix (Piso Jardim: everyday needs; Piso Ipê: fashion;
 * Piso Jacarandá: technology, sports and leisure).
 */
import type { L10n } from './text.ts';

export type StoreRow = readonly [name: string, color: string, whatPt: string, whatEn: string];

export interface StoreCategoryDef {
  slug: string;
  name: L10n;
  /** floors to fill, in order of preference */
  floors: readonly ('L1' | 'L2' | 'L3')[];
  /** units of this kind of slot (anchors for department stores, the leisure hall) */
  slot?: 'anchor' | 'leisure';
  tags: readonly string[];
  stores: readonly StoreRow[];
}

export const STORE_CATEGORIES: readonly StoreCategoryDef[] = [
  {
    slug: 'lojas-de-departamento',
    name: { pt: 'Lojas de departamento', en: 'Department stores' },
    floors: ['L1', 'L2'],
    slot: 'anchor',
    tags: ['departamento', 'moda', 'casa', 'beleza', 'presentes'],
    stores: [
      [
        'Galeria Serra Azul',
        '#1f3a5f',
        'moda, casa e beleza em três andares de achados',
        'fashion, home and beauty across three floors of finds',
      ],
      [
        'Empório Liberdade',
        '#7a2e3a',
        'mercado gourmet, adega e utilidades para a casa',
        'gourmet market, wine cellar and homeware',
      ],
      [
        'Magazine Curral',
        '#2f5d50',
        'eletrodomésticos, enxoval e moda para toda a família',
        'appliances, linens and fashion for the whole family',
      ],
      [
        'Armazém Pampulha',
        '#8a5a1f',
        'moda casual, calçados e casa com preço justo',
        'casual fashion, shoes and home at fair prices',
      ],
    ],
  },
  {
    slug: 'farmacia-e-saude',
    name: { pt: 'Farmácia e saúde', en: 'Pharmacy and health' },
    floors: ['L1'],
    tags: ['farmácia', 'saúde', 'dermocosméticos', 'vitaminas', 'manipulação'],
    stores: [
      [
        'Drogaria Vida Plena',
        '#0f7a5c',
        'medicamentos, dermocosméticos e aferição de pressão',
        'medicines, dermocosmetics and blood-pressure checks',
      ],
      [
        'Farmácia Alecrim',
        '#3d8b37',
        'manipulação, fitoterápicos e atendimento farmacêutico',
        'compounding, herbal remedies and pharmacist advice',
      ],
      [
        'Clínica Olhar Vivo',
        '#2b6e99',
        'exames de vista e consultas oftalmológicas',
        'eye tests and ophthalmology appointments',
      ],
      [
        'Sorriso Ipê Odontologia',
        '#3a9fb5',
        'clareamento, ortodontia e check-up odontológico',
        'whitening, orthodontics and dental check-ups',
      ],
      [
        'Empório Natural Buriti',
        '#6f8f2a',
        'granola a granel, suplementos e chás',
        'bulk granola, supplements and teas',
      ],
    ],
  },
  {
    slug: 'pet',
    name: { pt: 'Pet', en: 'Pets' },
    floors: ['L1'],
    tags: ['pet', 'cachorro', 'gato', 'ração', 'banho e tosa'],
    stores: [
      [
        'Patas do Cerrado',
        '#b5651d',
        'rações naturais, camas e brinquedos para cães e gatos',
        'natural food, beds and toys for dogs and cats',
      ],
      ['Bicho Bom Pet Spa', '#c0507a', 'banho, tosa e hidratação com agendamento', 'grooming and spa by appointment'],
      [
        'Vet Jacarandá',
        '#4b7bb5',
        'clínica veterinária, vacinas e farmácia pet',
        'veterinary clinic, vaccines and pet pharmacy',
      ],
      [
        'Miau & Au Boutique',
        '#9b59b6',
        'coleiras, roupas e acessórios de design para pets',
        'designer collars, clothes and accessories for pets',
      ],
    ],
  },
  {
    slug: 'servicos',
    name: { pt: 'Serviços', en: 'Services' },
    floors: ['L1', 'L3'],
    tags: ['serviços', 'conserto', 'ajustes', 'chaves', 'lavanderia'],
    stores: [
      [
        'Lavanderia Nuvem Branca',
        '#5b8fb9',
        'lavagem a seco, passadoria e higienização de tênis',
        'dry cleaning, ironing and sneaker cleaning',
      ],
      [
        'Chaves & Carimbos Mangabeiras',
        '#7d6b57',
        'cópia de chaves, carimbos e conserto de relógios',
        'key cutting, rubber stamps and watch repair',
      ],
      [
        'Ponto da Costura',
        '#a0526d',
        'ajustes de roupas, barras e consertos em 24 horas',
        'clothing alterations, hems and repairs in 24 hours',
      ],
      [
        'Celular Express Reparos',
        '#22313f',
        'troca de tela, bateria e película em até uma hora',
        'screen, battery and protector replacement within an hour',
      ],
      [
        'Rota Minas Viagens',
        '#1e7f9a',
        'pacotes, passagens e seguro-viagem',
        'holiday packages, tickets and travel insurance',
      ],
      [
        'Banco Horizonte',
        '#153e75',
        'agência com caixas eletrônicos e atendimento empresarial',
        'bank branch with ATMs and business banking',
      ],
      [
        'Câmbio Sete Lagoas',
        '#2e7d32',
        'câmbio de moedas e cartões pré-pagos de viagem',
        'currency exchange and prepaid travel cards',
      ],
      [
        'Foto Revelação Savassi',
        '#4a4a4a',
        'fotos 3x4, impressão fine art e restauração',
        'passport photos, fine-art prints and restoration',
      ],
      [
        'Estúdio Barba Real',
        '#3b2f2f',
        'barbearia clássica com cerveja artesanal',
        'classic barber shop with craft beer',
      ],
    ],
  },
  {
    slug: 'beleza',
    name: { pt: 'Beleza e perfumaria', en: 'Beauty and fragrances' },
    floors: ['L1', 'L2'],
    tags: ['beleza', 'perfume', 'maquiagem', 'skincare', 'cabelo'],
    stores: [
      [
        'Flor de Ipê Perfumaria',
        '#8e3b7a',
        'perfumes autorais e fragrâncias para casa',
        'signature perfumes and home fragrances',
      ],
      [
        'Botica Mantiqueira',
        '#5e8c61',
        'cosméticos veganos com ativos do cerrado',
        'vegan cosmetics with Cerrado botanicals',
      ],
      [
        'Lume Make-up Studio',
        '#c2185b',
        'maquiagem profissional, aulas e automaquiagem',
        'professional make-up, lessons and self-make-up',
      ],
      [
        'Salão Cachos & Co.',
        '#d4803c',
        'cortes, coloração e tratamentos para cabelos crespos e cacheados',
        'cuts, colour and care for curly and coily hair',
      ],
      ['Esmalteria Lírio', '#e06c8a', 'manicure, pedicure e nail art', 'manicure, pedicure and nail art'],
      ['Derma Sálvia', '#7b9e87', 'skincare coreano e limpeza de pele', 'Korean skincare and facials'],
      [
        'Essência Barroca',
        '#6d4c41',
        'sabonetes artesanais, velas e óleos essenciais',
        'handmade soaps, candles and essential oils',
      ],
      [
        'Brilho Mineiro Cosméticos',
        '#ad1457',
        'maquiagem nacional e cuidados diários',
        'Brazilian make-up and everyday care',
      ],
      ['Studio Sobrancelha Fina', '#8d6e63', 'design de sobrancelhas e cílios', 'brow and lash design'],
      ['Aroma das Gerais', '#9c27b0', 'colônias, difusores e kits de presente', 'colognes, diffusers and gift sets'],
    ],
  },
  {
    slug: 'oticas',
    name: { pt: 'Óticas', en: 'Opticians' },
    floors: ['L1', 'L2'],
    tags: ['ótica', 'óculos', 'lentes', 'óculos de sol'],
    stores: [
      [
        'Ótica Mirante',
        '#37474f',
        'armações de acetato, lentes multifocais e exame de vista',
        'acetate frames, progressive lenses and eye tests',
      ],
      [
        'Visão Clara Óculos',
        '#0277bd',
        'óculos de grau com entrega em uma hora',
        'prescription glasses ready in an hour',
      ],
      [
        'Sol de Minas Eyewear',
        '#f9a825',
        'óculos de sol com proteção UV e lentes polarizadas',
        'sunglasses with UV protection and polarised lenses',
      ],
      [
        'Lente Nobre',
        '#4e342e',
        'armações de titânio e marcas independentes',
        'titanium frames and independent labels',
      ],
      [
        'Ótica Infantil Pirilampo',
        '#43a047',
        'óculos resistentes e divertidos para crianças',
        'sturdy, playful glasses for children',
      ],
    ],
  },
  {
    slug: 'livraria-e-papelaria',
    name: { pt: 'Livraria e papelaria', en: 'Books and stationery' },
    floors: ['L1', 'L2'],
    tags: ['livros', 'papelaria', 'presentes', 'café', 'quadrinhos'],
    stores: [
      [
        'Livraria Travessia',
        '#5d4037',
        'livros, café e um auditório para lançamentos',
        'books, coffee and an auditorium for launches',
      ],
      [
        'Papel & Pena',
        '#c62828',
        'cadernos artesanais, canetas-tinteiro e agendas',
        'handmade notebooks, fountain pens and planners',
      ],
      ['Gibiteca Vila Rica', '#ff7043', 'quadrinhos, mangás e colecionáveis', 'comics, manga and collectables'],
      [
        'Letra Miúda Livros Infantis',
        '#26a69a',
        'livros infantis e contação de histórias aos sábados',
        "children's books and Saturday storytelling",
      ],
      [
        'Ateliê Aquarela',
        '#3f51b5',
        'material de arte, molduras e cursos de pintura',
        'art supplies, framing and painting courses',
      ],
    ],
  },
  {
    slug: 'infantil',
    name: { pt: 'Infantil', en: 'Kids' },
    floors: ['L2'],
    tags: ['infantil', 'bebê', 'brinquedos', 'roupa infantil', 'presentes'],
    stores: [
      ['Pé de Moleque Kids', '#ef6c00', 'roupas infantis de algodão orgânico', 'organic cotton clothes for children'],
      [
        'Ciranda Brinquedos',
        '#e53935',
        'brinquedos educativos, jogos e quebra-cabeças',
        'educational toys, games and puzzles',
      ],
      [
        'Berço de Flor',
        '#f48fb1',
        'enxoval de bebê, carrinhos e lista de presentes',
        'baby linens, strollers and gift registries',
      ],
      ['Pequeno Explorador', '#00897b', 'roupas de aventura e calçados infantis', 'outdoor clothes and shoes for kids'],
      [
        'Bolha de Sabão',
        '#29b6f6',
        'fantasias, festa e artigos de aniversário',
        'costumes, party and birthday supplies',
      ],
      ['Teen Tropical', '#7cb342', 'moda jovem de 10 a 16 anos', 'youth fashion for ages 10 to 16'],
      ['Mundo Lúdico', '#8e24aa', 'brinquedos de madeira e jogos de tabuleiro', 'wooden toys and board games'],
      [
        'Passinho Calçados Infantis',
        '#fb8c00',
        'primeiros passos e tênis infantis',
        "first-step shoes and kids' sneakers",
      ],
    ],
  },
  {
    slug: 'moda-feminina',
    name: { pt: 'Moda feminina', en: "Women's fashion" },
    floors: ['L2'],
    tags: ['moda feminina', 'vestidos', 'alfaiataria', 'linho', 'festa'],
    stores: [
      ['Casa Aroeira', '#7c4d3a', 'vestidos de linho e alfaiataria leve', 'linen dresses and light tailoring'],
      [
        'Maria Ipê',
        '#6a1b9a',
        'moda autoral com estampas de flores do cerrado',
        'designer fashion with Cerrado flower prints',
      ],
      ['Atelier Seda Mineira', '#b0413e', 'vestidos de festa e seda pura', 'evening dresses and pure silk'],
      ['Linha Reta', '#263238', 'alfaiataria minimalista para o trabalho', 'minimalist workwear tailoring'],
      ['Bossa Tricot', '#a1887f', 'tricô artesanal e malhas de inverno', 'hand knits and winter knitwear'],
      ['Flor do Campo', '#e57373', 'moda romântica com bordados feitos à mão', 'romantic fashion with hand embroidery'],
      [
        'Jeanswear Sabará',
        '#1565c0',
        'jeans sustentável com lavagem a laser',
        'sustainable denim with laser finishing',
      ],
      [
        'Maré Alta Beachwear',
        '#00695c',
        'moda praia e fitness com tecidos reciclados',
        'swim and activewear from recycled fabrics',
      ],
      ['Luna Plus', '#ad1457', 'moda plus size do 44 ao 60', 'plus-size fashion, sizes 44 to 60'],
      ['Véu de Noiva Ateliê', '#bcaaa4', 'vestidos de noiva sob medida', 'made-to-measure wedding dresses'],
      ['Estação Lírica', '#5c6bc0', 'básicos de algodão pima e camisaria', 'pima cotton basics and shirts'],
      [
        'Trama Bordada',
        '#8d6e63',
        'peças únicas de renda e bordado mineiro',
        'one-off lace and Minas embroidery pieces',
      ],
      ['Caju Moda Casual', '#f4511e', 'moda casual colorida e acessível', 'colourful, affordable casual wear'],
      ['Íris Lingerie', '#d81b60', 'lingerie, pijamas e moda íntima', 'lingerie, pyjamas and underwear'],
      [
        'Alma Boho',
        '#9e9d24',
        'vestidos fluidos, franjas e acessórios étnicos',
        'flowing dresses, fringes and ethnic accessories',
      ],
    ],
  },
  {
    slug: 'moda-masculina',
    name: { pt: 'Moda masculina', en: "Men's fashion" },
    floors: ['L2'],
    tags: ['moda masculina', 'camisas', 'ternos', 'casual', 'bermudas'],
    stores: [
      [
        'Alfaiataria Ouro Preto',
        '#3e2723',
        'ternos sob medida e camisas de algodão egípcio',
        'made-to-measure suits and Egyptian cotton shirts',
      ],
      ['Vento Norte', '#455a64', 'moda casual masculina e polos de piquet', "men's casual wear and piqué polos"],
      ['Capitão Barroco', '#1a237e', 'camisas estampadas e bermudas de linho', 'printed shirts and linen shorts'],
      [
        'Serra do Cipó Outdoor',
        '#33691e',
        'jaquetas corta-vento e roupas de trilha',
        'windbreakers and hiking clothes',
      ],
      [
        'Gravata & Abotoadura',
        '#4a148c',
        'acessórios masculinos, gravatas e carteiras',
        "men's accessories, ties and wallets",
      ],
      ['Urbano BH', '#212121', 'streetwear, moletons e bonés', 'streetwear, hoodies and caps'],
      ['Sr. Cedro', '#6d4c41', 'moda masculina clássica e tricô', 'classic menswear and knitwear'],
      [
        'Linho & Lã',
        '#795548',
        'camisaria premium e blazers desestruturados',
        'premium shirts and unstructured blazers',
      ],
      ['Riacho Jeans', '#283593', 'jeans masculino com modelagem brasileira', "men's jeans cut for Brazilian bodies"],
    ],
  },
  {
    slug: 'calcados-e-bolsas',
    name: { pt: 'Calçados e bolsas', en: 'Shoes and bags' },
    floors: ['L2'],
    tags: ['calçados', 'bolsas', 'sandálias', 'tênis', 'couro'],
    stores: [
      [
        'Passo Leve',
        '#8d6e63',
        'sapatilhas e sandálias confortáveis de couro',
        'comfortable leather flats and sandals',
      ],
      ['Couro de Minas', '#5d4037', 'bolsas artesanais de couro legítimo', 'handcrafted genuine leather bags'],
      ['Sola Urbana', '#37474f', 'tênis casuais e edições limitadas', 'casual sneakers and limited editions'],
      [
        'Scarpin Dourado',
        '#c9a227',
        'scarpins, sandálias de salto e calçados de festa',
        'pumps, heeled sandals and party shoes',
      ],
      ['Andarilho Botas', '#4e342e', 'botas de couro e coturnos', 'leather boots and combat boots'],
      ['Bolsa & Cia. Itabira', '#c2185b', 'bolsas, mochilas e malas de viagem', 'handbags, backpacks and suitcases'],
      [
        'Pé no Chão Calçados Veganos',
        '#558b2f',
        'calçados veganos de fibras naturais',
        'vegan shoes made of natural fibres',
      ],
      [
        'Caminhar Conforto',
        '#0277bd',
        'calçados ortopédicos e palmilhas sob medida',
        'orthopaedic shoes and custom insoles',
      ],
      [
        'Rasteira Mineira',
        '#ff8f00',
        'rasteiras e chinelos de couro trançado',
        'flat sandals and woven leather slides',
      ],
      [
        'Mala Certa',
        '#263238',
        'malas de viagem, necessaires e acessórios de bordo',
        'luggage, toiletry bags and travel accessories',
      ],
    ],
  },
  {
    slug: 'joias-e-relogios',
    name: { pt: 'Joias e relógios', en: 'Jewellery and watches' },
    floors: ['L2'],
    tags: ['joias', 'relógios', 'alianças', 'prata', 'pedras brasileiras'],
    stores: [
      [
        'Joalheria Turmalina',
        '#00897b',
        'joias com turmalinas e pedras de Minas',
        'jewellery with tourmalines and Minas gemstones',
      ],
      [
        'Ouro Fino Alianças',
        '#c9a227',
        'alianças sob medida e gravação a laser',
        'made-to-order wedding rings and laser engraving',
      ],
      ['Prata da Serra', '#90a4ae', 'prata 925 com design contemporâneo', 'contemporary sterling silver'],
      ['Tempo Exato Relojoaria', '#263238', 'relógios, baterias e manutenção', 'watches, batteries and servicing'],
      [
        'Ametista Semijoias',
        '#7b1fa2',
        'semijoias banhadas a ouro com garantia',
        'gold-plated costume jewellery with a warranty',
      ],
      ['Gema Rara', '#1a237e', 'peças exclusivas com topázio imperial', 'exclusive imperial topaz pieces'],
      ['Brinco de Princesa', '#ec407a', 'bijuterias e acessórios de cabelo', 'costume jewellery and hair accessories'],
    ],
  },
  {
    slug: 'casa-e-decoracao',
    name: { pt: 'Casa e decoração', en: 'Home and décor' },
    floors: ['L3', 'L2'],
    tags: ['casa', 'decoração', 'cama mesa e banho', 'utilidades', 'plantas'],
    stores: [
      ['Casa Candeia', '#bf8040', 'luminárias, tapetes e objetos de decoração', 'lamps, rugs and decorative objects'],
      ['Mesa Posta Mineira', '#8d6e63', 'louças, cristais e mesa posta', 'tableware, glassware and table settings'],
      ['Lençol de Algodão', '#90caf9', 'cama e banho em algodão egípcio', 'Egyptian cotton bed and bath linens'],
      [
        'Jardim Suspenso',
        '#388e3c',
        'plantas, vasos de cerâmica e paisagismo de varanda',
        'plants, ceramic pots and balcony gardens',
      ],
      ['Utilíssima Casa', '#f57c00', 'utilidades domésticas e organização', 'housewares and storage'],
      [
        'Cerâmica Jequitinhonha',
        '#a1502e',
        'cerâmica artesanal do Vale do Jequitinhonha',
        'handmade ceramics from the Jequitinhonha Valley',
      ],
      [
        'Móvel Claro',
        '#6d4c41',
        'móveis de madeira certificada e design mineiro',
        'certified wood furniture and Minas design',
      ],
      ['Aconchego Decor', '#c48b9f', 'almofadas, mantas e aromas para casa', 'cushions, throws and home scents'],
      [
        'Cozinha Gerais',
        '#d84315',
        'panelas de pedra-sabão e utensílios de cozinha',
        'soapstone cookware and kitchen tools',
      ],
    ],
  },
  {
    slug: 'tecnologia',
    name: { pt: 'Tecnologia', en: 'Technology' },
    floors: ['L3', 'L2'],
    tags: ['tecnologia', 'celular', 'games', 'notebook', 'fones'],
    stores: [
      ['Pixel Minas', '#1565c0', 'smartphones, tablets e assistência técnica', 'smartphones, tablets and repairs'],
      ['Conecta Store', '#00acc1', 'acessórios, carregadores e capas', 'accessories, chargers and cases'],
      ['Bit Gamer', '#6200ea', 'consoles, jogos e cadeiras gamer', 'consoles, games and gaming chairs'],
      ['Som Alto Áudio', '#212121', 'fones, caixas de som e toca-discos', 'headphones, speakers and turntables'],
      ['Notebook Center BH', '#37474f', 'notebooks, monitores e periféricos', 'laptops, monitors and peripherals'],
      [
        'Casa Inteligente',
        '#00897b',
        'automação residencial e câmeras de segurança',
        'home automation and security cameras',
      ],
      [
        'Drone Alto',
        '#ff6f00',
        'drones, câmeras de ação e cursos de pilotagem',
        'drones, action cameras and flying courses',
      ],
      ['Foto Mais Câmeras', '#424242', 'câmeras, lentes e impressão de fotos', 'cameras, lenses and photo printing'],
      ['Tela Nova Eletrônicos', '#283593', 'televisores, projetores e home theater', 'TVs, projectors and home cinema'],
    ],
  },
  {
    slug: 'esportes',
    name: { pt: 'Esportes', en: 'Sports' },
    floors: ['L3', 'L2'],
    tags: ['esportes', 'corrida', 'ciclismo', 'academia', 'futebol'],
    stores: [
      ['Passada Longa', '#e65100', 'tênis de corrida e análise de pisada', 'running shoes and gait analysis'],
      ['Pedal Serrano', '#2e7d32', 'bicicletas, peças e oficina', 'bicycles, parts and workshop'],
      ['Arena Fut', '#1b5e20', 'chuteiras, camisas e artigos de futebol', 'football boots, shirts and gear'],
      ['Vertical Escalada', '#5d4037', 'equipamentos de escalada e montanhismo', 'climbing and mountaineering gear'],
      ['Yoga Raiz', '#8e24aa', 'tapetes, roupas e acessórios de ioga', 'yoga mats, clothes and accessories'],
      ['Nado Livre', '#0288d1', 'natação, óculos e moda aquática', 'swimming gear, goggles and swimwear'],
      ['Força Total Suplementos', '#c62828', 'suplementos e acessórios de academia', 'supplements and gym accessories'],
      [
        'Trilha & Camping Espinhaço',
        '#558b2f',
        'barracas, mochilas cargueiras e lanternas',
        'tents, trekking packs and torches',
      ],
    ],
  },
  {
    slug: 'lazer',
    name: { pt: 'Lazer e entretenimento', en: 'Leisure and entertainment' },
    floors: ['L3'],
    slot: 'leisure',
    tags: ['lazer', 'crianças', 'jogos', 'diversão', 'aniversário'],
    stores: [
      [
        'Bosque Encantado',
        '#2e7d32',
        'parque indoor com escorregadores, cama elástica e espaço baby',
        'indoor park with slides, trampolines and a baby area',
      ],
    ],
  },
  {
    slug: 'jogos-e-experiencias',
    name: { pt: 'Jogos e experiências', en: 'Games and experiences' },
    floors: ['L3'],
    tags: ['lazer', 'escape room', 'realidade virtual', 'jogos', 'experiências'],
    stores: [
      [
        'Enigma Escape Room',
        '#311b92',
        'salas de fuga temáticas para grupos de 2 a 6 pessoas',
        'themed escape rooms for groups of 2 to 6',
      ],
      [
        'Realidade Virtual Órbita',
        '#0d47a1',
        'simuladores e jogos em realidade virtual',
        'simulators and virtual-reality games',
      ],
      [
        'Ateliê de Cerâmica Barro Vivo',
        '#a1502e',
        'oficinas de cerâmica para adultos e crianças',
        'pottery workshops for adults and children',
      ],
    ],
  },
];
