/**
 * What a sign-in token may look like: visible ASCII only (it travels in a header, where a space,
 * CR or LF breaks every request), at most 4096 characters.
 */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

export const isTokenShaped = (token: string): boolean => TOKEN_SHAPE.test(token);
