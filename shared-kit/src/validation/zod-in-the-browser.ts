// What `zod` means in the browser builds (an alias in the webpack factory): zod itself, told not
// to compile its parsers with `new Function`. Zod probes for that on first use; under our
// Content-Security-Policy, which allows no eval, the probe is refused and reported as a
// violation even though zod catches it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
