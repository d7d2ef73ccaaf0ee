// A TypeDoc plugin (typedoc.json "plugin") that drops one false warning, and only that one. Types inferred from
// valibot object schemas (`v.InferOutput<typeof schema>`) are intersections of mapped types, so TypeScript gives each
// property's symbol the same declaration twice; TypeDoc 0.28 then warns "X has multiple declarations with a comment"
// and lists the same file and line twice. With `treatWarningsAsErrors` that fails `npm run docs` although there is
// only one comment. The warning is held until TypeDoc's next message (the info line listing the declarations): it is
// dropped with that line when every location listed is the same, and passed on otherwise, so a real duplicate comment
// still fails the build.

const WARNING = /has multiple declarations with a comment/;
const LOCATIONS = /are declared at:\s*([\s\S]*)$/;

/** True when the info line lists one location only, however many times. */
function sameDeclaration(message) {
  const listed = LOCATIONS.exec(message)?.[1];
  if (listed === undefined) return false;
  const locations = listed.split('\n').map((line) => line.trim()).filter(Boolean);
  return locations.length > 1 && new Set(locations).size === 1;
}

/** TypeDoc calls this when it loads the plugin. */
export function load(app) {
  const logger = app.logger;
  const warn = logger.warn.bind(logger);
  const info = logger.info.bind(logger);
  let held = null;
  const release = () => {
    if (held !== null) warn(...held);
    held = null;
  };
  logger.warn = (...args) => {
    release();
    if (WARNING.test(String(args[0]))) held = args;
    else warn(...args);
  };
  logger.info = (...args) => {
    if (held !== null && sameDeclaration(String(args[0]))) held = null;
    else {
      release();
      info(...args);
    }
  };
  for (const level of ['error', 'verbose']) {
    const original = logger[level].bind(logger);
    logger[level] = (...args) => {
      release();
      original(...args);
    };
  }
}
