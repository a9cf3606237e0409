// Every `import … from 'zod'` in the web build resolves here (vite.config.ts alias). zod compiles fast
// parsers with `new Function`, and probes for it the first time an object schema is built; the API's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks that and Chrome reports a
// violation on every page. Switching to the interpreted parsers before any schema module runs keeps
// the console clean and the policy strict. ES modules evaluate this file's body before the body of
// any module that imports it, so no schema exists yet when the flag is set.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
