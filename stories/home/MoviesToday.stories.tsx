import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MoviesToday } from '@/components/home/MoviesToday';
import type { MovieToday } from '@/components/home/movies-today';
import { sampleImage } from './home-fixtures';

const movie = (id: string, title: string, ageRating: MovieToday['movie']['ageRating'], durationMinutes: number, colors: [string, string], upcoming: string[]): MovieToday => ({
  movie: { id, slug: id, title, ageRating, durationMinutes, startsOn: '2026-11-01', endsOn: null, sessions: [], poster: sampleImage(400, 600, colors[0], colors[1], `Cartaz de ${title}`) },
  upcoming,
});

const meta = {
  title: 'Home/MoviesToday',
  component: MoviesToday,
  parameters: { layout: 'padded' },
  args: {
    movies: [
      movie('o-guardiao-da-serra', 'O Guardião da Serra', '12', 126, ['#1e3a5f', '#0b1320'], ['15:00', '19:40']),
      movie('o-ultimo-voo-do-beija-flor', 'O Último Voo do Beija-Flor', 'L', 98, ['#1f6b3a', '#0d2b18'], ['15:10', '17:20']),
      movie('noites-de-setembro', 'Noites de Setembro', '14', 109, ['#5d1f3a', '#1e0a14'], ['19:00', '21:30']),
      movie('sob-a-luz-de-vega', 'Sob a Luz de Vega', '12', 142, ['#132046', '#04070f'], ['16:40', '17:30', '20:00', '21:15', '22:40']),
      movie('a-receita-da-vo-celeste', 'A Receita da Vó Celeste', '10', 104, ['#d9b44a', '#7a3b1d'], ['16:00', '19:10', '21:40']),
    ],
    movieHref: (slug: string) => `/cinema/${slug}`,
  },
} satisfies Meta<typeof MoviesToday>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowingToday: Story = {};
