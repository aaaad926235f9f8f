import { describe, expect, it } from 'vitest';
import { planChunkGroups, type PlannedChunk } from '../../src/build/chunkGroups';

const chunk = (
  fileName: string,
  moduleIds: string[],
  { imports = [] as string[], dynamicImports = [] as string[], isEntry = false, size = 10_000 } = {},
): PlannedChunk => ({ fileName, moduleIds, imports, dynamicImports, isEntry, code: 'x'.repeat(size) });

const SHELL = '/r/src/app/layouts/ShellLayout.tsx';
const PUBLIC = '/r/src/app/layouts/PublicLayout.tsx';
const CAMPAIGNS = '/r/src/features/campaigns/components/CampaignsPage/CampaignsPage.tsx';
const CRM = '/r/src/features/crm/components/CrmPage.tsx';
const TOOLS = '/r/src/features/tools/components/ToolsPage.tsx';
const ROUTER = '/r/src/app/router.tsx';
const LAZY = new Set([SHELL, PUBLIC, CAMPAIGNS, CRM, TOOLS, ROUTER]);

/** A first pass's automatic chunks: the entry loads the router, which loads layouts and pages. */
function firstPass(extra: PlannedChunk[] = []) {
  const pages = ['shell', 'public', 'campaigns', 'crm', 'tools'].map((p) => `${p}.js`);
  return [
    chunk('main.js', ['/r/src/main.tsx'], {
      imports: ['react.js'],
      dynamicImports: ['router.js'],
      isEntry: true,
    }),
    chunk('react.js', ['/r/node_modules/react/index.js']),
    chunk('router.js', [ROUTER], { imports: ['routerLib.js', 'react.js'], dynamicImports: pages }),
    chunk('routerLib.js', ['/r/node_modules/@tanstack/router-core/index.js']),
    chunk('shell.js', [SHELL], { imports: ['drawer.js', 'button.js'] }),
    chunk('public.js', [PUBLIC], { imports: ['button.js'] }),
    chunk('campaigns.js', [CAMPAIGNS], { imports: ['table.js', 'select.js', 'switch.js'] }),
    chunk('crm.js', [CRM], { imports: ['table.js', 'select.js'] }),
    chunk('tools.js', [TOOLS], { imports: ['switch.js', 'slider.js'] }),
    chunk('drawer.js', ['/r/node_modules/@mui/material/Drawer/Drawer.js']),
    chunk('button.js', ['/r/node_modules/@mui/material/Button/Button.js']),
    chunk('table.js', ['/r/node_modules/@mui/material/Table/Table.js']),
    chunk('select.js', ['/r/node_modules/@mui/material/Select/Select.js']),
    chunk('switch.js', ['/r/node_modules/@mui/material/Switch/Switch.js']),
    chunk('slider.js', ['/r/node_modules/@mui/material/Slider/Slider.js']),
    ...extra,
  ];
}

const groupOf = (plan: Map<string, string>, moduleId: string) => plan.get(moduleId) ?? 'automatic';

describe('chunk groups (common chunks merged by the first screens that load them)', () => {
  it('groups what the entry, the boot stages, and the same first screens load, and leaves the rest', () => {
    const plan = planChunkGroups(firstPass(), LAZY);
    expect(groupOf(plan, '/r/node_modules/react/index.js')).toBe('common-entry');
    expect(groupOf(plan, '/r/node_modules/@tanstack/router-core/index.js')).toBe('common-boot');
    expect(groupOf(plan, '/r/node_modules/@mui/material/Drawer/Drawer.js')).toBe('first-shell');
    expect(groupOf(plan, '/r/node_modules/@mui/material/Button/Button.js')).toBe('first-public-shell');
    // Table and Select: both on /campaigns and /crm, one file.
    expect(groupOf(plan, '/r/node_modules/@mui/material/Table/Table.js')).toBe('first-campaigns-crm');
    expect(groupOf(plan, '/r/node_modules/@mui/material/Select/Select.js')).toBe('first-campaigns-crm');
    // Switch: /campaigns and a screen no first visit opens.
    expect(groupOf(plan, '/r/node_modules/@mui/material/Switch/Switch.js')).toBe('first-campaigns');
    // A common chunk only later screens load stays as automatic splitting made it.
    expect(groupOf(plan, '/r/node_modules/@mui/material/Slider/Slider.js')).toBe('automatic');
  });

  it('keeps lazy modules, the boot stages and what shares a chunk with them where they are', () => {
    const shared = '/r/src/features/crm/api.ts';
    const plan = planChunkGroups(
      firstPass([chunk('crmApi.js', [shared, '/r/src/lib/crm/sort.ts'])]).map((c) =>
        c.fileName === 'campaigns.js' || c.fileName === 'crm.js'
          ? { ...c, imports: [...c.imports, 'crmApi.js'], dynamicImports: ['crmApi.js'] }
          : c,
      ),
      new Set([...LAZY, shared]),
    );
    expect(plan.has(shared)).toBe(false);
    expect(plan.has('/r/src/lib/crm/sort.ts')).toBe(false);
    for (const lazy of LAZY) expect(plan.has(lazy)).toBe(false);
  });

  it('leaves a chunk out of its group when merging it would make chunks import each other', () => {
    // Table and Select would share a group, but Select imports a lazy module's chunk (which stays
    // apart) that imports Table: the group and that chunk would import each other.
    const lazyApi = '/r/src/features/subscriptions/api.ts';
    const plan = planChunkGroups(
      firstPass([chunk('api.js', [lazyApi], { imports: ['table.js'] })]).map((c) =>
        c.fileName === 'select.js'
          ? { ...c, imports: ['api.js'] }
          : c.fileName === 'router.js'
            ? { ...c, dynamicImports: [...c.dynamicImports, 'api.js'] }
            : c,
      ),
      new Set([...LAZY, lazyApi]),
    );
    expect(plan.has(lazyApi)).toBe(false);
    expect(groupOf(plan, '/r/node_modules/@mui/material/Table/Table.js')).toBe('first-campaigns-crm');
    expect(groupOf(plan, '/r/node_modules/@mui/material/Select/Select.js')).toBe('automatic');
  });
  it('tries a chunk left out for a cycle again once the chunk that closed the cycle has joined', () => {
    // The entry's React imports y, which imports zod: zod comes first, while y is still apart, and
    // merging it then would make the entry's group and y import each other. Once y has joined the
    // group, zod joins it too (it had stayed a file of its own on every visit).
    const zod = '/r/node_modules/zod/v4/core/schemas.js';
    const y = '/r/src/lib/extension/contract/entities.ts';
    const plan = planChunkGroups(
      firstPass([chunk('zod.js', [zod]), chunk('y.js', [y], { imports: ['zod.js'] })]).map((c) =>
        c.fileName === 'react.js' ? { ...c, imports: ['y.js'] } : c,
      ),
      LAZY,
    );
    expect(groupOf(plan, y)).toBe('common-entry');
    expect(groupOf(plan, zod)).toBe('common-entry');
  });

  it('moves a small group into a larger one the same first screens load, when that brings nothing else', () => {
    const chip = '/r/node_modules/@mui/material/Chip/Chip.js';
    const plan = (chipImports: string[]) =>
      planChunkGroups(
        firstPass([chunk('chip.js', [chip], { size: 300, imports: chipImports })]).map((c) =>
          c.fileName === 'campaigns.js'
            ? { ...c, imports: ['table.js', 'select.js', 'chip.js'] }
            : c.fileName === 'tools.js'
              ? { ...c, imports: [...c.imports, 'table.js', 'select.js', 'chip.js'] }
              : c,
        ),
        LAZY,
      );
    // Chip (/campaigns and Tools): its 300 characters join Table and Select's file, which both load.
    expect(groupOf(plan([]), chip)).toBe('first-campaigns-crm');
    // Not when it imports the shell's Drawer (/crm's page would load the shell's group too): then it
    // joins the shell's group, whose screens all load Drawer already.
    expect(groupOf(plan(['drawer.js']), chip)).toBe('first-shell');
  });
});
