import type { DocsContainerProps } from '@storybook/addon-docs/blocks';
import { lazy, Suspense, type PropsWithChildren } from 'react';

// Loaded by docs pages only: a story's page (the story tests, the visual step) never fetches the
// docs blocks.
const Container = lazy(() => import('./DocsContainer').then((module) => ({ default: module.LajuDocsContainer })));
const Page = lazy(() => import('./DocsPage').then((module) => ({ default: module.LajuDocsPage })));

/** parameters.docs.container: see DocsContainer.tsx. */
export function DocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}

/** parameters.docs.page, the autodocs page: see DocsPage.tsx. */
export function DocsPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
