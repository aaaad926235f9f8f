import { Faker, type LocaleDefinition } from '@faker-js/faker';
import demoLocale from 'virtual:demo-locale';

/** A deterministic random source: same seed, same world. */
export function createRandom(seed: number) {
  const faker = new Faker({ locale: [demoLocale as LocaleDefinition] });
  faker.seed(seed);
  return {
    faker,
    int: (min: number, max: number) => faker.number.int({ min, max }),
    pick: <T>(items: readonly T[]): T => faker.helpers.arrayElement(items),
    chance: (p: number) => faker.number.float({ min: 0, max: 1 }) < p,
  };
}
export type Random = ReturnType<typeof createRandom>;
