/**
 * One atom per parameter, made on first use and kept: a page reads the query its parameters name
 * (`memberQueryAtom(id)`), and every render with the same parameters reads the same atom, so the
 * first render after a parameter changes already reads the new one. Parameters are compared by
 * value (a number, a string, a boolean or null). What a query answered lives in the query cache,
 * per session, not in its atom: keeping one atom per parameter seen keeps a few bytes each.
 */
export function atomFamilyOf<P extends string | number | boolean | null, A>(
  make: (param: P) => A,
): (param: P) => A {
  const made = new Map<P, A>();
  return (param) => {
    let found = made.get(param);
    if (found === undefined) {
      found = make(param);
      made.set(param, found);
    }
    return found;
  };
}
