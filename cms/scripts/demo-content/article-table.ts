/**
 * 'Acontece Aqui' articles. Body parts are written once per article in both
 * languages; article-records.ts turns them into structured text and blocks.
 * Links: [label](@record-id) becomes an itemLink.
 */
import type { L10n } from './text.ts';

export type Part =
  | { p: L10n }
  | { h2: L10n }
  | { h3: L10n }
  | { list: { pt: string[]; en: string[] }; numbered?: boolean }
  | { quote: L10n; by?: string }
  | { image: string; alt: L10n; caption: L10n }
  | { gallery: string[]; alt: L10n; caption: L10n }
  | { video: string; title: L10n }
  | { cta: L10n; url: string; text: L10n }
  | { pullQuote: L10n; author: string };

export interface ArticleDef {
  key: string;
  date: string;
  category: string;
  title: L10n;
  excerpt: L10n;
  /** cover palette and motif for the painter */
  palette: [string, string];
  body: Part[];
}

export const ARTICLE_CATEGORIES: { slug: string; name: L10n }[] = [
  { slug: 'eventos', name: { pt: 'Eventos', en: 'Events' } },
  { slug: 'moda', name: { pt: 'Moda', en: 'Fashion' } },
  { slug: 'gastronomia', name: { pt: 'Gastronomia', en: 'Food and drink' } },
  { slug: 'infantil', name: { pt: 'Infantil', en: 'Kids' } },
  { slug: 'cultura', name: { pt: 'Cultura', en: 'Culture' } },
  { slug: 'cinema', name: { pt: 'Cinema', en: 'Cinema' } },
  { slug: 'instituto', name: { pt: 'Instituto Jacarandá', en: 'Jacarandá Institute' } },
  { slug: 'bem-estar', name: { pt: 'Bem-estar', en: 'Well-being' } },
];

const L = (pt: string, en: string): L10n => ({ pt, en });

export const ARTICLES: ArticleDef[] = [
  {
    key: 'natal',
    date: '2026-11-20',
    category: 'eventos',
    palette: ['#3a1f5d', '#e9c46a'],
    title: L(
      'Natal Jacarandá: um bosque de luzes toma conta do átrio',
      'Jacarandá Christmas: a forest of lights fills the atrium',
    ),
    excerpt: L(
      'A decoração deste ano tem 18 mil flores de tecido, um trenzinho para as crianças e a chegada do Papai Noel no dia 22.',
      'This year’s decorations feature 18,000 fabric blossoms, a little train for children and Father Christmas arriving on the 22nd.',
    ),
    body: [
      {
        p: L(
          'O átrio do Shopping Jacarandá virou um **bosque de luzes**: são 18 mil flores de tecido em tons de lilás, feitas à mão por artesãs do Vale do Jequitinhonha, penduradas sobre uma árvore de 14 metros.',
          'The Shopping Jacarandá atrium has become a **forest of lights**: 18,000 lilac fabric blossoms, handmade by artisans from the Jequitinhonha Valley, hang over a 14-metre tree.',
        ),
      },
      {
        image: 'articles/galeria-natal.webp',
        alt: L('Árvore de Natal com flores lilás no átrio', 'Christmas tree with lilac blossoms in the atrium'),
        caption: L('A árvore de 14 metros no átrio', 'The 14-metre tree in the atrium'),
      },
      { h2: L('A chegada do Papai Noel', 'Father Christmas arrives') },
      {
        p: L(
          'O Papai Noel chega no dia **22 de novembro, às 16h**, e atende até 24 de dezembro na casinha do Piso Jardim. As fotos são gratuitas, com distribuição de senhas a partir das 14h.',
          'Father Christmas arrives on **22 November at 4 pm** and receives visitors until 24 December in his cottage on the Garden Level. Photos are free; queue tickets are handed out from 2 pm.',
        ),
      },
      {
        list: {
          pt: [
            'Trenzinho de Natal: de terça a domingo, das 14h às 20h',
            'Oficina de biscoitos decorados com a [Doceria Vó Tita](@restaurant-doceria-vo-tita) aos sábados',
            'Embrulho de presentes gratuito no balcão de informações',
          ],
          en: [
            'Christmas train: Tuesday to Sunday, 2 pm to 8 pm',
            'Decorated-biscuit workshop with [Doceria Vó Tita](@restaurant-doceria-vo-tita) on Saturdays',
            'Free gift wrapping at the information desk',
          ],
        },
      },
      {
        p: L(
          'Procurando presentes? A [Ciranda Brinquedos](@store-ciranda-brinquedos) e a [Mesa Posta Mineira](@store-mesa-posta-mineira) prepararam vitrines especiais, e o [horário de fim de ano](@article-horario-fim-de-ano) vale para todo o shopping.',
          'Looking for presents? [Ciranda Brinquedos](@store-ciranda-brinquedos) and [Mesa Posta Mineira](@store-mesa-posta-mineira) have dressed special windows, and the year-end hours apply across the mall.',
        ),
      },
      {
        cta: L('Veja os horários de fim de ano', 'See the year-end opening hours'),
        url: '/servicos',
        text: L(
          'Horários especiais na véspera de Natal e no Ano-Novo.',
          'Special hours on Christmas Eve and New Year’s Eve.',
        ),
      },
    ],
  },
  {
    key: 'vega',
    date: '2026-11-14',
    category: 'cinema',
    palette: ['#0d1b3e', '#7fd1ff'],
    title: L(
      '“Sob a Luz de Vega” estreia em IMAX no Cine Jacarandá',
      '“Under Vega’s Light” opens in IMAX at Cine Jacarandá',
    ),
    excerpt: L(
      'A ficção científica mais aguardada do ano tem sessões legendadas em IMAX e dubladas em 3D, com legendas descritivas aos fins de semana.',
      'The year’s most awaited science-fiction film plays subtitled in IMAX and dubbed in 3D, with closed captions at weekends.',
    ),
    body: [
      {
        p: L(
          '[Sob a Luz de Vega](@movie-sob-a-luz-de-vega) chegou à Sala 1 com projeção IMAX a laser e som de 12 canais. A diretora Marguerite Olsen filmou metade das cenas com câmeras IMAX, e a diferença aparece na tela.',
          '[Under Vega’s Light](@movie-sob-a-luz-de-vega) has arrived in Sala 1 with laser IMAX projection and 12-channel sound. Director Marguerite Olsen shot half the film on IMAX cameras, and it shows.',
        ),
      },
      {
        video: 'https://videos.example.com/trailers/sob-a-luz-de-vega',
        title: L('Trailer oficial de Sob a Luz de Vega', 'Official trailer for Under Vega’s Light'),
      },
      { h2: L('Como escolher a sua sessão', 'How to choose your session') },
      {
        list: {
          pt: [
            '**IMAX legendado**: três sessões por dia na Sala 1',
            '**3D dublado**: às 20h na Sala 2',
            '**2D dublado**: às 16h40 na Sala 4, ideal para quem vai com crianças a partir de 12 anos',
          ],
          en: [
            '**IMAX subtitled**: three sessions a day in Sala 1',
            '**3D dubbed**: 8 pm in Sala 2',
            '**2D dubbed**: 4:40 pm in Sala 4, ideal with children aged 12 and over',
          ],
        },
      },
      {
        quote: L(
          'É o tipo de filme que pede a maior tela que você encontrar.',
          'It is the kind of film that asks for the biggest screen you can find.',
        ),
        by: 'Revista Plano Geral',
      },
      {
        p: L(
          'Depois da sessão, a praça de alimentação do Piso Jacarandá fica aberta até a meia-noite às sextas e aos sábados: o [Izakaya Hana](@restaurant-izakaya-hana) serve lámen até o último horário.',
          'After the film, the Jacarandá Level food court stays open until midnight on Fridays and Saturdays: [Izakaya Hana](@restaurant-izakaya-hana) serves ramen until closing.',
        ),
      },
    ],
  },
  {
    key: 'sabores',
    date: '2026-11-06',
    category: 'gastronomia',
    palette: ['#8d3b1f', '#f4a259'],
    title: L(
      'Festival Sabores de Minas reúne 12 casas com menus a partir de R$ 49',
      'Sabores de Minas festival brings 12 restaurants together, with menus from R$ 49',
    ),
    excerpt: L(
      'Até 30 de novembro, restaurantes do Piso Jacarandá servem menus de três tempos com ingredientes de pequenos produtores mineiros.',
      'Until 30 November, Jacarandá Level restaurants serve three-course menus made with produce from small Minas farms.',
    ),
    body: [
      {
        p: L(
          'O festival **Sabores de Minas** chega à quarta edição com doze casas participantes e um desafio: criar um menu de três tempos usando pelo menos um ingrediente de produtores do estado.',
          'The **Sabores de Minas** festival reaches its fourth edition with twelve restaurants and one challenge: a three-course menu using at least one ingredient from producers in the state.',
        ),
      },
      { h2: L('Destaques desta edição', 'Highlights of this edition') },
      {
        list: {
          pt: [
            '[Fogão de Lenha Dona Zica](@restaurant-fogao-de-lenha-dona-zica): frango com quiabo, angu e doce de leite de Viçosa',
            '[Horta Viva](@restaurant-horta-viva): bobó de palmito pupunha com farofa de castanha de baru',
            '[Bistrô Varanda](@restaurant-bistro-varanda): risoto de ora-pro-nóbis e queijo da Canastra',
            '[Trattoria Nonna Bruna](@restaurant-trattoria-nonna-bruna): tortelli de abóbora com manteiga de sálvia',
          ],
          en: [
            '[Fogão de Lenha Dona Zica](@restaurant-fogao-de-lenha-dona-zica): chicken with okra, angu and dulce de leche from Viçosa',
            '[Horta Viva](@restaurant-horta-viva): peach-palm bobó with baru nut farofa',
            '[Bistrô Varanda](@restaurant-bistro-varanda): ora-pro-nóbis risotto with Canastra cheese',
            '[Trattoria Nonna Bruna](@restaurant-trattoria-nonna-bruna): pumpkin tortelli in sage butter',
          ],
        },
      },
      {
        pullQuote: L(
          'Cozinha mineira é paciência: o fogo baixo faz metade do trabalho.',
          'Minas cooking is patience: a low flame does half the work.',
        ),
        author: 'Zica Moreira, Fogão de Lenha Dona Zica',
      },
      {
        p: L(
          'Os menus custam de _R$ 49 a R$ 129_ e podem ser pedidos no almoço e no jantar. Parte da renda vai para o programa de hortas urbanas do Instituto Jacarandá.',
          'Menus cost _R$ 49 to R$ 129_ and are served at lunch and dinner. Part of the proceeds goes to the Jacarandá Institute urban gardens programme.',
        ),
      },
    ],
  },
  {
    key: 'mudas',
    date: '2026-10-30',
    category: 'instituto',
    palette: ['#2d6a4f', '#b5a1e0'],
    title: L(
      'Instituto Jacarandá planta 300 mudas de ipê e jacarandá no Belvedere',
      'Jacarandá Institute plants 300 ipê and jacaranda saplings in Belvedere',
    ),
    excerpt: L(
      'Voluntários, escolas e lojistas participaram do mutirão que vai colorir as calçadas do bairro nas próximas primaveras.',
      'Volunteers, schools and shopkeepers joined the planting day that will colour the neighbourhood’s pavements in springs to come.',
    ),
    body: [
      {
        p: L(
          'Num sábado de sol, **420 voluntários** plantaram 300 mudas de ipê-amarelo, ipê-roxo e jacarandá-mimoso em sete ruas do Belvedere. A ação faz parte do projeto Calçada Florida, do Instituto Jacarandá.',
          'On a sunny Saturday, **420 volunteers** planted 300 yellow ipê, purple ipê and jacaranda saplings along seven streets in Belvedere. It is part of the Jacarandá Institute’s Flowering Pavements project.',
        ),
      },
      {
        gallery: [
          'articles/galeria-plantio-1.webp',
          'articles/galeria-plantio-2.webp',
          'articles/galeria-plantio-3.webp',
        ],
        alt: L('Voluntários plantando mudas', 'Volunteers planting saplings'),
        caption: L('O mutirão de plantio no Belvedere', 'The planting day in Belvedere'),
      },
      { h2: L('Quem cuida das mudas', 'Who looks after the saplings') },
      {
        p: L(
          'Cada muda foi “adotada” por um morador ou lojista, que recebe orientações de rega durante o primeiro ano. A [Jardim Suspenso](@store-jardim-suspenso) doou os tutores de bambu e o adubo orgânico.',
          'Each sapling was “adopted” by a resident or shopkeeper, who gets watering advice for the first year. [Jardim Suspenso](@store-jardim-suspenso) donated the bamboo stakes and organic compost.',
        ),
      },
      {
        quote: L(
          'Daqui a cinco anos, quem passar por aqui em setembro vai andar debaixo de um teto roxo.',
          'Five years from now, anyone walking here in September will walk under a purple roof.',
        ),
        by: 'Helena Castanheira, diretora do Instituto Jacarandá',
      },
    ],
  },
  {
    key: 'verao',
    date: '2026-10-24',
    category: 'moda',
    palette: ['#b0413e', '#f2d0a4'],
    title: L(
      'Verão 2027: linho, tons de ipê e alfaiataria leve',
      'Summer 2027: linen, ipê colours and light tailoring',
    ),
    excerpt: L(
      'Um roteiro pelas vitrines do Piso Ipê com as tendências que vão dominar a estação mais quente do ano.',
      'A tour of the Ipê Level windows with the trends set to rule the hottest season of the year.',
    ),
    body: [
      {
        p: L(
          'O verão chega com tecidos naturais e cores tiradas das árvores da cidade: o amarelo do ipê, o lilás do jacarandá e o verde-musgo das serras.',
          'Summer arrives in natural fabrics and colours borrowed from the city’s trees: ipê yellow, jacaranda lilac and the moss green of the hills.',
        ),
      },
      { h2: L('Três tendências para experimentar', 'Three trends to try') },
      {
        list: {
          pt: [
            '**Linho lavado**: os vestidos amplos da [Casa Aroeira](@store-casa-aroeira)',
            '**Estampas botânicas**: as flores do cerrado da [Maria Ipê](@store-maria-ipe)',
            '**Alfaiataria leve**: blazers desestruturados da [Linho & Lã](@store-linho-la)',
          ],
          en: [
            '**Washed linen**: the loose dresses at [Casa Aroeira](@store-casa-aroeira)',
            '**Botanical prints**: the Cerrado flowers of [Maria Ipê](@store-maria-ipe)',
            '**Light tailoring**: unstructured blazers at [Linho & Lã](@store-linho-la)',
          ],
        },
        numbered: true,
      },
      {
        image: 'articles/galeria-moda.webp',
        alt: L('Araras com roupas de linho em tons terrosos', 'Rails of linen clothes in earthy tones'),
        caption: L('Linho e tons terrosos nas vitrines do Piso Ipê', 'Linen and earthy tones in the Ipê Level windows'),
      },
      {
        p: L(
          'Para completar, sandálias de couro trançado da [Rasteira Mineira](@store-rasteira-mineira) e óculos com lentes polarizadas da [Sol de Minas Eyewear](@store-sol-de-minas-eyewear).',
          'To finish the look, woven leather sandals from [Rasteira Mineira](@store-rasteira-mineira) and polarised sunglasses from [Sol de Minas Eyewear](@store-sol-de-minas-eyewear).',
        ),
      },
    ],
  },
  {
    key: 'criancas',
    date: '2026-10-08',
    category: 'infantil',
    palette: ['#ef6c00', '#8ecae6'],
    title: L(
      'Dia das Crianças com oficinas gratuitas e contação de histórias',
      'Children’s Day with free workshops and storytelling',
    ),
    excerpt: L(
      'De 9 a 12 de outubro, o Piso Jacarandá recebe oficinas de cerâmica, teatro de bonecos e uma maratona de histórias.',
      'From 9 to 12 October the Jacarandá Level hosts pottery workshops, puppet shows and a storytelling marathon.',
    ),
    body: [
      {
        p: L(
          'O feriado de **12 de outubro** ganhou quatro dias de programação gratuita para crianças de 3 a 12 anos. As inscrições são feitas no balcão de informações, por ordem de chegada.',
          'The **12 October** holiday now comes with four days of free activities for children aged 3 to 12. Sign up at the information desk, first come, first served.',
        ),
      },
      { h2: L('Programação', 'Programme') },
      {
        list: {
          pt: [
            'Oficina de cerâmica com o [Ateliê de Cerâmica Barro Vivo](@store-atelie-de-ceramica-barro-vivo), às 15h',
            'Contação de histórias com a [Letra Miúda Livros Infantis](@store-letra-miuda-livros-infantis), às 17h',
            'Teatro de bonecos no átrio, às 18h30',
            'Sessões de [O Último Voo do Beija-Flor](@movie-o-ultimo-voo-do-beija-flor) com Libras e audiodescrição',
          ],
          en: [
            'Pottery workshop with [Ateliê de Cerâmica Barro Vivo](@store-atelie-de-ceramica-barro-vivo) at 3 pm',
            'Storytelling with [Letra Miúda Livros Infantis](@store-letra-miuda-livros-infantis) at 5 pm',
            'Puppet show in the atrium at 6:30 pm',
            '[The Hummingbird’s Last Flight](@movie-o-ultimo-voo-do-beija-flor) with Libras and audio description',
          ],
        },
      },
      {
        p: L(
          'O [Bosque Encantado](@store-bosque-encantado) estende o horário até as 22h no feriado.',
          '[Bosque Encantado](@store-bosque-encantado) stays open until 10 pm on the holiday.',
        ),
      },
      {
        cta: L('Inscreva seu pequeno', 'Sign up your little one'),
        url: 'https://eventos.shoppingjacaranda.example/dia-das-criancas',
        text: L('Vagas limitadas por oficina.', 'Places are limited for each workshop.'),
      },
    ],
  },
  {
    key: 'barro',
    date: '2026-10-03',
    category: 'cultura',
    palette: ['#a1502e', '#f1e3d3'],
    title: L(
      'Exposição “Barro e Memória” traz a cerâmica do Jequitinhonha ao Piso Jardim',
      '“Clay and Memory” brings Jequitinhonha ceramics to the Garden Level',
    ),
    excerpt: L(
      'Sessenta peças de onze artesãs do Vale do Jequitinhonha ficam expostas até janeiro, com visitas guiadas aos sábados.',
      'Sixty pieces by eleven artisans from the Jequitinhonha Valley are on show until January, with guided tours on Saturdays.',
    ),
    body: [
      {
        p: L(
          'As bonecas de barro do Vale do Jequitinhonha são reconhecidas no mundo inteiro. Na exposição **Barro e Memória**, elas aparecem ao lado de panelas, moringas e figuras de presépio.',
          'The clay dolls of the Jequitinhonha Valley are known around the world. In **Clay and Memory** they stand beside pots, water jugs and nativity figures.',
        ),
      },
      {
        quote: L(
          'O barro guarda a memória das mãos que o moldaram.',
          'Clay keeps the memory of the hands that shaped it.',
        ),
        by: 'Dona Isabel Ramos, ceramista de Santana do Araçuaí',
      },
      {
        gallery: ['articles/galeria-ceramica-1.webp', 'articles/galeria-ceramica-2.webp'],
        alt: L('Peças de cerâmica do Jequitinhonha', 'Jequitinhonha ceramic pieces'),
        caption: L('Bonecas e moringas da exposição', 'Dolls and water jugs in the exhibition'),
      },
      {
        p: L(
          'Algumas peças estão à venda na [Cerâmica Jequitinhonha](@store-ceramica-jequitinhonha), e toda a renda vai para as artesãs. Saiba mais sobre a agenda em [Arte e Cultura](/arte-e-cultura).',
          'Some pieces are for sale at [Cerâmica Jequitinhonha](@store-ceramica-jequitinhonha), with all proceeds going to the artisans. See the calendar in [Art and Culture](/arte-e-cultura).',
        ),
      },
    ],
  },
  {
    key: 'pet',
    date: '2026-09-26',
    category: 'bem-estar',
    palette: ['#b5651d', '#d8f3dc'],
    title: L(
      'Espaço Pet ganha gramado, bebedouros e feira de adoção mensal',
      'The Pet Area gets a lawn, water bowls and a monthly adoption fair',
    ),
    excerpt: L(
      'O shopping amplia o espaço dedicado aos pets no Piso Jardim e recebe feiras de adoção responsável no primeiro domingo de cada mês.',
      'The mall enlarges its pet area on the Garden Level and hosts responsible adoption fairs on the first Sunday of every month.',
    ),
    body: [
      {
        p: L(
          'O [Espaço Pet](@service-espaco-pet) foi reformado e agora tem gramado sintético, bebedouros com água filtrada e sombreiros. Cães e gatos continuam bem-vindos em todo o shopping, na guia ou no colo.',
          'The [Pet Area](@service-espaco-pet) has been refurbished with artificial grass, filtered-water bowls and shade. Dogs and cats remain welcome all over the mall, on a lead or in your arms.',
        ),
      },
      { h2: L('Feira de adoção', 'Adoption fair') },
      {
        p: L(
          'No primeiro domingo de cada mês, das 14h às 19h, ONGs parceiras trazem cães e gatos vacinados e castrados. A [Vet Jacarandá](@store-vet-jacaranda) oferece a primeira consulta gratuita a quem adotar, e a [Patas do Cerrado](@store-patas-do-cerrado) dá um kit de boas-vindas.',
          'On the first Sunday of every month, 2 pm to 7 pm, partner charities bring vaccinated, neutered dogs and cats. [Vet Jacarandá](@store-vet-jacaranda) gives adopters a free first appointment, and [Patas do Cerrado](@store-patas-do-cerrado) a welcome kit.',
        ),
      },
      {
        list: {
          pt: [
            'Leve documento com foto e comprovante de residência',
            'A adoção passa por entrevista com a ONG',
            'Animais com mais de 7 anos têm ração grátis por seis meses',
          ],
          en: [
            'Bring a photo ID and proof of address',
            'Every adoption includes an interview with the charity',
            'Animals over 7 come with six months of free food',
          ],
        },
      },
    ],
  },
  {
    key: 'izakaya',
    date: '2026-09-12',
    category: 'gastronomia',
    palette: ['#880e4f', '#ffd6e0'],
    title: L('Izakaya Hana abre as portas no Piso Jacarandá', 'Izakaya Hana opens on the Jacarandá Level'),
    excerpt: L(
      'Lámen de dezoito horas, petiscos japoneses e mais de quarenta rótulos de saquê no novo endereço da praça de alimentação.',
      'Eighteen-hour ramen, Japanese small plates and over forty sakes at the food court’s newest spot.',
    ),
    body: [
      {
        p: L(
          'O [Izakaya Hana](@restaurant-izakaya-hana) é o novo vizinho do [Sushi Kazê](@restaurant-sushi-kaze) e aposta na comida de bar japonesa: espetinhos na brasa, gyozas e o lámen tonkotsu, com caldo cozido por dezoito horas.',
          '[Izakaya Hana](@restaurant-izakaya-hana) is the new neighbour of [Sushi Kazê](@restaurant-sushi-kaze) and bets on Japanese bar food: charcoal skewers, gyoza and tonkotsu ramen with an eighteen-hour broth.',
        ),
      },
      { h3: L('Para provar na primeira visita', 'What to try on your first visit') },
      {
        list: {
          pt: ['Lámen tonkotsu com chashu', 'Karaage com maionese de missô', 'Saquê junmai da casa'],
          en: ['Tonkotsu ramen with chashu', 'Karaage with miso mayonnaise', 'The house junmai sake'],
        },
      },
      {
        cta: L('Veja o cardápio', 'See the menu'),
        url: '/gastronomia',
        text: L('Aberto todos os dias a partir das 11h.', 'Open daily from 11 am.'),
      },
    ],
  },
  {
    key: 'samba',
    date: '2026-09-04',
    category: 'gastronomia',
    palette: ['#f9a825', '#3d1f0f'],
    title: L('Samba de sexta no Boteco Pé de Ipê vai até as 2h', 'Friday samba at Boteco Pé de Ipê runs until 2 am'),
    excerpt: L(
      'Roda de samba ao vivo, chope gelado e torresmo de rolo: o boteco do Piso Jacarandá agora fecha de madrugada às quintas, sextas e sábados.',
      'Live samba, ice-cold draught beer and rolled crackling: the Jacarandá Level bar now closes in the small hours on Thursdays, Fridays and Saturdays.',
    ),
    body: [
      {
        p: L(
          'O [Boteco Pé de Ipê](@restaurant-boteco-pe-de-ipe) estendeu o horário: de quinta a sábado, a casa fica aberta **das 18h às 2h**, com acesso pela entrada do cinema depois que os corredores fecham.',
          '[Boteco Pé de Ipê](@restaurant-boteco-pe-de-ipe) has extended its hours: Thursday to Saturday it is open **from 6 pm to 2 am**, through the cinema entrance once the corridors close.',
        ),
      },
      {
        pullQuote: L(
          'Boteco bom é aquele em que ninguém tem pressa de ir embora.',
          'A good bar is one where nobody is in a hurry to leave.',
        ),
        author: 'Tião Ferreira, sócio do Pé de Ipê',
      },
      {
        p: L(
          'A roda de samba começa às 21h às sextas. Aos sábados, o almoço com feijoada vai das 12h às 16h.',
          'The samba circle starts at 9 pm on Fridays. On Saturdays, feijoada lunch runs from noon to 4 pm.',
        ),
      },
    ],
  },
  {
    key: 'corrida',
    date: '2026-08-22',
    category: 'bem-estar',
    palette: ['#e65100', '#ffe8d6'],
    title: L('Corrida Jacarandá 5 km: inscrições abertas', 'Jacarandá 5K run: registration open'),
    excerpt: L(
      'A prova passa pelas ruas arborizadas do Belvedere no dia 18 de outubro, com percurso plano e kit com camiseta de tecido reciclado.',
      'The race runs through the tree-lined streets of Belvedere on 18 October, on a flat course, with a recycled-fabric T-shirt in the kit.',
    ),
    body: [
      {
        p: L(
          'A terceira **Corrida Jacarandá** tem largada às 7h em frente à entrada principal. São 5 km de percurso plano, com categoria caminhada e corrida kids de 500 m.',
          'The third **Jacarandá Run** starts at 7 am outside the main entrance: a flat 5 km course, with a walking category and a 500 m kids’ race.',
        ),
      },
      {
        list: {
          pt: [
            'Inscrição: R$ 89, com 50% de desconto para estudantes e pessoas com mais de 60 anos',
            'Retirada do kit na [Passada Longa](@store-passada-longa), de 15 a 17 de outubro',
            'Análise de pisada gratuita para inscritos',
          ],
          en: [
            'Entry: R$ 89, half price for students and people over 60',
            'Kit collection at [Passada Longa](@store-passada-longa), 15 to 17 October',
            'Free gait analysis for entrants',
          ],
        },
        numbered: true,
      },
      {
        cta: L('Inscreva-se', 'Register'),
        url: 'https://eventos.shoppingjacaranda.example/corrida-5k',
        text: L('Vagas limitadas a 1.500 atletas.', 'Limited to 1,500 runners.'),
      },
    ],
  },
  {
    key: 'pais',
    date: '2026-08-01',
    category: 'moda',
    palette: ['#263238', '#c9a227'],
    title: L('Dia dos Pais: um guia de presentes por estilo', 'Father’s Day: a gift guide by style'),
    excerpt: L(
      'Do pai que pedala ao que coleciona discos, sugestões das lojas do shopping para todos os bolsos.',
      'From the dad who cycles to the one who collects records, ideas from the mall’s shops for every budget.',
    ),
    body: [
      {
        p: L(
          'O Dia dos Pais é no segundo domingo de agosto. Separamos ideias por estilo, com preços a partir de R$ 59.',
          'Brazilian Father’s Day falls on the second Sunday of August. Here are ideas by style, from R$ 59.',
        ),
      },
      { h2: L('Por estilo', 'By style') },
      {
        list: {
          pt: [
            '**O clássico**: camisas de algodão egípcio da [Alfaiataria Ouro Preto](@store-alfaiataria-ouro-preto)',
            '**O ciclista**: acessórios e revisão completa na [Pedal Serrano](@store-pedal-serrano)',
            '**O melômano**: toca-discos e fones da [Som Alto Áudio](@store-som-alto-audio)',
            '**O cozinheiro**: panelas de pedra-sabão da [Cozinha Gerais](@store-cozinha-gerais)',
          ],
          en: [
            '**The classic**: Egyptian cotton shirts from [Alfaiataria Ouro Preto](@store-alfaiataria-ouro-preto)',
            '**The cyclist**: accessories and a full service at [Pedal Serrano](@store-pedal-serrano)',
            '**The music lover**: turntables and headphones from [Som Alto Áudio](@store-som-alto-audio)',
            '**The cook**: soapstone pots from [Cozinha Gerais](@store-cozinha-gerais)',
          ],
        },
      },
      {
        p: L(
          'E para fechar o domingo, um almoço na [Brasa Gado Bravo](@restaurant-brasa-gado-bravo).',
          'And to round off the Sunday, lunch at [Brasa Gado Bravo](@restaurant-brasa-gado-bravo).',
        ),
      },
    ],
  },
  {
    key: 'acessivel',
    date: '2026-07-25',
    category: 'cinema',
    palette: ['#1d3557', '#ffd166'],
    title: L(
      'Cinema para todos: sessões com Libras e audiodescrição todo fim de semana',
      'Cinema for everyone: Libras and audio-described sessions every weekend',
    ),
    excerpt: L(
      'O Cine Jacarandá passa a ter sessões acessíveis fixas aos sábados, domingos e quartas, com equipamentos gratuitos retirados na bilheteria.',
      'Cine Jacarandá now has regular accessible sessions on Saturdays, Sundays and Wednesdays, with free equipment from the box office.',
    ),
    body: [
      {
        p: L(
          'Todo fim de semana, a primeira sessão do dia de cada filme participante tem **intérprete de Libras**, **audiodescrição** ou **legendas descritivas**. Os fones e os óculos com legenda são retirados gratuitamente na bilheteria.',
          'Every weekend, the first session of the day of each participating film has a **Libras interpreter**, **audio description** or **closed captions**. Headsets and caption glasses are free at the box office.',
        ),
      },
      { h2: L('O que está em cartaz com acessibilidade', 'What is showing with accessibility') },
      {
        list: {
          pt: [
            '[O Último Voo do Beija-Flor](@movie-o-ultimo-voo-do-beija-flor): Libras e audiodescrição',
            '[Cinzas sobre Ouro Preto](@movie-cinzas-sobre-ouro-preto): legendas descritivas e audiodescrição',
            '[A Receita da Vó Celeste](@movie-a-receita-da-vo-celeste): Libras',
          ],
          en: [
            '[The Hummingbird’s Last Flight](@movie-o-ultimo-voo-do-beija-flor): Libras and audio description',
            '[Ashes over Ouro Preto](@movie-cinzas-sobre-ouro-preto): closed captions and audio description',
            '[Grandma Celeste’s Recipe](@movie-a-receita-da-vo-celeste): Libras',
          ],
        },
      },
      {
        p: L(
          'Conheça todos os recursos na página de [acessibilidade](@page-acessibilidade).',
          'Find every resource on the [accessibility](@page-acessibilidade) page.',
        ),
      },
    ],
  },
  {
    key: 'ferias',
    date: '2026-07-04',
    category: 'infantil',
    palette: ['#29b6f6', '#fff3b0'],
    title: L('Férias de julho: programação para toda a família', 'July holidays: something for the whole family'),
    excerpt: L(
      'Oficinas, cinema com preço especial e o Bosque Encantado com horário estendido durante todo o mês.',
      'Workshops, special-price cinema and Bosque Encantado open longer all month.',
    ),
    body: [
      {
        p: L(
          'Durante as férias escolares, o shopping preparou atividades gratuitas de terça a domingo no átrio, além de sessões de cinema com meia-entrada para todos às terças.',
          'During the school holidays there are free activities in the atrium from Tuesday to Sunday, and half-price cinema for everyone on Tuesdays.',
        ),
      },
      {
        image: 'articles/galeria-ferias.webp',
        alt: L('Crianças em oficina de pintura', 'Children at a painting workshop'),
        caption: L('Oficina de pintura no átrio', 'Painting workshop in the atrium'),
      },
      {
        list: {
          pt: [
            'Oficina de pintura com o [Ateliê Aquarela](@store-atelie-aquarela)',
            'Jogos de tabuleiro gigantes com a [Mundo Lúdico](@store-mundo-ludico)',
            'Aula de escalada para iniciantes na [Vertical Escalada](@store-vertical-escalada)',
          ],
          en: [
            'Painting workshop with [Ateliê Aquarela](@store-atelie-aquarela)',
            'Giant board games with [Mundo Lúdico](@store-mundo-ludico)',
            'Beginners’ climbing class at [Vertical Escalada](@store-vertical-escalada)',
          ],
        },
      },
    ],
  },
  {
    key: 'aprendizes',
    date: '2026-06-27',
    category: 'instituto',
    palette: ['#5e35b1', '#f1e4ff'],
    title: L(
      'Quarenta jovens concluem o programa Primeiro Emprego do Instituto Jacarandá',
      'Forty young people complete the Jacarandá Institute First Job programme',
    ),
    excerpt: L(
      'Depois de seis meses de formação e estágio nas lojas do shopping, 31 participantes já foram contratados.',
      'After six months of training and placements in the mall’s shops, 31 participants have already been hired.',
    ),
    body: [
      {
        p: L(
          'A turma de 2026 do **Primeiro Emprego** reuniu jovens de 16 a 22 anos das comunidades vizinhas. Foram aulas de atendimento, finanças pessoais e comunicação, além de estágio em vinte lojas.',
          'The 2026 **First Job** class brought together young people aged 16 to 22 from nearby communities, with classes in customer service, personal finance and communication, and placements in twenty shops.',
        ),
      },
      {
        pullQuote: L(
          'Aprendi que atender bem é escutar antes de oferecer.',
          'I learnt that good service means listening before offering.',
        ),
        author: 'Kauã Ribeiro, 19 anos, contratado pela Livraria Travessia',
      },
      {
        p: L(
          'As inscrições para a próxima turma abrem em janeiro. Conheça os outros projetos do [Instituto Jacarandá](/instituto-jacaranda).',
          'Applications for the next class open in January. Discover the other [Jacarandá Institute](/instituto-jacaranda) projects.',
        ),
      },
    ],
  },
  {
    key: 'junina',
    date: '2026-06-13',
    category: 'gastronomia',
    palette: ['#d62828', '#fcbf49'],
    title: L(
      'Arraiá Jacarandá: festa junina na praça de alimentação',
      'Arraiá Jacarandá: a June festival in the food court',
    ),
    excerpt: L(
      'Quentão, canjica, pé de moleque e quadrilha aos sábados: a festa vai até 12 de julho.',
      'Mulled quentão, canjica, peanut brittle and square dancing on Saturdays: the festival runs until 12 July.',
    ),
    body: [
      {
        p: L(
          'A praça de alimentação virou arraial, com bandeirinhas e barracas de quitutes. A [Doceria Vó Tita](@restaurant-doceria-vo-tita) prepara pé de moleque e cocada, e o [PF Mineirinho](@restaurant-pf-mineirinho) serve caldo de mandioca com carne.',
          'The food court has become a country fair, with bunting and food stalls. [Doceria Vó Tita](@restaurant-doceria-vo-tita) makes peanut brittle and cocada, and [PF Mineirinho](@restaurant-pf-mineirinho) serves cassava soup with beef.',
        ),
      },
      {
        video: 'https://videos.example.com/eventos/arraia-jacaranda-2026',
        title: L('Quadrilha do Arraiá Jacarandá', 'Square dance at Arraiá Jacarandá'),
      },
      {
        p: L(
          'A quadrilha com casais do bairro acontece aos sábados, às 19h, no átrio.',
          'The neighbourhood square dance takes place on Saturdays at 7 pm in the atrium.',
        ),
      },
    ],
  },
  {
    key: 'namorados',
    date: '2026-06-06',
    category: 'eventos',
    palette: ['#9d0208', '#ffccd5'],
    title: L(
      'Dia dos Namorados: jantar a dois e sessões especiais na Sala VIP',
      'Valentine’s Day in Brazil: dinner for two and special screenings in the VIP room',
    ),
    excerpt: L(
      'No dia 12 de junho, restaurantes têm menus para casais e a Sala VIP exibe clássicos românticos com espumante de cortesia.',
      'On 12 June restaurants offer menus for couples and the VIP room screens romantic classics with complimentary sparkling wine.',
    ),
    body: [
      {
        p: L(
          'O [Bistrô Varanda](@restaurant-bistro-varanda) e a [Trattoria Nonna Bruna](@restaurant-trattoria-nonna-bruna) preparam menus de quatro tempos para casais, com reservas pelo WhatsApp.',
          '[Bistrô Varanda](@restaurant-bistro-varanda) and [Trattoria Nonna Bruna](@restaurant-trattoria-nonna-bruna) serve four-course menus for couples; book on WhatsApp.',
        ),
      },
      { h2: L('Presentes de última hora', 'Last-minute gifts') },
      {
        list: {
          pt: [
            'Alianças com gravação na hora na [Ouro Fino Alianças](@store-ouro-fino-aliancas)',
            'Perfumes autorais na [Flor de Ipê Perfumaria](@store-flor-de-ipe-perfumaria)',
            'Flores e plantas na [Jardim Suspenso](@store-jardim-suspenso)',
          ],
          en: [
            'Rings engraved while you wait at [Ouro Fino Alianças](@store-ouro-fino-aliancas)',
            'Signature perfumes at [Flor de Ipê Perfumaria](@store-flor-de-ipe-perfumaria)',
            'Flowers and plants at [Jardim Suspenso](@store-jardim-suspenso)',
          ],
        },
      },
    ],
  },
  {
    key: 'piano',
    date: '2026-05-30',
    category: 'cultura',
    palette: ['#14213d', '#e5e5e5'],
    title: L('Piano no átrio: recitais gratuitos aos domingos', 'Piano in the atrium: free recitals on Sundays'),
    excerpt: L(
      'Alunos e professores da escola de música do Instituto Jacarandá tocam de Villa-Lobos a Milton Nascimento, sempre às 17h.',
      'Students and teachers from the Jacarandá Institute music school play everything from Villa-Lobos to Milton-style Clube da Esquina songs, every Sunday at 5 pm.',
    ),
    body: [
      {
        p: L(
          'Um piano de cauda restaurado ocupa o átrio aos domingos. O repertório passa pela música erudita brasileira e pelas canções do Clube da Esquina.',
          'A restored grand piano takes over the atrium on Sundays, with a repertoire of Brazilian classical music and Clube da Esquina songs.',
        ),
      },
      {
        video: 'https://videos.example.com/cultura/piano-no-atrio',
        title: L('Recital de domingo no átrio', 'Sunday recital in the atrium'),
      },
      {
        quote: L(
          'Tocar num lugar de passagem é lembrar que a música é de todo mundo.',
          'Playing where people pass by is a reminder that music belongs to everyone.',
        ),
        by: 'Aurora Lemos, pianista',
      },
    ],
  },
];

/** EDGE CASE: never published (draft only) */
export const DRAFT_ONLY_ARTICLE: ArticleDef = {
  key: 'black-friday',
  date: '2026-11-20',
  category: 'eventos',
  palette: ['#111111', '#e9c46a'],
  title: L(
    'Black Friday Jacarandá: descontos de até 60% em mais de 80 lojas',
    'Jacarandá Black Friday: up to 60% off in over 80 shops',
  ),
  excerpt: L(
    'Na sexta-feira, 27 de novembro, o shopping abre às 8h e fecha à meia-noite.',
    'On Friday 27 November the mall opens at 8 am and closes at midnight.',
  ),
  body: [
    {
      p: L(
        '**Rascunho**: confirmar com a administração a lista de lojas participantes antes de publicar.',
        '**Draft**: confirm the list of participating shops with management before publishing.',
      ),
    },
    {
      p: L(
        'Na [Notebook Center BH](@store-notebook-center-bh), notebooks com até 30% de desconto.',
        'At [Notebook Center BH](@store-notebook-center-bh), laptops up to 30% off.',
      ),
    },
  ],
};

/** EDGE CASE: published, with unpublished changes (a new title and an extra paragraph in the draft) */
export const UPDATED_ARTICLE = {
  published: {
    key: 'horario-fim-de-ano',
    date: '2026-11-18',
    category: 'eventos',
    palette: ['#3a1f5d', '#b5a1e0'],
    title: L('Horário especial de fim de ano', 'Special year-end opening hours'),
    excerpt: L(
      'A partir de 1º de dezembro, as lojas ficam abertas até as 23h de segunda a sábado.',
      'From 1 December shops stay open until 11 pm Monday to Saturday.',
    ),
    body: [
      {
        p: L(
          'De **1º a 23 de dezembro**, as lojas abrem das 10h às 23h de segunda a sábado e das 12h às 22h aos domingos.',
          'From **1 to 23 December**, shops open 10 am to 11 pm Monday to Saturday and noon to 10 pm on Sundays.',
        ),
      },
      {
        list: {
          pt: [
            '24/12: das 9h às 18h',
            '25/12: lojas fechadas; restaurantes e cinema abertos',
            '31/12: das 9h às 17h',
            '1º/1: lojas fechadas; restaurantes e cinema abertos',
          ],
          en: [
            '24 Dec: 9 am to 6 pm',
            '25 Dec: shops closed; restaurants and cinema open',
            '31 Dec: 9 am to 5 pm',
            '1 Jan: shops closed; restaurants and cinema open',
          ],
        },
      },
    ],
  } satisfies ArticleDef,
  draftTitle: L(
    'Natal e Ano-Novo: confira o horário estendido do shopping',
    'Christmas and New Year: the mall’s extended hours',
  ),
  draftExtra: {
    p: L(
      'Novidade: o estacionamento terá **duas horas grátis** para compras acima de R$ 300 durante todo o mês de dezembro.',
      'New: the car park will be **free for two hours** with purchases over R$ 300 throughout December.',
    ),
  } satisfies Part,
};
