/** Every image the demo content uses, with the painter that draws it. */
import { allArticleDefs, articleCover } from './articles.ts';
import type { PlaceInfo } from './places.ts';
import type { MovieInfo } from './movies.ts';
import { paintCover, paintLogo, paintPoster, paintScene, type SceneKind } from './painters.ts';
import { JACARANDA } from './colors.ts';
import { projectSlugs } from './singletons.ts';

export interface PlannedImage {
  width: number;
  height: number;
  svg: () => string;
}

export function planImages(places: readonly PlaceInfo[], movies: readonly MovieInfo[]): Map<string, PlannedImage> {
  const plan = new Map<string, PlannedImage>();
  const add = (path: string, width: number, height: number, svg: () => string): void => {
    if (plan.has(path)) throw new Error(`image planned twice: ${path}`);
    plan.set(path, { width, height, svg });
  };
  for (const place of places) {
    const folder = place.kind === 'store' ? 'stores' : 'restaurants';
    add(`${folder}/${place.slug}-logo.webp`, 320, 320, () => paintLogo(place.name, place.color));
    add(`${folder}/${place.slug}-cover.webp`, 960, 640, () => paintCover(place.name, place.color));
  }
  for (const m of movies) {
    const tagline = m.def.genre.pt;
    add(`movies/${m.slug}-poster.webp`, 600, 900, () =>
      paintPoster({
        title: m.title.pt,
        director: m.def.director,
        rating: m.def.rating,
        tagline,
        palette: m.def.palette,
        motif: m.def.motif,
      }),
    );
  }
  const SCENE_BY_CATEGORY: Record<string, SceneKind> = {
    eventos: 'atrium',
    moda: 'abstract',
    gastronomia: 'table',
    infantil: 'abstract',
    cultura: 'abstract',
    cinema: 'screen',
    instituto: 'grove',
    'bem-estar': 'grove',
  };
  for (const a of allArticleDefs())
    add(articleCover(a), 1200, 675, () =>
      paintScene(a.key, 1200, 675, a.palette, SCENE_BY_CATEGORY[a.category] ?? 'abstract'),
    );
  // never the scene of the article's own cover (a Christmas atrium, a grove of the institute): a gallery that
  // repeats the cover's illustration shows a visitor the same picture three or four times (issue 22)
  const gallery: [string, [string, string], SceneKind][] = [
    ['galeria-natal', ['#3a1f5d', '#e9c46a'], 'abstract'],
    ['galeria-plantio-1', ['#2d6a4f', '#b5a1e0'], 'abstract'],
    ['galeria-plantio-2', ['#40916c', '#f4d35e'], 'table'],
    ['galeria-plantio-3', ['#1b4332', '#e0aaff'], 'atrium'],
    ['galeria-moda', ['#b0413e', '#f2d0a4'], 'abstract'],
    ['galeria-ceramica-1', ['#a1502e', '#f1e3d3'], 'abstract'],
    ['galeria-ceramica-2', ['#7f4f24', '#e6ccb2'], 'abstract'],
    ['galeria-ferias', ['#29b6f6', '#fff3b0'], 'abstract'],
  ];
  for (const [name, palette, kind] of gallery)
    add(`articles/${name}.webp`, 1200, 800, () => paintScene(name, 1200, 800, palette, kind));
  const heroes: [string, SceneKind][] = [
    ['hero-1', 'atrium'],
    ['hero-2', 'table'],
    ['hero-3', 'screen'],
  ];
  heroes.forEach(([name, kind], i) =>
    add(`home/${name}.webp`, 1600, 900, () =>
      paintScene(
        name,
        1600,
        900,
        [
          [JACARANDA.purple, '#e9c46a'],
          ['#8d3b1f', '#f4a259'],
          ['#0d1b3e', '#7fd1ff'],
        ][i] as [string, string],
        kind,
      ),
    ),
  );
  const pages: [string, [string, string], SceneKind][] = [
    ['sobre', [JACARANDA.purple, '#f4d35e'], 'atrium'],
    ['masterplan', ['#2d6a4f', JACARANDA.lilac], 'grove'],
    ['arte-e-cultura', ['#a1502e', JACARANDA.lilac], 'abstract'],
    ['oportunidade', ['#37474f', '#c9a227'], 'atrium'],
    ['cinema', ['#1d1d3a', '#ffd166'], 'screen'],
    ['vale-presente', [JACARANDA.purple, '#e9c46a'], 'card'],
  ];
  for (const [name, palette, kind] of pages)
    add(`pages/${name}.webp`, 1200, 675, () => paintScene(name, 1200, 675, palette, kind));
  add('institute/instituto-cover.webp', 1200, 675, () =>
    paintScene('instituto', 1200, 675, ['#2d6a4f', JACARANDA.lilac], 'grove'),
  );
  const projectPalettes: [string, string][] = [
    ['#2d6a4f', '#b5a1e0'],
    ['#5e35b1', '#ffd166'],
    ['#3c7a55', '#f4a259'],
    ['#14213d', '#e5e5e5'],
    ['#a1502e', '#f1e3d3'],
    ['#1d3557', '#a8dadc'],
  ];
  const projectKinds: SceneKind[] = ['grove', 'abstract', 'grove', 'abstract', 'abstract', 'abstract'];
  projectSlugs().forEach((slug, i) =>
    add(`institute/${slug}.webp`, 1200, 675, () =>
      paintScene(
        `project-${slug}`,
        1200,
        675,
        projectPalettes[i] ?? ['#6b3fa0', '#e9c46a'],
        projectKinds[i] ?? 'abstract',
      ),
    ),
  );
  return plan;
}
