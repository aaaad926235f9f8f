import * as z from 'zod/mini';

interface Words {
  /** An empty box (without it, an empty box is not a number). */
  empty?: string;
  notANumber: string;
  tooSmall: string;
  tooLarge: string;
}

/**
 * A whole number typed in a text box, checked as typed, so the form keeps a bad value on screen:
 * trimmed, digits only, then from `min` to `max`. `emptyMeans` stands in for an empty box.
 */
export function typedWholeNumber(
  words: Words,
  { min, max, emptyMeans }: { min: number; max: number; emptyMeans?: string },
) {
  const checks = [
    z.trim(),
    ...(emptyMeans === undefined ? [] : [z.overwrite((v: string) => (v === '' ? emptyMeans : v))]),
    ...(words.empty === undefined ? [] : [z.minLength(1, words.empty)]),
    z.regex(/^\d+$/, words.notANumber),
    // More digits than `max` has is too large, said in the field's words: as a number, 16 digits
    // and more are past the safe integers, and zod would say that in its own.
    z.refine<string>((v) => !/^\d+$/.test(v) || v.replace(/^0+/, '').length <= String(max).length, {
      message: words.tooLarge,
    }),
  ];
  return z.pipe(
    z.pipe(z.string().check(...checks), z.transform(Number)),
    z.number().check(z.int(), z.gte(min, words.tooSmall), z.lte(max, words.tooLarge)),
  );
}
