import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { MovieListing } from '@/features/cinema/MovieListing';
import type { MovieSummary } from '@/features/cinema/movie-types';
import { sessionsOn } from '@/features/cinema/model/sessions';
import { gradientImage, sessionSlot } from '../page/fixtures';

const movie: MovieSummary = {
  id: 'm1',
  slug: 'o-voo-do-ipe',
  title: 'O Voo do Ipê',
  genre: 'Aventura',
  durationMinutes: 112,
  ageRating: '10',
  poster: gradientImage(400, 600, 'Cartaz de O Voo do Ipê', '#261540', '#8e6bbf'),
  startsOn: '2026-11-01',
  endsOn: '2026-12-12',
  sessions: [
    ...sessionSlot('14:00', { accessibility: ['libras'] }),
    ...sessionSlot('21:10', { format: '3D', audio: 'subtitled', room: 'Sala 3' }),
  ],
};

const meta = {
  title: 'Cinema/MovieListing',
  component: MovieListing,
  args: { movie, date: '2026-11-21', sessions: sessionsOn(movie, '2026-11-21') },
} satisfies Meta<typeof MovieListing>;
export default meta;
export const Playing: StoryObj<typeof meta> = {};
export const Rated18WithoutPoster: StoryObj<typeof meta> = {
  args: {
    movie: {
      ...movie,
      id: 'm2',
      title: 'Noite em Lisboa',
      ageRating: '18',
      poster: null,
      genre: 'Suspense',
      durationMinutes: 136,
    },
  },
};
