// The web build resolves `zod` to this module (vite.config.ts), so it runs before any module that
// builds a schema, whatever chunk either lands in. The Content-Security-Policy forbids eval; zod
// otherwise probes for it with `new Function` to compile its object parsers, and the browser
// reports that probe as a violation. Its plain parsers are as correct and fast enough for forms.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
