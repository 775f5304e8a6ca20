import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContentBody } from '@/components/page/ContentBody';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'span', value: text }] });
const body = {
  value: {
    schema: 'dast',
    document: {
      type: 'root',
      children: [
        paragraph(
          'O Jacarandá abriu as portas em 1998, no Belvedere, com quarenta lojas e uma praça arborizada que logo virou ponto de encontro.',
        ),
        { type: 'heading', level: 2, children: [{ type: 'span', value: 'Um shopping entre árvores' }] },
        paragraph(
          'Hoje são mais de duzentas operações, um cinema com sala IMAX e um instituto que apoia projetos de educação e cultura em Belo Horizonte.',
        ),
      ],
    },
  },
  blocks: [],
  links: [],
};

const meta = { title: 'Page/ContentBody', component: ContentBody, args: { body } } satisfies Meta<typeof ContentBody>;
export default meta;
type Story = StoryObj<typeof meta>;
export const TextOnly: Story = {};
export const WithAside: Story = {
  args: {
    aside: (
      <aside aria-labelledby="aside-exemplo">
        <h2 id="aside-exemplo">Fale com o shopping</h2>
        <p>Telefone (31) 3333-0000</p>
      </aside>
    ),
  },
};
