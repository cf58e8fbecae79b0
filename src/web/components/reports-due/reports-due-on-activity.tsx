import { importOnDemand } from '../../lib/import-on-demand';
import { loadOnActivity } from '../../lib/load-on-activity';
import type { ReportsDuePanelProps } from './reports-due-panel';

// The panel and its call arrive with the user's first pointer move, touch, key press or focus.
const panel = loadOnActivity(() =>
  importOnDemand(() => import('./reports-due-loader')).then((loader) => loader.loadReportsDuePanel()),
);

/**
 * The Reports due panel for a page whose first load has no room for it (the owner's wells page, at
 * its budget with the wells table): nothing until the user starts to act on the page, then the panel.
 * A page with room renders `ReportsDuePanel` itself, so it shows with the page.
 */
export function ReportsDueOnActivity(props: ReportsDuePanelProps) {
  const loaded = panel.useLoaded();
  return loaded ? <loaded.ReportsDuePanel {...props} /> : null;
}
