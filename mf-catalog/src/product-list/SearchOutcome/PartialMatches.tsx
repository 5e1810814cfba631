import { TEXTS } from '../../shared/catalog-texts';
import styles from './SearchOutcome.module.css';

/** Above the results when no product held every word of the search: these hold the most of them. */
export function PartialMatches({ query }: { query: string }) {
  return (
    <p role="status" className={styles.notice}>
      {TEXTS.partialMatches(query)}
    </p>
  );
}
