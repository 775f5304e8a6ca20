import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SearchResults } from '@/features/search/SearchResults';
import { groupHits, type SearchDocument } from '@/features/search/model/search-hits';
import { SiteSearch } from '@/features/search/model/site-search';

const hours = { sector: 'stores', hoursSource: 'sector' } as const;
const documents: SearchDocument[] = [
  {
    kind: 'restaurant',
    id: 'r1',
    title: 'Café Ipê',
    keywords: ['Cafeteria'],
    text: 'Grãos das Matas de Minas e pão de queijo a cada meia hora.',
    href: '/gastronomia/cafe-ipe/cafe-ipe',
    detail: 'Cafeteria · Piso 2 · L2-210',
    hours: { ...hours, sector: 'gastronomy' },
  },
  {
    kind: 'store',
    id: 's1',
    title: 'Casa do Café Mineiro',
    keywords: ['Empório'],
    text: 'Cafés especiais, coadores e presentes.',
    href: '/loja/casa-do-cafe/casa-do-cafe-mineiro',
    detail: 'Empório · Piso 1 · L1-044',
    hours,
  },
  {
    kind: 'article',
    id: 'a1',
    title: 'Café Ipê abre sua segunda casa',
    keywords: ['Gastronomia'],
    text: 'Agora também no Piso 2.',
    href: '/artigo/cafe-ipe-segunda-casa',
    detail: 'Gastronomia · 18 de jun. de 2026',
  },
];
const search = new SiteSearch(documents);
const query = 'café';
const popularCategories = [
  { id: 'c1', name: 'Moda feminina', href: { pathname: '/lojas', query: { categoria: 'moda-feminina' } } },
  { id: 'c2', name: 'Japonesa', href: { pathname: '/gastronomia', query: { cozinha: 'japonesa' } } },
] as const;

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  parameters: { clock: '2026-11-18T15:00:00-03:00' },
  args: { check: { kind: 'ok', query }, groups: groupHits(search.search(query)), didYouMean: null, popularCategories },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Results: Story = {};
export const NoResults: Story = {
  args: { check: { kind: 'ok', query: 'cafeee ipe' }, groups: [], didYouMean: search.didYouMean('cafeee ipe') },
};
export const EmptyQuery: Story = { args: { check: { kind: 'empty' }, groups: [] } };
export const TooLong: Story = { args: { check: { kind: 'tooLong', max: 100 }, groups: [] } };
