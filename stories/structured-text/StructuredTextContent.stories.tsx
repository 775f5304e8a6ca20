import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StructuredTextContent, type StructuredTextData } from '@/components/structured-text/StructuredTextContent';

const doc = (...children: unknown[]) => ({ schema: 'dast', document: { type: 'root', children } });
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const span = (value: string, marks?: string[]) => ({ type: 'span', value, ...(marks ? { marks } : {}) });

const image = {
  src: 'https://www.datocms-assets.com/205/jacaranda-ala-norte.jpg?auto=format&fit=max&w=1200',
  srcSet: '',
  sizes: '(max-width: 48rem) 100vw, 48rem',
  width: 1200,
  height: 675,
  aspectRatio: 16 / 9,
  alt: 'A nova Ala Norte com jardim interno e claraboia',
  title: null,
  base64: null,
  bgColor: '#6b4c9a',
};

const article: StructuredTextData = {
  value: doc(
    { type: 'heading', level: 2, children: [span('Uma ala pensada para ficar')] },
    p(
      span('A nova Ala Norte do Shopping Jacarandá abre com dez operações inéditas em Belo Horizonte, entre elas a '),
      { type: 'itemLink', item: 'store-casa-aroeira', children: [span('Casa Aroeira')] },
      span(' e o restaurante '),
      { type: 'inlineItem', item: 'restaurant-quintal-mineiro' },
      span('.'),
    ),
    { type: 'block', item: 'image-1' },
    p(span('Ao redor do jardim interno, bancos de madeira certificada e sombra de jacarandás.', ['emphasis'])),
    { type: 'block', item: 'quote-1' },
    { type: 'block', item: 'video-1' },
    { type: 'block', item: 'cta-1' },
  ),
  blocks: [
    {
      __typename: 'ImageBlockRecord',
      id: 'image-1',
      caption: 'A claraboia da Ala Norte ao entardecer.',
      image: { alt: image.alt, title: null, responsiveImage: image },
    },
    {
      __typename: 'QuoteBlockRecord',
      id: 'quote-1',
      quote: 'Queríamos um lugar onde a cidade pudesse respirar.',
      author: 'Helena Prates, arquiteta',
    },
    {
      __typename: 'VideoBlockRecord',
      id: 'video-1',
      url: 'https://www.youtube.com/watch?v=jacaranda',
      title: 'Tour pela nova Ala Norte',
    },
    {
      __typename: 'CtaBlockRecord',
      id: 'cta-1',
      label: 'Conheça as lojas',
      url: '/lojas',
      text: 'Veja todas as operações da nova ala.',
    },
  ],
  links: [
    { __typename: 'StoreRecord', id: 'store-casa-aroeira', slug: 'casa-aroeira', name: 'Casa Aroeira' },
    {
      __typename: 'RestaurantRecord',
      id: 'restaurant-quintal-mineiro',
      slug: 'quintal-mineiro',
      name: 'Quintal Mineiro',
    },
  ],
};

const meta = {
  title: 'Structured text/StructuredTextContent',
  component: StructuredTextContent,
  args: { data: article },
} satisfies Meta<typeof StructuredTextContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

export const PlainText: Story = {
  args: {
    data: {
      value: doc(
        p(
          span(
            'Meia-entrada para estudantes, professores da rede pública e pessoas com deficiência, mediante documento.',
          ),
        ),
        {
          type: 'list',
          style: 'bulleted',
          children: [
            { type: 'listItem', children: [p(span('Válida em todas as sessões.'))] },
            { type: 'listItem', children: [p(span('Não cumulativa com outras promoções.'))] },
          ],
        },
      ),
    },
  },
};
