import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import { FLASH_SALE_ADVANCE_MS, FLASH_SALE_TRANSITION_MS } from '../home-constants';
import smartwatch from '../../assets/flash-smartwatch.svg';
import sneakers from '../../assets/flash-sneakers.svg';
import speaker from '../../assets/flash-speaker.svg';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion/usePrefersReducedMotion';
import typography from '../../styles/type.module.css';
import styles from './FlashSale.module.css';

const PICKS = [
  { image: sneakers, alt: 'Green and white running sneakers' },
  { image: smartwatch, alt: 'A smartwatch showing the time and a heart-rate line' },
  { image: speaker, alt: 'A portable Bluetooth speaker with two amber drivers' },
] as const;

/** The flash-sale block: a cross-fading slider of three picks and a link to the whole listing. */
export function FlashSale() {
  const still = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (still || hovered) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % PICKS.length), FLASH_SALE_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [still, hovered]);

  return (
    <section className={styles.section} aria-labelledby="flash-sale-heading">
      <div>
        <p className={typography.eyebrow}>Flash Sale</p>
        <h2 id="flash-sale-heading" className={typography.display}>
          Deals worth a look.
        </h2>
        <p className={typography.lead}>
          Sneakers, smartwatches and speakers, with each discount marked on its card. Delivery is priced at checkout.
        </p>
        <Link className={buttonClass('filled')} to="/products">
          Shop Now
        </Link>
      </div>
      <div
        className={styles.slider}
        role="group"
        aria-roledescription="carousel"
        aria-label="Flash sale picks"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        {PICKS.map((pick, i) => (
          <img
            key={pick.alt}
            className={styles.image}
            data-shown={i === shown}
            aria-hidden={i !== shown}
            style={{ transitionDuration: still ? '0ms' : `${FLASH_SALE_TRANSITION_MS}ms` }}
            src={pick.image}
            alt={pick.alt}
            width={600}
            height={360}
            loading="lazy"
            draggable={false}
          />
        ))}
        <div className={styles.dots} aria-hidden="true">
          {PICKS.map((pick, i) => (
            <span key={pick.alt} data-shown={i === shown} />
          ))}
        </div>
      </div>
    </section>
  );
}
