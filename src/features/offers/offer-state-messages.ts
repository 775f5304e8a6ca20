/**
 * The messages `OfferStateBadge` says, for a page's `ClientMessages` (fewer bytes than the whole `offerState`).
 * Not in the badge's module: a server component importing a value from a client module gets a reference, not
 * the value.
 */
export const OFFER_STATE_BADGE_MESSAGES = ['period', 'startsOn', 'until', 'endsTodayAt', 'endsTonight', 'ended'].map(
  (key) => `offerState.${key}`,
);
