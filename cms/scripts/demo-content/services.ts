/** The mall's services, each at a service unit of the floor plan (taken in plan order). */
import { floorId, type FloorCode } from './contact-data.ts';
import type { UnitPool } from './floors.ts';
import { published, withPosition, type ContentRecord } from './records.ts';
import { stampsFor } from './timestamps.ts';
import { parkingCount } from './directions.ts';

const SPOTS = parkingCount('spots');
const COVERED = parkingCount('covered_spots');
import type { L10n } from './text.ts';

interface ServiceDef {
  slug: string;
  icon: string;
  floor: FloorCode;
  name: L10n;
  description: L10n;
  phone?: string;
}

/** order matters: it follows the service units of each floor (floors.ts) */
export const SERVICES: readonly ServiceDef[] = [
  {
    slug: 'estacionamento',
    icon: 'parking',
    floor: 'L1',
    phone: '(31) 3290-4510',
    name: { pt: 'Estacionamento', en: 'Car park' },
    description: {
      pt: `${SPOTS.pt} vagas, ${COVERED.pt} delas cobertas, nos pisos G1 e G2, com vagas preferenciais junto aos elevadores e pagamento por aplicativo, cartão ou Pix. A central de atendimento fica ao lado da entrada do estacionamento no Piso Jardim.`,
      en: `${SPOTS.en} spaces, ${COVERED.en} of them covered, on levels G1 and G2, with priority spaces by the lifts and payment by app, card or Pix. The car park help desk is next to the car park entrance on the Garden Level.`,
    },
  },
  {
    slug: 'manobrista',
    icon: 'valet',
    floor: 'L1',
    name: { pt: 'Manobrista', en: 'Valet parking' },
    description: {
      pt: 'Serviço de manobrista na entrada principal, de segunda a sábado a partir das 11h e aos domingos a partir das 14h. Deixe o carro e retire-o no mesmo ponto.',
      en: 'Valet service at the main entrance, Monday to Saturday from 11 am and Sundays from 2 pm. Leave your car and collect it at the same spot.',
    },
  },
  {
    slug: 'espaco-pet',
    icon: 'pet',
    floor: 'L1',
    name: { pt: 'Espaço Pet', en: 'Pet area' },
    description: {
      pt: 'Área coberta com bebedouros, sacos higiênicos e um pequeno gramado para os pets descansarem. Cães e gatos são bem-vindos em todo o shopping, na guia ou no colo.',
      en: 'A covered area with water bowls, waste bags and a small lawn where pets can rest. Dogs and cats are welcome all over the mall, on a lead or in your arms.',
    },
  },
  {
    slug: 'bicicletario',
    icon: 'bike',
    floor: 'L1',
    name: { pt: 'Bicicletário', en: 'Bike rack' },
    description: {
      pt: 'Quarenta vagas gratuitas e monitoradas para bicicletas e patinetes, com ferramentas básicas e bomba de ar à disposição.',
      en: 'Forty free, monitored spaces for bicycles and scooters, with basic tools and an air pump available.',
    },
  },
  {
    slug: 'achados-e-perdidos',
    icon: 'lost-and-found',
    floor: 'L1',
    phone: '(31) 3290-4520',
    name: { pt: 'Achados e perdidos', en: 'Lost and found' },
    description: {
      pt: 'Objetos encontrados no shopping ficam guardados por 60 dias. Para retirar, apresente um documento com foto no balcão ou fale conosco pelo WhatsApp.',
      en: 'Items found in the mall are kept for 60 days. To collect one, show a photo ID at the desk or contact us on WhatsApp.',
    },
  },
  {
    slug: 'emprestimo-de-carrinhos-e-cadeiras-de-rodas',
    icon: 'wheelchair',
    floor: 'L1',
    name: { pt: 'Empréstimo de carrinhos e cadeiras de rodas', en: 'Stroller and wheelchair loan' },
    description: {
      pt: 'Carrinhos de bebê, cadeiras de rodas e scooters elétricas emprestados gratuitamente mediante apresentação de documento com foto.',
      en: 'Strollers, wheelchairs and mobility scooters lent free of charge on presentation of a photo ID.',
    },
  },
  {
    slug: 'central-de-libras',
    icon: 'sign-language',
    floor: 'L1',
    name: { pt: 'Atendimento em Libras', en: 'Sign language (Libras) service' },
    description: {
      pt: 'Intérpretes de Libras presenciais de quinta a domingo e atendimento por vídeo todos os dias, também disponível pelo link no rodapé do site.',
      en: 'Libras interpreters in person from Thursday to Sunday and by video every day, also available through the link in the site footer.',
    },
  },
  {
    slug: 'balcao-de-informacoes',
    icon: 'info',
    floor: 'L1',
    phone: '(31) 3290-4500',
    name: { pt: 'Balcão de informações', en: 'Information desk' },
    description: {
      pt: 'No centro do átrio, a equipe de atendimento ajuda a encontrar lojas, vende o vale-presente Jacarandá e empresta guarda-chuvas em dias de chuva.',
      en: 'In the middle of the atrium, our team helps you find shops, sells the Jacarandá gift card and lends umbrellas on rainy days.',
    },
  },
  {
    slug: 'caixas-eletronicos',
    icon: 'atm',
    floor: 'L2',
    name: { pt: 'Caixas eletrônicos', en: 'ATMs' },
    description: {
      pt: 'Caixas eletrônicos de diversos bancos no Piso Ipê e no corredor do Piso Jardim, com saque, depósito e pagamento de contas.',
      en: 'ATMs of several banks on the Ipê Level and in the Garden Level corridor, for withdrawals, deposits and bill payments.',
    },
  },
  {
    slug: 'fraldario-e-sala-familia',
    icon: 'family',
    floor: 'L2',
    name: { pt: 'Fraldário e sala família', en: 'Family room' },
    description: {
      pt: 'Trocadores, poltronas de amamentação, micro-ondas para aquecer papinhas e banheiro infantil. Acesso para todos os responsáveis, de qualquer gênero.',
      en: 'Changing tables, nursing chairs, a microwave for baby food and a children’s toilet. Open to parents and carers of any gender.',
    },
  },
  {
    slug: 'estacao-de-recarga',
    icon: 'charging',
    floor: 'L3',
    name: { pt: 'Estação de recarga de celulares', en: 'Phone charging station' },
    description: {
      pt: 'Armários com carregadores para os principais modelos de celular: deixe o aparelho carregando com segurança enquanto aproveita o cinema ou a praça de alimentação.',
      en: 'Lockers with chargers for the main phone models: leave your phone charging safely while you enjoy the cinema or the food court.',
    },
  },
  {
    slug: 'wi-fi-gratuito',
    icon: 'wifi',
    floor: 'L3',
    name: { pt: 'Wi-Fi gratuito', en: 'Free Wi-Fi' },
    description: {
      pt: 'Rede "Jacaranda-Livre" em todo o shopping, sem senha: basta aceitar os termos de uso. No Espaço Conecta há mesas com tomadas para trabalhar.',
      en: 'The "Jacaranda-Livre" network covers the whole mall with no password: just accept the terms of use. The Conecta lounge has tables with sockets for working.',
    },
  },
];

export function buildServices(pool: UnitPool): ContentRecord[] {
  return SERVICES.map((s, i) =>
    withPosition(
      published(
        'service',
        `service-${s.slug}`,
        {
          name: s.name,
          slug: s.slug,
          description: s.description,
          icon: s.icon,
          floor: floorId(s.floor),
          unit: pool.take(s.floor, 'service'),
          phone: s.phone ?? null,
        },
        stampsFor(`service:${s.slug}`, 'early'),
      ),
      i + 1,
    ),
  );
}
