/**
 * The cinema's eight (invented) films and their weekly programme. Runs cover
 * 2026-11-01 to 2027-03-31 at least, and every film plays every weekday, so
 * whatever week the site is looked at in, there are sessions.
 */
import {
  WEEKDAYS,
  type MovieAudio,
  type MovieFormat,
  type MovieSession,
  type SessionAccessibility,
  type Weekday,
} from '../../../src/lib/content/index.ts';
import { fileValue, published, seo, type ContentRecord } from './records.ts';
import { slugify, type L10n } from './text.ts';
import { stampsOn } from './timestamps.ts';

export interface MovieDef {
  title: L10n;
  original: string;
  genre: L10n;
  minutes: number;
  rating: 'L' | '10' | '12' | '14' | '16' | '18';
  director: string;
  cast: string[];
  startsOn: string;
  endsOn: string | null;
  synopsis: L10n;
  /** poster palette: background, accent */
  palette: [string, string];
  motif: 'sun' | 'mountains' | 'waves' | 'rings' | 'stars' | 'door' | 'leaf' | 'city';
  /** [room, format, audio, times, accessibility on some sessions] */
  slots: [string, MovieFormat, MovieAudio, string[], SessionAccessibility[]?][];
}

export const MOVIES: readonly MovieDef[] = [
  {
    title: { pt: 'O Último Voo do Beija-Flor', en: "The Hummingbird's Last Flight" },
    original: 'O Último Voo do Beija-Flor',
    genre: { pt: 'Animação, família', en: 'Animation, family' },
    minutes: 98,
    rating: 'L',
    director: 'Tainá Albuquerque',
    cast: ['Júlia Mendonça (voz)', 'Rogério Fontana (voz)', 'Clarice Neves (voz)', 'Bento Sarmento (voz)'],
    startsOn: '2026-10-29',
    endsOn: '2027-04-14',
    synopsis: {
      pt: 'Quando as flores da Serra do Espinhaço começam a murchar antes do tempo, Piá, um beija-flor caçula e curioso, parte em uma viagem até a nascente do rio para descobrir o que está acontecendo. No caminho, faz amizade com um lobo-guará medroso e uma coruja que já esqueceu como se voa.',
      en: 'When the flowers of the Espinhaço Range start wilting too early, Piá, a curious young hummingbird, flies off to the source of the river to find out why. On the way he befriends a timid maned wolf and an owl who has forgotten how to fly.',
    },
    palette: ['#0b6e4f', '#f4a259'],
    motif: 'leaf',
    slots: [
      ['Sala 3', '2D', 'national', ['13:00', '15:10'], ['audio_description', 'libras']],
      ['Sala 2', '3D', 'national', ['17:20']],
    ],
  },
  {
    title: { pt: 'Sob a Luz de Vega', en: "Under Vega's Light" },
    original: "Under Vega's Light",
    genre: { pt: 'Ficção científica', en: 'Science fiction' },
    minutes: 142,
    rating: '12',
    director: 'Marguerite Olsen',
    cast: ['Idris Calloway', 'Noor Haddad', 'Sven Aldridge', 'Paloma Reyes'],
    startsOn: '2026-11-05',
    endsOn: '2027-04-07',
    synopsis: {
      pt: 'Em 2147, uma engenheira de bordo descobre que a estrela Vega está enviando um sinal que só ela consegue decifrar. Para responder, precisará convencer uma tripulação exausta a desviar a nave de uma rota que levou três gerações para ser traçada.',
      en: 'In 2147 a flight engineer finds that the star Vega is sending a signal only she can decode. To answer it she must convince an exhausted crew to steer the ship off a course that took three generations to plot.',
    },
    palette: ['#0d1b3e', '#7fd1ff'],
    motif: 'stars',
    slots: [
      ['Sala 1', 'IMAX', 'subtitled', ['14:00', '17:30', '21:00'], ['closed_captions']],
      ['Sala 2', '3D', 'dubbed', ['20:00']],
      ['Sala 4', '2D', 'dubbed', ['16:40']],
    ],
  },
  {
    title: { pt: 'Cinzas sobre Ouro Preto', en: 'Ashes over Ouro Preto' },
    original: 'Cinzas sobre Ouro Preto',
    genre: { pt: 'Drama histórico', en: 'Historical drama' },
    minutes: 131,
    rating: '14',
    director: 'Heitor Vasconcellos',
    cast: ['Lavínia Prado', 'Otávio Brandão', 'Celeste Amaral', 'Jorge Quintela'],
    startsOn: '2026-10-22',
    endsOn: '2027-03-31',
    synopsis: {
      pt: 'Vila Rica, 1789. Uma jovem copista da Casa de Fundição guarda uma carta que pode salvar ou condenar os inconfidentes. Entre a lealdade ao pai e a amizade com um poeta perseguido, ela terá uma noite para decidir o que fazer com o segredo.',
      en: 'Vila Rica, 1789. A young copyist at the Royal Smelting House keeps a letter that could save or doom the conspirators. Torn between loyalty to her father and friendship with a hunted poet, she has one night to decide what to do with the secret.',
    },
    palette: ['#3b1f14', '#d9a441'],
    motif: 'city',
    slots: [['Sala 5', '2D', 'national', ['15:30', '18:30', '21:20'], ['closed_captions', 'audio_description']]],
  },
  {
    title: { pt: 'A Receita da Vó Celeste', en: "Grandma Celeste's Recipe" },
    original: 'A Receita da Vó Celeste',
    genre: { pt: 'Comédia', en: 'Comedy' },
    minutes: 104,
    rating: '10',
    director: 'Marina Tolentino',
    cast: ['Dona Cida Lobato', 'Rafael Quintão', 'Bia Guimarães', 'Nelson Arruda'],
    startsOn: '2026-11-12',
    endsOn: '2027-04-21',
    synopsis: {
      pt: 'Três netos que não se falam há anos precisam reabrir o restaurante da avó em Sabará e vencer um concurso de cozinha mineira. O problema: a receita do famoso frango ao molho pardo nunca foi escrita, e cada um lembra de um jeito.',
      en: 'Three grandchildren who have not spoken in years must reopen their grandmother’s restaurant in Sabará and win a Minas cooking contest. The catch: the famous chicken recipe was never written down, and each of them remembers it differently.',
    },
    palette: ['#f6c453', '#b23a48'],
    motif: 'sun',
    slots: [
      ['Sala 4', '2D', 'national', ['14:10', '19:10', '21:40'], ['libras']],
      ['Sala VIP', 'VIP', 'national', ['16:00']],
    ],
  },
  {
    title: { pt: 'Maré Vermelha', en: 'Red Tide' },
    original: 'Red Tide',
    genre: { pt: 'Suspense', en: 'Thriller' },
    minutes: 117,
    rating: '16',
    director: 'Callum Brennan',
    cast: ['Rosalind Achebe', 'Tomás Ferreira-Lind', 'Hattie Morrow', 'Dev Malhotra'],
    startsOn: '2026-10-29',
    endsOn: '2027-04-01',
    synopsis: {
      pt: 'Uma bióloga marinha volta à cidade costeira onde cresceu para investigar a morte de milhares de peixes e descobre que a maré vermelha esconde algo que a prefeitura prefere manter submerso.',
      en: 'A marine biologist returns to the coastal town where she grew up to investigate the death of thousands of fish, and finds that the red tide hides something the town council would rather keep under water.',
    },
    palette: ['#2b0a0f', '#e63946'],
    motif: 'waves',
    slots: [
      ['Sala 6', '2D', 'subtitled', ['18:50', '21:30'], ['closed_captions']],
      ['Sala 6', '2D', 'dubbed', ['16:10']],
    ],
  },
  {
    title: { pt: 'O Guardião da Serra', en: 'The Keeper of the Ridge' },
    original: 'The Keeper of the Ridge',
    genre: { pt: 'Aventura, fantasia', en: 'Adventure, fantasy' },
    minutes: 126,
    rating: '12',
    director: 'Ingrid Halvorsen',
    cast: ['Mateus Orlov', 'Yara Silveira', 'Bram Kessler', 'Lucía Ocampo'],
    startsOn: '2026-11-01',
    endsOn: null,
    synopsis: {
      pt: 'Um menino que vive ao pé de uma montanha encantada herda do avô a tarefa de guardar a única passagem entre dois mundos. Quando a passagem se abre fora de época, ele precisa atravessá-la para trazer a irmã de volta.',
      en: 'A boy living at the foot of an enchanted mountain inherits from his grandfather the task of guarding the only passage between two worlds. When it opens out of season, he must cross it to bring his sister home.',
    },
    palette: ['#1d3557', '#a8dadc'],
    motif: 'mountains',
    slots: [
      ['Sala 2', '3D', 'dubbed', ['13:30', '15:00'], ['audio_description']],
      ['Sala 1', 'IMAX', 'dubbed', ['11:10']],
      ['Sala 3', '2D', 'subtitled', ['19:40']],
    ],
  },
  {
    title: { pt: 'Noites de Setembro', en: 'September Nights' },
    original: 'Noches de septiembre',
    genre: { pt: 'Romance', en: 'Romance' },
    minutes: 109,
    rating: '14',
    director: 'Valentina Arrieta',
    cast: ['Joaquín Belmonte', 'Ana Clara Rios', 'Martina Solé'],
    startsOn: '2026-11-19',
    endsOn: '2027-03-31',
    synopsis: {
      pt: 'Em Buenos Aires, um afinador de pianos e uma tradutora brasileira se encontram todas as quintas-feiras de setembro no mesmo café, sem nunca trocar nomes. Até que uma carta extraviada muda as regras do jogo.',
      en: 'In Buenos Aires a piano tuner and a Brazilian translator meet every Thursday in September at the same café, never exchanging names, until a misdelivered letter changes the rules.',
    },
    palette: ['#4a1942', '#f2c6de'],
    motif: 'rings',
    slots: [
      ['Sala VIP', 'VIP', 'subtitled', ['19:00', '21:30']],
      ['Sala 5', '2D', 'subtitled', ['13:20']],
    ],
  },
  {
    title: { pt: 'Quarto 18', en: 'Room 18' },
    original: 'Room 18',
    genre: { pt: 'Terror', en: 'Horror' },
    minutes: 96,
    rating: '18',
    director: 'Ezra Whitlock',
    cast: ['Maeve Dunleavy', 'Oscar Lindqvist', 'Priya Raman'],
    startsOn: '2026-12-17',
    endsOn: '2027-04-28',
    synopsis: {
      pt: 'Uma recepcionista do turno da noite percebe que o quarto 18 de um hotel de beira de estrada recebe hóspedes que nunca fizeram check-in. Estreia em dezembro.',
      en: 'A night-shift receptionist notices that room 18 of a roadside motel has guests who never checked in. Opens in December.',
    },
    palette: ['#111111', '#8fd694'],
    motif: 'door',
    slots: [
      ['Sala 3', '2D', 'subtitled', ['22:10']],
      ['Sala 4', '2D', 'dubbed', ['23:50']],
    ],
  },
];

export const CINEMA_ROOMS = ['Sala 1', 'Sala 2', 'Sala 3', 'Sala 4', 'Sala 5', 'Sala 6', 'Sala VIP'] as const;

const WEEKEND: readonly Weekday[] = ['sat', 'sun'];

/** the weekly programme: every slot every day; accessible sessions on weekend afternoons */
export function sessionsOf(movie: MovieDef, slug: string): MovieSession[] {
  const sessions: MovieSession[] = [];
  for (const day of WEEKDAYS) {
    for (const [room, format, audio, times, access] of movie.slots) {
      times.forEach((time, i) => {
        // morning and late slots only on weekends and Wednesdays, like a real programme
        if ((time < '12:00' || time >= '23:30') && !WEEKEND.includes(day) && day !== 'fri') return;
        const accessibility = access && i === 0 && (WEEKEND.includes(day) || day === 'wed') ? [...access] : [];
        sessions.push({
          weekday: day,
          time,
          room,
          format,
          audio,
          accessibility,
          ticketUrl: `https://ingressos.cinejacaranda.example/sessao/${slug}?dia=${day}&hora=${time.replace(':', '')}&sala=${slugify(room)}`,
        });
      });
    }
  }
  return sessions;
}

export interface MovieInfo {
  id: string;
  slug: string;
  title: L10n;
  def: MovieDef;
}

export function buildMovies(): { records: ContentRecord[]; movies: MovieInfo[] } {
  const movies = MOVIES.map((def) => {
    const slug = slugify(def.title.pt);
    return { id: `movie-${slug}`, slug, title: def.title, def };
  });
  const records = movies.map(({ id, slug, def }) => {
    const poster = fileValue(`movies/${slug}-poster.webp`, {
      pt: `Cartaz do filme ${def.title.pt}`,
      en: `Poster for ${def.title.en}`,
    });
    return published(
      'movie',
      id,
      {
        title: def.title,
        original_title: def.original,
        slug,
        synopsis: def.synopsis,
        poster,
        genre: def.genre,
        duration_minutes: def.minutes,
        age_rating: def.rating,
        director: def.director,
        cast: def.cast,
        trailer_url: `https://videos.example.com/trailers/${slug}`,
        starts_on: def.startsOn,
        ends_on: def.endsOn,
        sessions: sessionsOf(def, slug),
        seo: seo(
          {
            pt: `${def.title.pt} — sessões e ingressos | Cine Jacarandá`,
            en: `${def.title.en} — showtimes and tickets | Cine Jacarandá`,
          },
          { pt: def.synopsis.pt.split('. ')[0] + '.', en: def.synopsis.en.split('. ')[0] + '.' },
          { upload: poster.upload, alt: poster.alt as L10n },
        ),
      },
      stampsOn(addDays(def.startsOn, -7), id),
    );
  });
  return { records, movies };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
