import { config } from 'zod/mini';

// The production CSP forbids eval, so zod's compiled fast path never runs there; but without
// `jitless` zod probes `new Function('')` on its first object parse, and the browser reports that
// probe as a CSP violation. Dev and preview have no CSP: zod compiles its parsers there as before.
// Set before any schema parses: main.tsx imports this first.
if (import.meta.env.PROD && !__SIMULATED__) config({ jitless: true });
