// A TypeDoc plugin (typedoc.json "plugin") that files each export of the API reference under a category chosen by
// the source file it is declared in, so the pages group exports by topic (Game, Rulesets, Maps, Bots, ...) without a
// `@category` tag in every TSDoc comment. The layers are folders (src/core, src/maps, src/bots, ...), so the folder
// is the topic; the few core files that belong to another topic are listed below. An explicit `@category` tag in a
// comment wins. It runs before TypeDoc's own CategoryPlugin (resolveEnd at priority -200).
import { relative } from 'node:path';
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** Files of src/core filed under another topic than the contract for ruleset authors. */
const CORE_FILES = {
  Game: ['game', 'gameError', 'history', 'simulator', 'decision', 'action', 'event', 'result', 'violation', 'rng', 'hidden', 'engine'],
  'Front end': ['presentation', 'frontEndQueries', 'moveOption', 'combatPreview', 'decisionPrompt', 'piece'],
  Environment: ['encoding', 'createEncoder'],
};

/** The category of an export of the main entry, `kriegsspiel`, by its file (relative to the repository root). */
function mainCategory(file) {
  const [top, folder, name] = file.replace(/\.ts$/, '').split('/');
  if (top !== 'src') return 'Rulesets'; // immer's Draft, for step recipes
  if (folder === 'core') {
    for (const [category, names] of Object.entries(CORE_FILES)) if (names.includes(name)) return category;
    return 'Rulesets';
  }
  return { serialization: 'Serialization', maps: 'Maps', mechanics: 'Mechanics', bots: 'Bots', env: 'Environment' }[folder];
}

/** The category of an export of `kriegsspiel/testing`. */
function testingCategory(file) {
  if (/\/(perft|perftFile|playthrough)\.ts$/.test(file)) return 'Perft and playthroughs';
  if (/\/(runConformance|conformanceConfig|conformanceFailure|check\w+)\.ts$/.test(file)) return 'Conformance';
  return 'Games and arbitraries';
}

/** The category of an export of `kriegsspiel/render`. */
function renderCategory(file) {
  if (/\/(renderView|renderBoard|renderHexMapSvg)\.ts$/.test(file)) return 'Drawing';
  if (/\/overlays\.ts$/.test(file)) return 'Overlays';
  return 'Parts';
}

/** The category of an export of a ruleset, `kriegsspiel/rulesets/<id>`. */
function rulesetCategory(file, reflection) {
  if (/\/data\//.test(file)) return 'Scenarios and maps';
  if (/Schema$/.test(reflection.name)) return 'Schemas';
  if (/\/(options|tables|\w*Tables|crt|\w*Options)\.ts$/.test(file)) return 'Options and tables';
  if (reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias) || /\/(types|vocabulary)\.ts$/.test(file)) return 'Types';
  return 'Ruleset';
}

function categoryOf(moduleName, file, reflection) {
  if (moduleName === 'kriegsspiel') return mainCategory(file);
  if (moduleName === 'kriegsspiel/testing') return testingCategory(file);
  if (moduleName === 'kriegsspiel/render') return renderCategory(file);
  if (moduleName.startsWith('kriegsspiel/rulesets/')) return rulesetCategory(file, reflection);
  return undefined; // kriegsspiel/pool: one topic
}

/** Whether a reflection (or its signatures) already names a category. */
function hasCategory(reflection) {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  return comments.some((comment) => comment?.blockTags.some((tag) => tag.tag === '@category'));
}

/** Adds `@category <name>` where TypeDoc's CategoryPlugin reads it: the first signature's comment, or the reflection's. */
function addCategory(reflection, name) {
  const tag = new CommentTag('@category', [{ kind: 'text', text: name }]);
  const holder = reflection.signatures?.[0] ?? reflection;
  if (holder.comment) holder.comment.blockTags.push(tag);
  else holder.comment = new Comment([], [tag]);
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      const project = context.project;
      for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
        for (const child of module.children ?? []) {
          if (hasCategory(child)) continue;
          const fileName = project.getSymbolIdFromReflection(child)?.fileName;
          if (!fileName) continue;
          const category = categoryOf(module.name, relative(process.cwd(), fileName).split('\\').join('/'), child);
          if (category) addCategory(child, category);
        }
      }
    },
    100,
  );
}
