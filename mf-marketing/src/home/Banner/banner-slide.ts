/** SPEC §3 Banner slide. */
export interface BannerSlide {
  id: string;
  title: string;
  subtitle: string;
  buttonText: string;
  image: string;
  imageAlt: string;
  bgColor: string;
  layout: 'left' | 'right';
  /** Beyond the spec: where the slide's button leads. */
  href: string;
}
