import { Link } from 'react-router-dom';
import { SOCIAL_LINKS } from './social-links';
import styles from './Footer.module.css';

/** Footer link groups; the screens behind them are not part of the shop yet (SPEC §2). */
const LINK_GROUPS = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/aboutus' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/more/blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: '/contact#faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms and Conditions', to: '/terms-and-condition' },
    ],
  },
] as const;

/** The bottom of every page (SPEC's home footer, the shell's frame like the bar): brand, social pages, site links and copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.logo}>
            Oja <span>Express</span>
          </p>
          <p className={styles.tagline}>
            Nigeria’s marketplace with its own delivery network: shop, ship and track in one place.
          </p>
          <ul className={styles.social} aria-label="Oja Express on social media">
            {SOCIAL_LINKS.map(({ name, href, icon }) => (
              <li key={name}>
                <a
                  className={styles.socialLink}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (opens in a new tab)`}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    {icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.groups} aria-label="Footer">
          {LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Oja Express. All rights reserved.</p>
    </footer>
  );
}
