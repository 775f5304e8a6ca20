import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CopyAddressButton } from '@/features/directions/CopyAddressButton';
import { ParkingSection } from '@/features/directions/ParkingSection';
import { SectorHoursSection } from '@/features/directions/SectorHoursSection';
import { TransportSection } from '@/features/directions/TransportSection';

const week = (open: string, close: string, sunday: [string, string]) => ({
  mon: [{ open, close }],
  tue: [{ open, close }],
  wed: [{ open, close }],
  thu: [{ open, close }],
  fri: [{ open, close }],
  sat: [{ open, close }],
  sun: [{ open: sunday[0], close: sunday[1] }],
});

/** The parts of the 'Getting here' page (`/como-chegar`), each left out by the page when the CMS has nothing for it. */
const meta = {
  title: 'Directions/Getting here',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

export const Parking: StoryObj = {
  render: () => (
    <ParkingSection
      prices={[
        { label: 'Até 15 minutos', priceCents: 0, note: 'Tolerância para embarque e desembarque' },
        { label: 'Até 3 horas', priceCents: 1400 },
        { label: 'Hora adicional', priceCents: 400 },
        { label: 'Mensalista', priceCents: 32000, note: 'Vagas limitadas' },
      ]}
      facilities={[
        { key: 'spots', count: 2350 },
        { key: 'accessible_spots', count: 48 },
        { key: 'ev_chargers', count: 12 },
        { key: 'bike_racks', count: 80 },
      ]}
      hours="Abre 30 minutos antes das lojas e fecha 1 hora depois do último filme."
      notes="Pague com cartão, Pix ou pelo aplicativo na saída."
    />
  ),
};

export const Transport: StoryObj = {
  render: () => (
    <TransportSection
      busLines={[
        { line: '4103', route: 'Belvedere / Centro', stop: 'Av. Luiz Paulo Franco, em frente à entrada principal' },
        { line: '9204', route: 'Estação BH / Belvedere', stop: 'Rua Jornalista Djalma Andrade, na entrada do cinema' },
      ]}
      rideHailing="Ponto de embarque na entrada do cinema, coberto e sinalizado."
      taxi="Ponto de táxi na entrada principal, das 9h à meia-noite."
    />
  ),
};

/** A phone: each bus line reads as a block instead of a table too wide to read. */
export const TransportOnAPhone: StoryObj = {
  ...Transport,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const HoursBySector: StoryObj = {
  render: () => (
    <SectorHoursSection
      sectors={[
        { sector: 'stores', schedule: week('10:00', '22:00', ['14:00', '20:00']) },
        { sector: 'gastronomy', schedule: week('11:00', '23:00', ['11:00', '22:00']) },
        { sector: 'cinema', schedule: week('12:00', '23:59', ['12:00', '23:59']) },
        {
          sector: 'leisure',
          schedule: { sat: [{ open: '10:00', close: '22:00' }], sun: [{ open: '12:00', close: '20:00' }] },
        },
      ]}
    />
  ),
};

export const CopyAddress: StoryObj = {
  render: () => (
    <div>
      <address id="endereco-exemplo">Av. Luiz Paulo Franco, 1.780 – Belvedere</address>
      <CopyAddressButton
        text="Shopping Jacarandá, Av. Luiz Paulo Franco, 1.780 – Belvedere"
        targetId="endereco-exemplo"
      />
    </div>
  ),
};
