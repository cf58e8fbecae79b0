import { describe, expect, it } from 'vitest';
import { sharedChunkPlan, type ModuleGraph } from './shared-chunks';

/** A module graph from `id: [static imports] | { imports, lazy, code }`. */
function graph(
  modules: Record<string, string[] | { imports?: string[]; lazy?: string[]; code?: string }>,
): ModuleGraph {
  const facts = Object.fromEntries(
    Object.entries(modules).map(([id, value]) => {
      const { imports = [], lazy = [], code = '' } = Array.isArray(value) ? { imports: value } : value;
      return [
        id,
        { code, importedIds: imports, dynamicallyImportedIds: lazy, dynamicImporters: [] as string[] },
      ];
    }),
  );
  for (const [id, value] of Object.entries(facts)) {
    for (const target of value.dynamicallyImportedIds) facts[target]?.dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => facts[id] ?? null };
}

describe('sharedChunkPlan', () => {
  const modules = graph({
    '/app/main.tsx': {
      imports: ['/react'],
      lazy: ['/app/login.tsx', '/app/staff.tsx', '/app/owner.tsx', '/app/dash.tsx', '/app/list.tsx'],
    },
    '/react': [],
    '/app/login.tsx': ['/react', '/query'],
    '/query': [],
    '/app/staff.tsx': ['/mui/core', '/mui/button', '/mui/container'],
    '/app/owner.tsx': ['/mui/core', '/mui/button', '/mui/drawer'],
    '/mui/core': ['/react'],
    '/mui/button': ['/mui/core'],
    '/mui/container': ['/mui/core'],
    '/mui/drawer': ['/mui/core', '/mui/modal'],
    '/mui/modal': ['/mui/core'],
    '/mui/alert': ['/mui/core'],
    '/mui/textfield': ['/mui/core', '/mui/menu', '/mui/chip'],
    '/mui/menu': ['/mui/modal'],
    '/mui/chip': ['/mui/core'],
    '/app/dash.tsx': {
      imports: ['/mui/alert', '/mui/chip', '/query'],
      lazy: ['/app/dialog.tsx'],
      code: "lazyOnDemand(() => import('./dialog'))",
    },
    '/app/dialog.tsx': ['/mui/textfield'],
    '/app/list.tsx': ['/mui/alert', '/mui/textfield'],
  });

  it('keeps out what the entry and the sign-in page load, and the lazily loaded modules themselves', () => {
    const plan = sharedChunkPlan(modules, {
      keepOut: ['/app/main.tsx', '/app/login.tsx'],
      chunks: [{ name: 'layout', anchors: ['/app/staff.tsx', '/app/owner.tsx', '/mui/alert'] }],
    });
    expect([...plan.keys()].sort()).toEqual(
      ['/mui/alert', '/mui/button', '/mui/container', '/mui/core', '/mui/drawer', '/mui/modal'].sort(),
    );
    expect(plan.has('/react') || plan.has('/query') || plan.has('/app/staff.tsx')).toBe(false);
  });

  it('takes of alternatives only what all of them import, and leaves the rest to the next chunks', () => {
    const plan = sharedChunkPlan(modules, {
      keepOut: ['/app/main.tsx', '/app/login.tsx'],
      chunks: [
        { name: 'layout', alternatives: ['/app/staff.tsx', '/app/owner.tsx'], anchors: ['/mui/modal'] },
        { name: 'owner', anchors: ['/app/owner.tsx'] },
      ],
    });
    expect(plan.get('/mui/button')).toBe('layout');
    expect(plan.get('/mui/modal')).toBe('layout');
    expect(plan.get('/mui/drawer')).toBe('owner');
    expect(plan.has('/mui/container')).toBe(false);
  });

  it('gives an exclusive chunk nothing a page uses without its anchors; on-demand imports do not count', () => {
    const plan = sharedChunkPlan(modules, {
      keepOut: ['/app/main.tsx', '/app/login.tsx'],
      chunks: [{ name: 'fields', exclusive: true, anchors: ['/mui/textfield'] }],
    });
    // The dashboard renders chips without a field: they stay out. Its dialog, loaded on demand, may load the chunk.
    expect(plan.get('/mui/textfield')).toBe('fields');
    expect(plan.get('/mui/menu')).toBe('fields');
    expect(plan.has('/mui/chip')).toBe(false);
  });
});
