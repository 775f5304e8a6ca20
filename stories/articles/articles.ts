import type { ArticleSummary } from '@/features/articles';
import { gradientImage } from '../page/fixtures';

export const ARTICLES: ArticleSummary[] = [
  {
    id: 'a1',
    title: 'Festival de Inverno traz música mineira ao Jardim Central',
    slug: 'festival-de-inverno',
    date: '2026-07-04',
    excerpt:
      'Quatro fins de semana de shows gratuitos, com violeiros, corais e uma noite dedicada ao Clube da Esquina.',
    category: { name: 'Eventos', slug: 'eventos' },
    cover: gradientImage(768, 512, 'Palco montado no Jardim Central'),
  },
  {
    id: 'a2',
    title: 'Café Ipê abre sua segunda casa, agora no Piso 2',
    slug: 'cafe-ipe-segunda-casa',
    date: '2026-06-18',
    excerpt: 'Grãos das Matas de Minas, torra própria e pão de queijo assado a cada meia hora.',
    category: { name: 'Gastronomia', slug: 'gastronomia' },
    cover: gradientImage(768, 512, 'Balcão do Café Ipê', '#1f6b3a', '#f8d57e'),
  },
  {
    id: 'a3',
    title: 'Exposição reúne fotógrafos do Vale do Jequitinhonha',
    slug: 'exposicao-jequitinhonha',
    date: '2026-05-30',
    excerpt: 'Quarenta imagens do cotidiano, da cerâmica e das festas do Vale, no Espaço Cultural.',
    category: { name: 'Cultura', slug: 'cultura' },
    cover: null,
  },
];
