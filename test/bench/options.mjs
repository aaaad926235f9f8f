// The bench scripts' command-line options: `--name value`.

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
}
