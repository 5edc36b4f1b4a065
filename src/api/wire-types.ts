/**
 * Our gateway's wire types (wire/*.schemas.ts, imported as types only) as the site reads them from
 * any gateway that speaks the contract. Another gateway may send codes ours never does (a lane
 * title, an `isGame` value) or leave a field out, so a client type widens a literal code to its
 * base type or makes a field optional where the site copes without it, and takes every field
 * name from the wire: a field renamed there fails to compile here.
 */

/** A literal code widened to its base type: `'VASSALAGE' | 'GAME'` reads as string, `0 | 1` as number. */
export type Widened<T> = T extends string ? string : T extends number ? number : T;

/** Every field optional and nullable, each code widened: what the site reads defensively. */
export type Lenient<T> = { [K in keyof T]?: Widened<T[K]> | null };
