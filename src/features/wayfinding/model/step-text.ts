import type { RouteStep } from './route-steps';

/** next-intl's translator of the `wayfinding.step` namespace, or a test's stand-in */
export type StepTranslator = (key: string, values: Record<string, string | number>) => string;

/** A step in words, in the translator's locale: "Take the panoramic lift up to Ipê Level." */
export function stepText(step: RouteStep, t: StepTranslator): string {
  switch (step.kind) {
    case 'start':
      // "Car park G1 — sector A" names its floor already: no "(Car park G1)" after it
      return step.place.includes(step.floor)
        ? t('startNamed', { place: step.place })
        : t('start', { place: step.place, floor: step.floor });
    case 'walk':
      return t(step.turn ? 'walkThenTurn' : 'walk', { metres: step.metres, side: step.turn ?? 'none' });
    case 'pass':
      return t('pass', { landmark: step.landmark, side: step.side });
    case 'ride':
      return t('ride', { name: step.name, floor: step.floor, up: step.up ? 'up' : 'down' });
    case 'arrive':
      return t('arrive', { place: step.place, side: step.side });
  }
}

/** whole minutes, at least one */
export const walkingMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));
