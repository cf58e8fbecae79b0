import { fileURLToPath } from 'node:url';
import { sharedChunkGroups } from './shared-chunks';

const PROJECT_ROOT = new URL('../../', import.meta.url);
const inProject = (file: string) => fileURLToPath(new URL(file, PROJECT_ROOT));
const web = (file: string) => inProject(`src/web/${file}`);
const dependency = (file: string) => inProject(`node_modules/${file}`);
/** The module `@mui/material/<name>` names in the browser build. */
const muiPart = (name: string) => dependency(`@mui/material/esm/${name}/index.js`);

/**
 * The web build's shared chunks (docs/decisions/0055-first-load-250.md): what a signed-in page
 * downloads comes in a few files instead of forty, each compressing as a whole. The figures are
 * `npm run bench -- bundle`'s.
 */
export function webChunkGroups() {
  return [
    ...sharedChunkGroups({
      keepOut: [web('main.tsx'), web('features/auth/login-page.tsx')],
      chunks: [
        {
          name: 'layout',
          // What both layouts use (a page has one of them), not what only the owner's side menu does.
          alternatives: [web('app/layouts/staff-layout.tsx'), web('app/layouts/owner-layout.tsx')],
          anchors: [
            // What nearly every page renders besides: a title, buttons, alerts, progress, tables.
            web('components/page-header.tsx'),
            ...['Button', 'Alert', 'LinearProgress', 'Table', 'TableHead', 'TableBody', 'TableRow'].map(
              muiPart,
            ),
            ...['TableCell', 'TableContainer', 'Grid', 'Stack', 'Container'].map(muiPart),
            // The modal and lists under dialogs, the fields' menus and the owner's side menu.
            ...['Modal', 'List', 'ListItemText', 'ListItemIcon', 'Divider'].map(muiPart),
          ],
        },
        {
          // The owner's side menu (its drawer and list items), not the staff's top bar.
          name: 'owner-layout',
          anchors: [web('app/layouts/owner-layout.tsx')],
        },
        {
          // The fields of the forms and filters (not the dashboards'), with the select's menu.
          name: 'fields',
          exclusive: true,
          anchors: ['TextField', 'MenuItem', 'Checkbox', 'FormControlLabel', 'InputAdornment'].map(muiPart),
        },
        {
          // The list table with its filters and paging.
          name: 'table',
          exclusive: true,
          anchors: [web('components/data-table/data-table.tsx')],
        },
        {
          // The form library and the fields bound to it.
          name: 'forms',
          exclusive: true,
          anchors: [
            dependency('react-hook-form/dist/index.esm.mjs'),
            dependency('@hookform/resolvers/zod/dist/zod.mjs'),
            web('components/form/form-text-field.tsx'),
            web('components/form/form-select-field.tsx'),
          ],
        },
      ],
    }),
    {
      // zod in one file for the pages that validate, except the patterns the sign-in page checks with.
      name: 'zod',
      test: (id: string) =>
        (/[\\/]node_modules[\\/]zod[\\/]/.test(id) && !/[\\/]core[\\/]regexes\.js$/.test(id)) ||
        id === web('lib/zod-without-eval.ts') ||
        id === inProject('src/shared/contracts/common.ts'),
      includeDependenciesRecursively: false,
    },
  ];
}
