/**
 * The icons of the service model's `icon` key. Decorative: the service's name
 * is always written beside it. An unknown key gets the generic info icon.
 */
const PATHS: Record<string, string> = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  parking: 'M6 21V3h7a5 5 0 0 1 0 10H6',
  pet: 'M5.5 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm6 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm3.5 4a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 11c-3 0-6 4.5-6 7a2.5 2.5 0 0 0 3.5 2.3 6 6 0 0 1 5 0A2.5 2.5 0 0 0 18 18c0-2.5-3-7-6-7z',
  stroller: 'M4 4h2l2 9h10l2-7H7.5M9 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01M8 13a6 6 0 0 0 10 0',
  wheelchair: 'M11 4a1.5 1.5 0 1 0 0-.01M10 7v6h6l2 6M10 10h5M7.5 11.5A5.5 5.5 0 1 0 15 18',
  family_room: 'M7 5a2 2 0 1 0 0-.01M17 5a2 2 0 1 0 0-.01M5 21v-7H3l2-6h4l2 6H9v7M15 21v-9l-1-4h6l-1 4v9',
  toilet: 'M7 5a2 2 0 1 0 0-.01M17 5a2 2 0 1 0 0-.01M12 3v18M5 21v-6H4V9h6v6H9v6M15 21v-6h-2l2-6h4l2 6h-2v6',
  atm: 'M3 6h18v12H3zM3 10h18M7 15h3',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  lockers: 'M4 3h16v18H4zM12 3v18M8 8v2M16 8v2',
  charging: 'M13 2 4 14h7l-1 8 9-12h-7z',
  lost_found: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3M9 9a2 2 0 1 1 2 2v1.5M11 15h.01',
  taxi: 'M5 17h14M6 17v2M18 17v2M4 17v-5l2-5h12l2 5v5M4 12h16M9 4h6',
  bike: 'M6 17a3 3 0 1 0 0-.01M18 17a3 3 0 1 0 0-.01M6 17l4-7h5l3 7M10 10 8 6H6M15 10l-1-3h2',
  first_aid: 'M3 7h18v13H3zM8 7V4h8v3M12 10v7M8.5 13.5h7',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8s-1.5-5-5-5a2 2 0 0 0 0 4h5m0 0s1.5-5 5-5a2 2 0 0 1 0 4h-5',
  car_wash: 'M5 17h14M4 17v-4l2-4h12l2 4v4M7 4v2M12 3v3M17 4v2',
  nursing: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
};

export function ServiceIcon({ icon, size = 28 }: { icon: string | null | undefined; size?: number }) {
  const d = (icon && PATHS[icon]) || PATHS.info;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
