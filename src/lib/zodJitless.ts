import { config } from 'zod/mini';

// Our CSP forbids eval, so zod's compiled fast path never runs here; but without `jitless` zod
// probes `new Function('')` on its first object parse, and the browser reports that probe as a
// CSP violation. Set before any schema parses: main.tsx imports this first.
config({ jitless: true });
