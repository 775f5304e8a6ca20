import { test } from '@playwright/test';

/**
 * The end-to-end tests run in lanes (ADR 0059): each lane has its own site server, content service on its own copy
 * of cms/content, fault proxy and forms' data folder (scripts/e2e-server.mjs), and runs its spec files one at a
 * time, so a test that edits content, stages an outage or fills the forms' database only ever meets its own lane's
 * tests. The lanes run side by side, one Playwright worker each.
 *
 * Lane 0 is the server as built: the build baked the content service's port (CMS_PORT) into the images' URLs
 * and the site's content security policy (images, and the live-update connection of preview). Lane 1's content
 * service runs on its own port but names lane 0's for its images (CMS_PUBLIC_URL: the same cms/uploads), and
 * lane 1's site keeps the built port for its policy; only a browser's live-update connection to lane 1's own
 * service would be refused, so the specs that need lane 0 are pinned to it (playwright.config.ts).
 */
export interface E2eLane {
  index: number;
  /** the site's port */
  port: number;
  /** this lane's content service */
  cmsPort: number;
  /** the fault proxy in front of it, where the site reads GraphQL (e2e/support/cms-fault.ts) */
  faultPort: number;
  /** the files where the lane's server writes its content copy's and data folder's paths */
  contentDirMarker: string;
  dataDirMarker: string;
}

/** The lanes for the given ports (E2E_PORT, E2E_CMS_PORT): lane n takes the site's port + n and the service's + 2n. */
export function e2eLanes(count: number, port: number, cmsPort: number, faultPort = cmsPort + 1): E2eLane[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    port: port + index,
    cmsPort: cmsPort + 2 * index,
    faultPort: index === 0 ? faultPort : cmsPort + 2 * index + 1,
    contentDirMarker: index === 0 ? 'e2e/.content-dir' : `e2e/.content-dir.${index}`,
    dataDirMarker: index === 0 ? 'e2e/.data-dir' : `e2e/.data-dir.${index}`,
  }));
}

/** The lane of the running test (its project's metadata, playwright.config.ts). */
export function currentLane(): E2eLane {
  const lane = (test.info().project.metadata as { lane?: E2eLane }).lane;
  if (!lane) throw new Error(`project ${test.info().project.name} names no e2e lane (playwright.config.ts)`);
  return lane;
}
