/** The 'Como chegar' singleton: parking, buses, ride-hailing and taxis in both languages. */
import type { BusLine, ParkingFacilities, TicketPrice } from '../../../src/lib/content/index.ts';
import { published, seo, type ContentRecord } from './records.ts';
import { l10n as L, type L10n } from './text.ts';
import { stampsFor } from './timestamps.ts';

const PARKING_PRICES: TicketPrice[] = [
  {
    label: L('Até 15 minutos', 'Up to 15 minutes'),
    priceCents: 0,
    note: L('Tolerância para embarque e desembarque', 'Grace period to drop off or pick up'),
  },
  { label: L('Até 3 horas', 'Up to 3 hours'), priceCents: 1400 },
  { label: L('Hora adicional', 'Each extra hour'), priceCents: 400 },
  { label: L('Motocicletas, até 3 horas', 'Motorcycles, up to 3 hours'), priceCents: 700 },
  { label: L('Pernoite (após o fechamento)', 'Overnight (after closing)'), priceCents: 4500 },
  {
    label: L('Mensalista', 'Monthly pass'),
    priceCents: 32000,
    note: L(
      'Vagas limitadas; contrate na central de atendimento do estacionamento, no Piso Jardim',
      'Limited places; sign up at the car park help desk on the Garden Level',
    ),
  },
];

/** The parking's counts: owned by this page's record; other texts quote them from here (ADR 0066). */
export const PARKING_FACILITIES: ParkingFacilities = {
  spots: 2350,
  covered_spots: 1900,
  ev_chargers: 12,
  bike_racks: 80,
  accessible_spots: 48,
  senior_spots: 72,
};

const BUS_LINES: BusLine[] = [
  {
    line: '4103',
    route: 'Belvedere / Centro',
    stop: L(
      'Av. Luiz Paulo Franco, em frente à entrada principal',
      'Av. Luiz Paulo Franco, opposite the main entrance',
    ),
  },
  {
    line: '4107',
    route: 'Olhos d’Água / Savassi',
    stop: L(
      'Av. Luiz Paulo Franco, em frente à entrada principal',
      'Av. Luiz Paulo Franco, opposite the main entrance',
    ),
  },
  {
    line: '9204',
    route: 'Estação BH / Belvedere',
    stop: L(
      'Rua Jornalista Djalma Andrade, na entrada do cinema',
      'Rua Jornalista Djalma Andrade, at the cinema entrance',
    ),
  },
  {
    line: '4802',
    route: 'Buritis / Belvedere (circular)',
    stop: L(
      'Rua Jornalista Djalma Andrade, na entrada do cinema',
      'Rua Jornalista Djalma Andrade, at the cinema entrance',
    ),
  },
];

/** A parking count as each locale writes it ("2.350", "2,350"), for the texts that quote it. */
export function parkingCount(key: keyof ParkingFacilities): L10n {
  const n = PARKING_FACILITIES[key] ?? 0;
  return { pt: n.toLocaleString('pt-BR'), en: n.toLocaleString('en') };
}

export function buildDirectionsPage(): ContentRecord {
  return published(
    'directions_page',
    'directions_page',
    {
      title: L('Como chegar', 'Getting here'),
      lead: L(
        'De carro, de ônibus, de aplicativo ou de bicicleta: tudo o que você precisa para chegar ao Jacarandá e estacionar com tranquilidade.',
        'By car, bus, ride-hailing or bicycle: everything you need to reach Jacarandá and park with ease.',
      ),
      parking_prices: PARKING_PRICES,
      parking_hours: L(
        'O estacionamento abre 30 minutos antes das lojas e fecha 1 hora depois do último filme. Entrada pela Av. Luiz Paulo Franco e pela Rua Jornalista Djalma Andrade.',
        'The car park opens 30 minutes before the shops and closes 1 hour after the last film. Entrances on Av. Luiz Paulo Franco and Rua Jornalista Djalma Andrade.',
      ),
      parking_facilities: PARKING_FACILITIES,
      parking_notes: L(
        'Pague com cartão, Pix ou pelo aplicativo na saída, sem passar pelo caixa. Perdeu o ticket? Procure a central de atendimento do estacionamento, ao lado da entrada do estacionamento no Piso Jardim, com um documento do veículo.',
        'Pay by card, Pix or in the app at the exit, without queuing at a machine. Lost your ticket? Go to the car park help desk, next to the car park entrance on the Garden Level, with the vehicle’s papers.',
      ),
      bus_lines: BUS_LINES,
      ride_hailing: L(
        'O ponto de embarque e desembarque de aplicativos fica na entrada do cinema (Rua Jornalista Djalma Andrade), coberto e sinalizado. Escolha “Shopping Jacarandá – Portaria Cinema” no aplicativo.',
        'Ride-hailing cars pick up and drop off at the cinema entrance (Rua Jornalista Djalma Andrade), under cover and signposted. Choose “Shopping Jacarandá – Cinema Gate” in the app.',
      ),
      taxi: L(
        'Ponto de táxi na entrada principal, das 9h à meia-noite. Rádio-táxi parceiro: (31) 3333-0000.',
        'Taxi rank at the main entrance, 9 a.m. to midnight. Partner radio taxi: +55 31 3333-0000.',
      ),
      seo: seo(
        L(
          'Como chegar ao Shopping Jacarandá: estacionamento, ônibus e aplicativos',
          'Getting to Shopping Jacarandá: parking, buses and ride-hailing',
        ),
        L(
          'Endereço, preços do estacionamento, linhas de ônibus, ponto de aplicativos e táxis do Shopping Jacarandá.',
          'Address, parking prices, bus lines, ride-hailing and taxis at Shopping Jacarandá.',
        ),
      ),
    },
    stampsFor('directions_page'),
  );
}
