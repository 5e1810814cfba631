import { Link, useSearchParams } from 'react-router-dom';
import { pageNumbers } from '../../shared/listing-rules';
import box from '../../shared/styles/box.module.css';
import { withPage } from '../listing-params';
import styles from './Pagination.module.css';

/** SPEC §9: at most five page numbers, first and last always, ellipses between. Real links: shareable. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const search = withPage(params, n).toString();
    return search ? `?${search}` : '?';
  };
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <PageLink to={href(page - 1)} disabled={page <= 1} label="Previous page">
        ‹ <span className={styles.word}>Previous</span>
      </PageLink>
      <ol className={styles.pages}>
        {pageNumbers(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={`${box.box} ${styles.page}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PageLink to={href(page + 1)} disabled={page >= pages} label="Next page">
        <span className={styles.word}>Next</span> ›
      </PageLink>
    </nav>
  );
}

function PageLink({ to, disabled, label, children }: { to: string; disabled: boolean; label: string; children: React.ReactNode }) {
  if (disabled) {
    return (
      <span className={`${box.box} ${styles.step} ${styles.disabled}`} aria-disabled="true" aria-label={label} role="link">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={`${box.box} ${styles.step}`} aria-label={label}>
      {children}
    </Link>
  );
}
