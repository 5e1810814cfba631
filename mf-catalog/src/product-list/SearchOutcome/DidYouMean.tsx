import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { TEXTS } from '../../shared/catalog-texts';
import { changeListing } from '../listing-params';
import styles from './SearchOutcome.module.css';

/**
 * Under an empty search's texts: the spelling the catalog says would find something, as a link to the
 * listing searched for it, the other filters kept and page 1 (a real address, opened in the page as the
 * search box would).
 */
export function DidYouMean({ spelling }: { spelling: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const search = changeListing(params, { query: spelling }).toString();
  return (
    <p className={styles.didYouMean}>
      {TEXTS.didYouMean}{' '}
      <Link to={{ pathname, search: search ? `?${search}` : '' }} className={styles.link}>
        {spelling}
      </Link>
      ?
    </p>
  );
}
