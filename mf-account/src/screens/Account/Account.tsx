import { Link } from 'react-router-dom';
import { memberSince, useSession } from 'shared-contracts';
import { SignedOutNotice } from '../../components/SignedOutNotice/SignedOutNotice';
import { ACCOUNT_TEXTS as T } from '../../texts';
import styles from './Account.module.css';

/** `/account`: SPEC §2 My Account. Its profile part; orders, reviews, sales and items come with the account area. */
export function Account() {
  const session = useSession();
  if (!session.isLoggedIn) return <SignedOutNotice />;
  const p = session.primaryInformation ?? {};
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [T.name, name || T.notProvided],
    [T.email, p.email || T.notProvided],
    [T.phone, p.phone || T.notProvided],
    [T.memberSince, memberSince(p.dateOfCreation)],
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{T.title}</h1>
        <p>{T.subtitle}</p>
      </header>
      <section className={styles.card} aria-labelledby="profile-title">
        <div className={styles.cardHead}>
          <h2 id="profile-title">{T.profile}</h2>
          <Link className={styles.edit} to="/settings">
            {T.editProfile}
          </Link>
        </div>
        <dl className={styles.fields}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
