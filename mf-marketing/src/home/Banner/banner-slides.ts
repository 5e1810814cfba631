import type { BannerSlide } from './banner-slide';
import bags from '../../assets/banner-bags.svg';
import beauty from '../../assets/banner-beauty.svg';
import phone from '../../assets/banner-phone.svg';
import van from '../../assets/banner-van.svg';

/**
 * The home page's promotions; each button opens the listing they advertise. Colours come from the tokens.
 * Every promise is one the shop keeps: card payment, the checkout's three shipping options, tracking.
 */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'savings-week',
    title: 'Big Naija Savings Week',
    subtitle: 'Discounts marked on fashion, gadgets and home essentials, paid safely by card at checkout.',
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
    subtitle: 'The latest smartphones from trusted brands, each order tracked from sealed to delivered.',
    buttonText: 'Shop Smartphones',
    image: phone,
    imageAlt: 'A smartphone beside a warranty shield with a tick',
    bgColor: 'var(--brand-soft)',
    layout: 'right',
    href: '/products?q=smartphones',
  },
  {
    id: 'overnight',
    title: 'Overnight Delivery',
    subtitle: 'Choose Overnight at checkout: delivered the next business day, tracked all the way.',
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
