import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MovieSummary } from '@/features/cinema/movie-types';
import { MoviesToday } from '@/features/home/MoviesToday';
import { sampleImage, STORY_NOW } from './home-fixtures';

/** Wednesday sessions at the given times (STORY_NOW is a Wednesday afternoon in the mall). */
const movie = (
  id: string,
  title: string,
  ageRating: MovieSummary['ageRating'],
  durationMinutes: number,
  colors: [string, string],
  times: string[],
): MovieSummary => ({
  id,
  slug: id,
  title,
  ageRating,
  durationMinutes,
  startsOn: '2026-11-01',
  endsOn: null,
  sessions: times.map((time, i) => ({
    weekday: 'wed',
    time,
    room: `Sala ${i + 1}`,
    format: '2D',
    audio: 'dubbed',
    accessibility: [],
    ticketUrl: '',
  })),
  poster: sampleImage(400, 600, colors[0], colors[1], `Cartaz de ${title}`),
});

const meta = {
  title: 'Home/MoviesToday',
  component: MoviesToday,
  parameters: { layout: 'padded', clock: STORY_NOW },
  args: {
    movies: [
      movie('o-guardiao-da-serra', 'O Guardião da Serra', '12', 126, ['#1e3a5f', '#0b1320'], ['15:00', '19:40']),
      movie(
        'o-ultimo-voo-do-beija-flor',
        'O Último Voo do Beija-Flor',
        'L',
        98,
        ['#1f6b3a', '#0d2b18'],
        ['15:10', '17:20'],
      ),
      movie('noites-de-setembro', 'Noites de Setembro', '14', 109, ['#5d1f3a', '#1e0a14'], ['19:00', '21:30']),
      movie(
        'sob-a-luz-de-vega',
        'Sob a Luz de Vega',
        '12',
        142,
        ['#132046', '#04070f'],
        ['16:40', '17:30', '20:00', '21:15', '22:40'],
      ),
      movie(
        'a-receita-da-vo-celeste',
        'A Receita da Vó Celeste',
        '10',
        104,
        ['#d9b44a', '#7a3b1d'],
        ['16:00', '19:10', '21:40'],
      ),
    ],
    empty: <p>Não há sessões hoje.</p>,
    programme: <p>Ver a programação completa</p>,
  },
} satisfies Meta<typeof MoviesToday>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowingToday: Story = {};
/** After the last session of the day. */
export const NothingLeftToday: Story = { parameters: { clock: '2026-11-19T02:30:00.000Z' } };
