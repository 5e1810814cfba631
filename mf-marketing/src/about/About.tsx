import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import hero from '../assets/about-hero.svg';
import { PageHero } from '../shared/PageHero/PageHero';
import { Section } from '../shared/Section/Section';
import styles from './About.module.css';

/** Our Values stand on their own here (the spec's original repeated the vision text). */
const VALUES = [
  { name: 'Trust first', text: 'Genuine products from checked sellers, prices in naira with nothing hidden.' },
  { name: 'Every delivery counts', text: 'A parcel is a promise: we treat the last kilometre like the first.' },
  { name: 'Fair to sellers', text: 'Clear fees and fast payouts, so small businesses can grow with us.' },
  { name: 'Rooted in community', text: 'We hire, buy and build locally, in every city we deliver to.' },
] as const;

const PILLARS = [
  {
    id: 'mission-heading',
    title: 'Our Mission',
    text: 'To make shopping and shipping in Nigeria simple, safe and fast, so anyone can buy or sell with confidence, wherever they live.',
  },
  {
    id: 'vision-heading',
    title: 'Our Vision',
    text: 'To become Africa’s most trusted marketplace, where every order arrives as promised and every business can reach the whole continent.',
  },
] as const;

const SERVICES: readonly { title: string; text: string; icon: ReactElement }[] = [
  {
    title: 'E-commerce marketplace',
    text: 'Thousands of products from trusted Nigerian and international sellers: fashion, phones, home, beauty and more, in one place.',
    icon: <path d="M4 7h16l-1.5 12.5a2 2 0 0 1-2 1.5h-9a2 2 0 0 1-2-1.5zM9 10V6a3 3 0 0 1 6 0v4" />,
  },
  {
    title: 'Transport and logistics',
    text: 'Shipping, delivery and courier: Standard, Express or Overnight, chosen at checkout, with the courier and tracking number on every dispatched order.',
    icon: <path d="M3 6h11v10H3zM14 9h4l3 3.5V16h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />,
  },
  {
    title: 'Tracking and safe payments',
    text: 'Follow every order from checkout to doorstep, and pay by card in a secure pop-up; an order is paid only once the payment is verified.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  },
];

/** Who the company is: story, mission, vision, values and what it does. */
export function About() {
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="About us"
        title="About Oja Express"
        text="Oja means market. We bring Nigeria’s market to your phone, and our own riders and vans bring it to your door."
        image={{ src: hero, alt: 'An Oja Express market stall with a delivery van parked beside it', width: 560, height: 400 }}
      />

      <Section id="story-heading" title="Our Story" className={styles.story}>
        <div className={styles.storyText}>
          <p>
            Oja Express began with a simple frustration: buying online in Nigeria meant guessing whether a product was genuine
            and whether it would ever arrive. Sellers had great products but no reliable way to reach customers outside their
            own city.
          </p>
          <p>
            So we built both halves of the answer. A marketplace where every seller is checked and every price is clear, and a
            logistics network of our own, so the same team that takes your order also brings it to you. Today we serve shoppers
            and businesses across all 36 states and the FCT.
          </p>
        </div>
      </Section>

      <div className={styles.pillars}>
        {PILLARS.map((pillar) => (
          <section key={pillar.id} className={styles.card} aria-labelledby={pillar.id}>
            <h2 id={pillar.id} className={styles.cardHeading}>
              {pillar.title}
            </h2>
            <p>{pillar.text}</p>
          </section>
        ))}
      </div>

      <Section id="values-heading" title="Our Values">
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.name} className={styles.value}>
              <h3>{value.name}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services-heading" title="What We Do">
        <ul className={styles.services}>
          {SERVICES.map((service) => (
            <li key={service.title} className={styles.service}>
              <span className={styles.icon} aria-hidden="true">
                <svg viewBox="0 0 24 24" focusable="false">
                  {service.icon}
                </svg>
              </span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cta-heading" title="Ready when you are" className={styles.cta}>
        <p>Browse thousands of products and get them delivered fast.</p>
        <Link className={buttonClass('filled')} to="/products">
          Start Shopping
        </Link>
      </Section>
    </div>
  );
}
