import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';

/** The page slot of a layout: the routed page (or given children) behind a loading fallback. */
export function LayoutOutlet({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
}
