import { Link, useLocation } from 'react-router-dom';

/**
 * A harness's catch-all route: where a link leaves the remote running alone (the not-found screen,
 * checkout, another remote's page), QA sees the exact URL it opened, and ways back in.
 */
export function ElsewhereInTheShop({ links }: { links: readonly { to: string; label: string }[] }) {
  const { pathname, search, hash } = useLocation();
  return (
    <section style={{ maxWidth: 640, margin: '64px auto', padding: '0 20px', textAlign: 'center' }}>
      <h1>Another part of the shop</h1>
      <p>
        The shell would show <code data-testid="harness-location">{`${pathname}${search}${hash}`}</code> here.
      </p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center' }}>
        {links.map(({ to, label }) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </p>
    </section>
  );
}
