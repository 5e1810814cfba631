import type { BannerSlide } from 'shared-contracts';
import bags from '../../assets/banner-bags.svg';
import beauty from '../../assets/banner-beauty.svg';
import phone from '../../assets/banner-phone.svg';
import van from '../../assets/banner-van.svg';

/** The home page's promotions; each button opens the listing they advertise. Colours come from the tokens. */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'savings-week',
    title: 'Big Naija Savings Week',
    subtitle: 'Up to 40% off fashion, gadgets and home essentials, with pay on delivery in every state.',
    buttonText: 'Shop the Deals',
    image: bags,
    imageAlt: 'Two Oja Express shopping bags with a 40% off tag',
    bgColor: 'color-mix(in srgb, var(--accent) 20%, var(--surface))',
    layout: 'left',
    href: '/products',
  },
  {
    id: 'smartphones',
    title: 'New Phones, Better Prices',
    subtitle: 'The latest smartphones from trusted brands, each with a free screen protector and a 12-month warranty.',
    buttonText: 'Shop Smartphones',
    image: phone,
    imageAlt: 'A smartphone beside a warranty shield with a tick',
    bgColor: 'var(--brand-soft)',
    layout: 'right',
    href: '/products?q=smartphones',
  },
  {
    id: 'same-day',
    title: 'Same-Day Delivery in Lagos',
    subtitle: 'Order before 2 pm and receive it today. Next-day delivery to Abuja, Port Harcourt and 30 more cities.',
    buttonText: 'Start Shopping',
    image: van,
    imageAlt: 'An Oja Express delivery van loaded with parcels',
    bgColor: 'var(--surface-2)',
    layout: 'left',
    href: '/products',
  },
  {
    id: 'beauty',
    title: 'Glow Up for the Season',
    subtitle: 'Authentic skincare, fragrances and make-up, sealed and delivered to your door.',
    buttonText: 'Shop Beauty',
    image: beauty,
    imageAlt: 'A perfume bottle, a jar of cream and a lipstick among leaves',
    bgColor: 'color-mix(in srgb, var(--brand) 12%, var(--surface))',
    layout: 'right',
    href: '/products?q=beauty',
  },
];
