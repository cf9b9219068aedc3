import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, linkClass, QueryState } from '../../../components/ui';
import { useFeatured } from '../api/featured';
import { ProductGrid } from './product-grid';

/** The featured products strip (spec §2): 3 a page with Previous / Next; each card links to its product. */
export function FeaturedStrip({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const featured = useFeatured();
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a heading's element, not a text
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="featured-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <Heading id="featured-heading" className="text-2xl font-bold">
          <Trans>Featured products</Trans>
        </Heading>
        {headingLevel === 2 && (
          <Link to={paths.featured} className={linkClass('text-sm font-medium text-brand-800')}>
            <Trans>See all</Trans>
          </Link>
        )}
      </div>
      <QueryState
        query={featured}
        loading={t`Loading featured products`}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title={t`No featured products yet`}>
            <Trans>Markets&apos; featured products will appear here.</Trans>
          </EmptyState>
        }
      >
        {(list) => <ProductGrid products={list} pageSize={3} showMarket headingLevel={headingLevel === 1 ? 2 : 3} />}
      </QueryState>
    </section>
  );
}
