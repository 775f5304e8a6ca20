import type { EventSummary } from './model/event-types';

/** "Boteco Pé de Ipê · Piso Jacarandá · L3-306", or the unit alone; null: somewhere in the mall at large */
export function whereLabel(event: Pick<EventSummary, 'place' | 'unit'>, unitLabel: (unit: string) => string) {
  const unit = event.place?.unit ?? event.unit;
  const parts = [event.place?.name, event.place?.floorName, unit ? unitLabel(unit) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
