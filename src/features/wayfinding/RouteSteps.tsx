'use client';

import { useTranslations } from 'next-intl';
import type { DescribedRoute } from './model/route-steps';
import { stepText, walkingMinutes, type StepTranslator } from './model/step-text';
import styles from './RouteSteps.module.css';

interface RouteStepsProps {
  route: DescribedRoute;
  stepFree: boolean;
  headingId: string;
}

/**
 * The route as numbered steps in words: the accessible alternative to the
 * lines on the plan, complete on its own (turns, landmarks, floor changes).
 */
export function RouteSteps({ route, stepFree, headingId }: RouteStepsProps) {
  const t = useTranslations('wayfinding');
  const tStep = useTranslations('wayfinding.step');
  const translate: StepTranslator = (key, values) => tStep(key as never, values as never);
  return (
    <div className={styles.steps}>
      <p className={styles.summary} data-testid="route-summary" role="status">
        {t('summary', { minutes: walkingMinutes(route.seconds), metres: route.metres })}
      </p>
      {stepFree && route.rides.includes('lift') && <p className={styles.note}>{t('usesLift')}</p>}
      <h3 id={headingId} className={styles.heading}>
        {t('stepsTitle')}
      </h3>
      <ol className={styles.list} aria-labelledby={headingId} data-testid="route-steps">
        {route.steps.map((step, i) => (
          <li key={i} className={styles.step} data-kind={step.kind}>
            {stepText(step, translate)}
          </li>
        ))}
      </ol>
    </div>
  );
}
