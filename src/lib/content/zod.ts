import { z } from 'zod';

// The pages run under a CSP without 'unsafe-eval' (ADR 0030). zod 4 compiles object parsers with
// `new Function` where it may, and even its probe for that is reported as a CSP violation in the
// browser: every schema here imports zod from this module, so nothing is compiled, anywhere.
z.config({ jitless: true });

export { z };
