import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SearchResults } from '@/components/content/SearchResults';
import { groupHits, rankDocuments, type SearchDocument } from '@/lib/search/rank';

const documents: SearchDocument[] = [
  { kind: 'restaurant', id: 'r1', title: 'Café Ipê', keywords: ['Cafeteria'], text: 'Grãos das Matas de Minas e pão de queijo a cada meia hora.', href: '/gastronomia/cafe-ipe/cafe-ipe', detail: 'Cafeteria · Piso 2 · L2-210' },
  { kind: 'store', id: 's1', title: 'Casa do Café Mineiro', keywords: ['Empório'], text: 'Cafés especiais, coadores e presentes.', href: '/loja/casa-do-cafe/casa-do-cafe-mineiro', detail: 'Empório · Piso 1 · L1-044' },
  { kind: 'article', id: 'a1', title: 'Café Ipê abre sua segunda casa', keywords: ['Gastronomia'], text: 'Agora também no Piso 2.', href: '/artigo/cafe-ipe-segunda-casa', detail: 'Gastronomia · 18 de jun. de 2026' },
];
const query = 'café';

const meta = {
  title: 'Content/SearchResults',
  component: SearchResults,
  args: { check: { kind: 'ok', query }, groups: groupHits(rankDocuments(documents, query)) },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Results: Story = {};
export const NoResults: Story = { args: { check: { kind: 'ok', query: 'patinação no gelo' }, groups: [] } };
export const EmptyQuery: Story = { args: { check: { kind: 'empty' }, groups: [] } };
export const TooLong: Story = { args: { check: { kind: 'tooLong', max: 80 }, groups: [] } };
