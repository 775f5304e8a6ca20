import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { HeroCarousel, type HeroSlide } from '@/features/home/HeroCarousel';
import { sampleImage } from './home-fixtures';

const slides: HeroSlide[] = [
  {
    id: 'natal',
    title: 'Natal sob os jacarandás',
    subtitle: 'Um bosque de luzes no átrio e o Papai Noel até 24 de dezembro',
    href: '/artigo/natal-jacaranda',
    linkLabel: 'Veja a programação',
    image: sampleImage(1800, 1000, '#5d3b91', '#261540', 'Átrio decorado com luzes violeta'),
  },
  {
    id: 'sabores',
    title: 'Festival Sabores de Minas',
    subtitle: '12 casas com menus a partir de R$ 49',
    href: '/gastronomia',
    linkLabel: 'Conheça os menus',
    image: sampleImage(1800, 1000, '#8a5a00', '#3a2160', 'Mesa posta com pratos mineiros'),
  },
  {
    id: 'imax',
    title: 'Sob a Luz de Vega em IMAX',
    subtitle: 'Estreia nesta quinta no Cine Jacarandá',
    href: '/cinema',
    linkLabel: 'Comprar ingresso',
    image: sampleImage(1800, 1000, '#1e1a22', '#4b2d7a', 'Sala de cinema escura'),
  },
];

const meta = {
  title: 'Home/HeroCarousel',
  component: HeroCarousel,
  parameters: { layout: 'fullscreen' },
  args: { slides },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {};
export const SingleFeature: Story = { args: { slides: slides.slice(0, 1) } };
