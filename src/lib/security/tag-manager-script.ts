// No import here: the browser's tag manager component reads this, and security-headers.ts (which
// hashes it with node:crypto) must not follow it into the page's bundle.

/**
 * The inline script Google Tag Manager needs (src/features/consent/GoogleTagManager.tsx: default data
 * layer, no initial data): a cached page's policy names its hash so it may run
 * once consent loads it. e2e/consent.spec.ts fails if the two drift apart.
 */
export const TAG_MANAGER_INIT_SCRIPT = `
      (function(w,l){
        w[l]=w[l]||[];
        w[l].push({'gtm.start': new Date().getTime(),event:'gtm.js'});
        
      })(window,'dataLayer');`;
