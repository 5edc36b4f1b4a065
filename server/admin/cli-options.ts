/**
 * The admin commands' words split into positional words, `--name value` options and `--flag`
 * switches: one reading for every area's parser. Only words starting with `--` are options, so a
 * reply or a message may start with a dash, and an amount may be negative (its own check refuses
 * it with the area's words). An option the command does not take, or one without its value, is the
 * caller's usage error.
 */
export interface CommandWords {
  positional: string[];
  values: Record<string, string>;
  flags: Set<string>;
}

export function splitOptions(
  words: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
  usageError: (message: string) => Error,
): CommandWords {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const set = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const name = word.slice(2);
    if (!word.startsWith('--')) positional.push(word);
    else if (valued.includes(name)) {
      const value = words[++i];
      if (value === undefined) throw usageError(`${word} needs a value`);
      values[name] = value;
    } else if (flags.includes(name)) set.add(name);
    else throw usageError(`unknown option ${word}`);
  }
  return { positional, values, flags: set };
}
