import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/** The libraries, by package: each group is one chunk that stays cached across releases. */
const LIBRARIES = {
  // The first load of /login needs these and nothing else from node_modules.
  vendor: ['react', 'react-dom', 'scheduler', 'styled-components', 'stylis', 'i18next', 'react-i18next', 'i18next-browser-languagedetector'],
  // The data router: every page but the first load of /login (decision 007).
  router: ['react-router', 'react-router-dom'],
  // The form libraries, shared by every form of every area.
  forms: ['react-hook-form', '@hookform/resolvers', 'zod'],
};

const packagesPattern = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);


/**
 * The start-up chunks, by the import graph instead of by file names: `boot` is everything the
 * React half of start-up (src/app/boot.tsx) imports, `shell` everything the router and the
 * signed-in layout (src/app/RouterApp.tsx, src/app/shell/ProtectedShell.tsx) import besides. Each
 * is one chunk because every page loads it whole right after the entry: a dozen small chunks gzip
 * worse than one and cost a phone round trips. A moved or new file lands in the right chunk by
 * what imports it. Everything else (the screens and what they share) is split by the bundler's
 * defaults, by the set of lazy routes that use it (decision 316).
 */
export function chunkGroups(root: string): CodeSplittingGroup[] {
  const boot = path.resolve(root, 'src/app/boot.tsx');
  const main = path.resolve(root, 'src/main.tsx');
  const login = path.resolve(root, 'src/app/StandaloneLogin.tsx');
  // The router's module and the signed-in layout it loads for every page but /login.
  const shell = ['src/app/RouterApp.tsx', 'src/app/shell/ProtectedShell.tsx'].map((file) => path.resolve(root, file));
  type Info = { importedIds: readonly string[] } | null;
  // Per chunking pass (its context object): one config can build more than once.
  const closuresOf = new WeakMap<object, { boot: Set<string>; shell: Set<string> }>();
  const staticClosure = (starts: string[], getModuleInfo: (id: string) => Info, into = new Set<string>()) => {
    const visit = (id: string) => {
      if (into.has(id) || id.includes('node_modules')) return;
      into.add(id);
      getModuleInfo(id)?.importedIds.forEach(visit);
    };
    starts.forEach(visit);
    return into;
  };
  const startupChunk = (id: string, ctx: { getModuleInfo: (id: string) => Info }) => {
    let closures = closuresOf.get(ctx);
    if (!closures) {
      const info = (module: string) => ctx.getModuleInfo(module);
      // The entry stays in its own chunk; the first load of /login runs the sign-in form without
      // the router, so what the form shares with the shell stays out of the shell.
      const entry = staticClosure([main], info);
      closures = { boot: staticClosure([boot], info), shell: staticClosure(shell, info) };
      for (const module of entry) closures.boot.delete(module);
      for (const module of [...entry, ...closures.boot, ...staticClosure([login], info)]) closures.shell.delete(module);
      closuresOf.set(ctx, closures);
    }
    const file = path.normalize(id);
    return closures.boot.has(file) ? 'boot' : closures.shell.has(file) ? 'shell' : null;
  };
  return [
    ...Object.entries(LIBRARIES).map(([name, packages]) => ({ name, test: packagesPattern(packages) })),
    { name: startupChunk, debugName: 'startup', includeDependenciesRecursively: false },
  ];
}
