/**
 * What a path no page serves shows, inside the site's frame: a path mistyped, an old link, or a page of
 * a plugin this brand does not offer. The player is told so and given the way home.
 */
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { ActionLink, PageActions, PageCard } from './page-kit';

export const NOT_FOUND_TITLE = 'Page not found';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { brand } = useSnapshot(engineStore);
  const site = brand?.identity.appName ?? 'this site';
  return (
    <PageCard title={NOT_FOUND_TITLE} lead={`There is no page at ${pathname} on ${site}.`} testId="not-found-page">
      <p>The link may be out of date or mistyped, or the page is not offered here.</p>
      <PageActions>
        <ActionLink to="/">Back to home</ActionLink>
      </PageActions>
    </PageCard>
  );
}
