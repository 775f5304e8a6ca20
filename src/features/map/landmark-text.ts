import type { useTranslations } from 'next-intl';
import type { NearestLandmark } from './model/nearest-landmark';

/** next-intl's translator scoped to the `map` namespace */
type MapTranslate = ReturnType<typeof useTranslations<'map'>>;

/** kinds whose own name says more than the pictogram ("Entrada principal — Av. …") */
const NAMED_KINDS = new Set<NearestLandmark['kind']>(['entrance', 'parking', 'info']);

/** whether the text names the landmark by its label: the others' labels are never read */
export const landmarkNamedByLabel = (kind: NearestLandmark['kind']): boolean => NAMED_KINDS.has(kind);

/** "perto da escada rolante", or "perto de: Entrada principal — Av. Luiz Paulo Franco" */
export function landmarkText(
  landmark: Pick<NearestLandmark, 'kind' | 'label'>,
  locale: string,
  t: MapTranslate,
): string {
  const label = landmark.label
    ? locale === 'en'
      ? (landmark.label.en ?? landmark.label.pt)
      : landmark.label.pt
    : null;
  if (label && NAMED_KINDS.has(landmark.kind)) return t('nearNamed', { label });
  return t(`near.${landmark.kind}`);
}
