// The bare page for `npm run bench`, built with the project's own `next` (same version as the site).
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

const config = {
  poweredByHeader: false,
  distDir: process.env.BARE_DIST_DIR || '.next',
  // node_modules live at the project's root
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default config;
