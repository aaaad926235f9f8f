import { EXCERPT_LENGTH } from '../constants';

/** Cuts text to `length` characters with an ellipsis; whitespace is collapsed first. */
export function excerpt(text: string | null | undefined, length: number = EXCERPT_LENGTH): string {
  if (!text) return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length).trimEnd()}…` : clean;
}
