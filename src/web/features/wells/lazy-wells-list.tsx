import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoader } from '../../components/page-loader';

const WellsList = lazy(() => import('./wells-list').then((module) => ({ default: module.WellsList })));

/** The list and its table library load as a chunk of their own, so the page's header shows at once. */
export function LazyWellsList(props: ComponentProps<typeof WellsList>) {
  return (
    <Suspense fallback={<PageLoader label="Loading wells" />}>
      <WellsList {...props} />
    </Suspense>
  );
}
