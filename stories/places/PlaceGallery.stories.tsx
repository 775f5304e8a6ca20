import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PlaceGallery } from '@/features/places/PlaceGallery';
import { storyPhoto } from './place-fixtures';

const photos = [
  { id: 'a', image: storyPhoto(960, 640, '#5d3b91', '#d7c6ec', 'Fachada da Casa Aroeira') },
  { id: 'b', image: storyPhoto(960, 640, '#7a4b2a', '#e4ddd3', 'Mesa posta com louças artesanais') },
  { id: 'c', image: storyPhoto(960, 640, '#3a2160', '#f8d57e', 'Luminárias de palha no salão') },
];

const meta = {
  title: 'Places/PlaceGallery',
  component: PlaceGallery,
  args: { images: photos, name: 'Casa Aroeira', labelledBy: 'galeria' },
  decorators: [
    (Story) => (
      <section aria-labelledby="galeria" style={{ maxWidth: '40rem' }}>
        <h2 id="galeria">Fotos</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof PlaceGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePhotos: Story = {};
export const OnePhoto: Story = { args: { images: photos.slice(0, 1) } };
