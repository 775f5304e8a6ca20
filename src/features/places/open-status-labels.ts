import type { OpenStatusKind } from '@/features/opening-hours';

/** The words of each open status, as keys of the `openStatus` messages: the badge and the map's list say the same. */
export const OPEN_STATUS_LABEL_KEY: Record<
  OpenStatusKind,
  'openNow' | 'closedNow' | 'unavailableTime' | 'invalidTime'
> = {
  open: 'openNow',
  closed: 'closedNow',
  unavailable: 'unavailableTime',
  invalid: 'invalidTime',
};
