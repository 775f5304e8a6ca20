// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import type { Phase, Site } from './model/masterplan-content';
import { MasterplanPlan } from './MasterplanPlan';

afterEach(cleanup);

const site: Site = {
  site: { x: 40, y: 110, w: 930, h: 460 },
  existing: { x: 70, y: 150, w: 490, h: 300, label: 'Hoje' },
  streets: [],
};
const phase = (number: number, status: Phase['status']): Phase => ({
  key: `p${number}`,
  number,
  name: `Fase ${number}`,
  summary: null,
  year: 2026 + number,
  status,
  use: 'green',
  areaM2: 1000,
  shape: { x: 600 + number, y: 150, w: 160, h: 120 },
});

describe('the masterplan’s drawing', () => {
  it('draws the site and the mall as they are, sized from the CMS, and names itself for screen readers', () => {
    renderWithIntl(<MasterplanPlan site={site} phases={[phase(1, 'done')]} titleId="t" />, 'pt');
    const plan = screen.getByRole('img', { name: /Planta ilustrada da expansão/ });
    expect(plan).toBeInTheDocument();
    const rects = [...plan.querySelectorAll(':scope > rect')];
    expect(rects.map((r) => [r.getAttribute('width'), r.getAttribute('height')])).toEqual([
      ['930', '460'],
      ['490', '300'],
    ]);
    expect(plan.querySelector(':scope > text')?.getAttribute('x')).toBe('315');
  });

  it('numbers each phase and marks its status, hatching only the one under way', () => {
    const { container } = renderWithIntl(
      <MasterplanPlan
        site={null}
        phases={[phase(1, 'done'), phase(2, 'in_progress'), phase(3, 'planned')]}
        titleId="t"
      />,
      'en',
    );
    const areas = [...container.querySelectorAll('g[data-status]')];
    expect(areas.map((g) => [g.getAttribute('data-status'), g.querySelector('circle + text')?.textContent])).toEqual([
      ['done', '1'],
      ['in_progress', '2'],
      ['planned', '3'],
    ]);
    expect(areas.map((g) => g.querySelectorAll('rect[fill="url(#mp-hatch)"]').length)).toEqual([0, 1, 0]);
    expect(screen.getByText('Under way')).toBeInTheDocument();
  });
});
