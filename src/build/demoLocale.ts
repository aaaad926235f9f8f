import type { Plugin } from 'vite';

/** The module the simulated world's random source imports its faker locale from. */
export const DEMO_LOCALE_MODULE = 'virtual:demo-locale';
const RESOLVED_ID = `\0${DEMO_LOCALE_MODULE}`;

/**
 * The definitions of faker's `en` the world generator reads (names, job titles, companies,
 * cities, countries, lorem words), with the same lists, so the same seed makes the same world.
 * test/unit/demoLocale.test.ts fails when the generator starts reading one not listed here.
 */
const USED_DEFINITIONS = {
  person: [
    'first_name',
    'last_name',
    'last_name_pattern',
    'job_area',
    'job_descriptor',
    'job_type',
    'job_title_pattern',
  ],
  company: ['name_pattern', 'legal_entity_type'],
  location: ['city_pattern', 'city_prefix', 'city_suffix', 'city_name', 'country'],
  lorem: ['word'],
} as const;

type Definitions = Record<string, Record<string, unknown>>;

/** `en` cut to USED_DEFINITIONS (and its metadata). */
export function pickDemoLocale(en: Definitions): Definitions {
  const picked: Definitions = { metadata: en.metadata ?? {} };
  for (const [category, keys] of Object.entries(USED_DEFINITIONS)) {
    picked[category] = Object.fromEntries(keys.map((key) => [key, en[category]?.[key]]));
  }
  return picked;
}

/**
 * `virtual:demo-locale`: faker's `en` cut at build time to what the generator uses. The whole
 * locale is 338 KB of minified JS that a preview's first visit parsed before the world existed;
 * the cut is about 60 KB. Dev, preview, vitest and the simulated extension's build use it.
 */
export function demoLocalePlugin(): Plugin {
  return {
    name: 'reachly:demo-locale',
    resolveId: (id) => (id === DEMO_LOCALE_MODULE ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { en } = await import('@faker-js/faker');
      return `export default ${JSON.stringify(pickDemoLocale(en as unknown as Definitions))};`;
    },
  };
}
