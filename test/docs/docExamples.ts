// Finds the fenced code blocks of the `@example` tags in TSDoc comments, type-checks the TypeScript ones in one
// in-memory program (the repo's tsconfig and path mapping) and runs the self-contained ones with the real modules.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import ts from 'typescript';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** One fenced block of an `@example` tag. */
export interface DocExample {
  /** The source file, relative to the repository root, e.g. `src/maps/hexId.ts`. */
  readonly file: string;
  /** The 1-based line of the opening fence in that file. */
  readonly line: number;
  /** The fence's language, e.g. `ts`, `json`, `sh`. */
  readonly lang: string;
  /** The code between the fences, with the comment's ` * ` prefixes removed; line `k` is source line `line + 1 + k`. */
  readonly code: string;
}

/** `file:line` of an example, for messages. */
export function whereOf(example: DocExample): string {
  return `${example.file}:${example.line}`;
}

/** Every `.ts` file under `dirs` (relative to the root), tests and declaration files excepted, sorted. */
export function sourceFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** The fenced blocks inside `@example` tags of the TSDoc comments of one file's text. */
export function examplesIn(file: string, text: string): DocExample[] {
  const out: DocExample[] = [];
  const lines = text.split('\n');
  let inDoc = false;
  let inExample = false;
  let fence: { lang: string; line: number; body: string[] } | null = null;
  lines.forEach((raw, index) => {
    if (!inDoc) {
      if (!/^\s*\/\*\*/.test(raw)) return;
      inDoc = true;
      inExample = false;
    }
    const ends = /\*\/\s*$/.test(raw);
    const content = raw
      .replace(/^\s*\/\*\*\s?/, '')
      .replace(/\s*\*\/\s*$/, '')
      .replace(/^\s*\*(?!\/) ?/, '');
    if (fence) {
      if (/^\s*```\s*$/.test(content)) {
        out.push({ file, line: fence.line, lang: fence.lang, code: fence.body.join('\n') });
        fence = null;
      } else {
        fence.body.push(content);
      }
    } else if (/^\s*@\w+/.test(content)) {
      inExample = /^\s*@example\b/.test(content);
    } else if (inExample) {
      const open = /^\s*```(\w*)\s*$/.exec(content);
      if (open) fence = { lang: open[1] ?? '', line: index + 1, body: [] };
    }
    if (ends) {
      if (fence) throw new Error(`${file}:${fence.line}: unclosed code fence in an @example`);
      inDoc = false;
    }
  });
  return out;
}

/** Every `@example` block of the TypeScript files under `dirs`. */
export function findExamples(dirs: readonly string[]): DocExample[] {
  return sourceFiles(dirs).flatMap((file) => examplesIn(file, readFileSync(join(ROOT, file), 'utf8')));
}

/** The fenced blocks of a Markdown file (a guide in `docs/`), with their language and the line of their opening fence. */
export function markdownBlocks(file: string, text: string): DocExample[] {
  const out: DocExample[] = [];
  const lines = text.split('\n');
  let open: { lang: string; line: number } | null = null;
  lines.forEach((line, index) => {
    if (open === null) {
      const fence = /^```(\w*)\s*$/.exec(line);
      if (fence) open = { lang: fence[1] ?? '', line: index + 1 };
    } else if (/^```\s*$/.test(line)) {
      out.push({ file, line: open.line, lang: open.lang, code: lines.slice(open.line, index).join('\n') });
      open = null;
    }
  });
  if (open !== null) throw new Error(`${file}: unclosed code fence`);
  return out;
}

/** The Markdown files of a folder (relative to the root), sorted. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** Every fenced block of the Markdown files of `dir`. */
export function findMarkdownBlocks(dir: string): DocExample[] {
  return markdownFiles(dir).flatMap((file) => markdownBlocks(file, readFileSync(join(ROOT, file), 'utf8')));
}

/**
 * The free names an example may use without declaring them: Napoleon at War stands in for "any ruleset". An
 * example that uses one of them is type-checked but not run.
 */
export const PREAMBLE = `import type { ConformanceConfig } from 'kriegsspiel/testing';
import type { NapoleonAtWar, NawState, NawTypes } from 'kriegsspiel/rulesets/napoleon-at-war';
declare global {
  /** Any ruleset. */
  const ruleset: NapoleonAtWar;
  /** A state of \`ruleset\`. */
  const state: NawState;
  /** A conformance configuration of \`ruleset\`. */
  const config: ConformanceConfig<NawTypes>;
}
export {};
`;

/** Where the preamble lives in the in-memory program. */
const PREAMBLE_PATH = join(ROOT, 'test/docs/__preamble__.ts');

/** A TypeScript example after type-checking. */
export interface CheckedExample extends DocExample {
  /** Type errors, each as `file:line: TSnnnn message` with the line in the source file. */
  readonly errors: readonly string[];
  /** The preamble names it uses (none: it is self-contained and can run). */
  readonly preambleNames: readonly string[];
  /** The module specifiers it imports. */
  readonly imports: readonly string[];
  /** Where the example sits in the in-memory program (beside its source file, so relative imports resolve). */
  readonly virtualPath: string;
}

/** The compiler options of the repository's tsconfig.json (paths included), without emitting. */
export function repoCompilerOptions(): ts.CompilerOptions {
  const configPath = join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/** The example's text as a module of the in-memory program: its code and `export {}` so names stay local. */
function moduleText(example: DocExample): string {
  return `${example.code}\nexport {};\n`;
}

function virtualPathOf(example: DocExample, index: number): string {
  const source = join(ROOT, example.file);
  return join(dirname(source), `__example${index}__.${example.line}.ts`);
}

/** The examples type-checked, and the program that checked them. */
export interface DocCheck {
  /** The TypeScript examples with their errors and preamble names. */
  readonly examples: readonly CheckedExample[];
  /** Whether the export `name` of the module `entry` (e.g. `src/index.ts`) has an `@example` in its TSDoc. */
  hasExample(entry: string, name: string): boolean;
}

/**
 * Type-checks the TypeScript examples in one program with the repository's compiler options and the
 * {@link PREAMBLE}; `entries` (e.g. `src/index.ts`) join the program so their exports can be inspected.
 */
export function typeCheckExamples(examples: readonly DocExample[], entries: readonly string[] = []): DocCheck {
  const tsExamples = examples.filter((e) => e.lang === 'ts');
  const virtual = new Map<string, string>([[PREAMBLE_PATH, PREAMBLE]]);
  const paths = tsExamples.map((example, index) => {
    const path = virtualPathOf(example, index);
    virtual.set(path, moduleText(example));
    return path;
  });
  const options = repoCompilerOptions();
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(resolve(fileName));
    return text === undefined
      ? getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => virtual.has(resolve(fileName)) || fileExists.call(host, fileName);
  host.readFile = (fileName) => virtual.get(resolve(fileName)) ?? readFile.call(host, fileName);
  const entryPaths = entries.map((entry) => join(ROOT, entry));
  const program = ts.createProgram({ rootNames: [PREAMBLE_PATH, ...paths, ...entryPaths], options, host });
  const checker = program.getTypeChecker();
  const preamble = program.getSourceFile(PREAMBLE_PATH);
  if (!preamble) throw new Error('the preamble is not in the program');
  const preambleErrors = [...program.getSyntacticDiagnostics(preamble), ...program.getSemanticDiagnostics(preamble)];
  if (preambleErrors.length > 0) {
    throw new Error(`the preamble does not type-check: ${ts.flattenDiagnosticMessageText(preambleErrors[0]!.messageText, '\n')}`);
  }

  const checked = tsExamples.map((example, index): CheckedExample => {
    const virtualPath = paths[index]!;
    const file = program.getSourceFile(virtualPath);
    if (!file) throw new Error(`${whereOf(example)}: not in the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    const errors = diagnostics.map((d) => {
      const line = d.start === undefined ? 0 : file.getLineAndCharacterOfPosition(d.start).line;
      return `${example.file}:${example.line + 1 + line}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    const names = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        if (symbol?.declarations?.some((d) => d.getSourceFile() === preamble)) names.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    const imports = ts.preProcessFile(example.code, true, false).importedFiles.map((f) => f.fileName);
    return { ...example, errors, preambleNames: [...names].sort(), imports, virtualPath };
  });

  const hasExample = (entry: string, name: string): boolean => {
    const file = program.getSourceFile(join(ROOT, entry));
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`${entry}: not a module of the program`);
    const exported = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!exported) throw new Error(`${entry} exports no '${name}'`);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return (symbol.declarations ?? []).some((d) => ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'example'));
  };
  return { examples: checked, hasExample };
}

/** How long one example may run before it is stopped (a synchronous loop cannot be stopped by a test timeout). */
export const RUN_TIMEOUT_MS = 20_000;

let runs = 0;

/** What running an example printed. */
export interface ExampleRun {
  /** Each `console` call's arguments, e.g. `['log', 'moved', 'NAW 5.0']`. */
  readonly output: readonly unknown[][];
  /** The tests it registered with a test runner it imported (`vitest`'s `it`), by name; they are not run here. */
  readonly registered: readonly string[];
}

/** Loads a module an example imports: a package name, or an absolute path for a relative import. */
export type ModuleLoader = (specifier: string) => Promise<unknown>;

/** Whether an example can run here: it type-checks, is TypeScript and uses no preamble name. */
export function isRunnable(example: CheckedExample): boolean {
  return example.errors.length === 0 && example.preambleNames.length === 0;
}

/**
 * Runs a self-contained example: transpiles it to CommonJS and evaluates it with its imports loaded by `load`, a
 * recording `console`, and a stand-in for `vitest` whose `describe` runs its body and whose `it` only records the
 * test's name. Rejects when the example throws or runs longer than {@link RUN_TIMEOUT_MS}.
 */
export async function runExample(example: CheckedExample, load: ModuleLoader): Promise<ExampleRun> {
  const output: unknown[][] = [];
  const registered: string[] = [];
  const record = (kind: string) => (...args: unknown[]) => void output.push([kind, ...args]);
  const fakeConsole = { log: record('log'), info: record('info'), warn: record('warn'), error: record('error') };
  const fakeVitest = {
    describe: (_name: string, body: () => void) => body(),
    it: (name: string) => void registered.push(name),
  };
  const modules = new Map<string, unknown>();
  for (const specifier of example.imports) {
    if (specifier === 'vitest') modules.set(specifier, fakeVitest);
    else if (specifier.startsWith('.')) {
      const path = resolve(dirname(join(ROOT, example.file)), specifier.replace(/\.js$/, '.ts'));
      modules.set(specifier, await load(path));
    } else modules.set(specifier, await load(specifier));
  }
  const js = ts.transpileModule(example.code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, esModuleInterop: true },
    fileName: example.virtualPath,
  }).outputText;
  const requireShim = (specifier: string): unknown => {
    if (!modules.has(specifier)) throw new Error(`${whereOf(example)}: imports '${specifier}', which was not loaded`);
    const namespace = modules.get(specifier) as object;
    return { __esModule: true, ...namespace };
  };
  // Run in this realm (the modules' own Array, Map and JSON) under a watchdog that stops a runaway loop.
  const slot = `__docExample${++runs}`;
  const globals = globalThis as unknown as Record<string, unknown>;
  globals[slot] = { require: requireShim, exports: {}, console: fakeConsole };
  try {
    runInThisContext(
      `((a) => { (function (require, exports, module, console) {\n${js}\n})(a.require, a.exports, { exports: a.exports }, a.console); })(globalThis.${slot});`,
      { filename: whereOf(example), timeout: RUN_TIMEOUT_MS },
    );
  } finally {
    delete globals[slot];
  }
  return { output, registered };
}

