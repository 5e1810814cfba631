// Draws the catalog's product pictures as small SVGs: a soft gradient in the category's hue, a simple
// glyph of what the category sells, and the product's short name. Deterministic per (product, picture).

export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/** A pentagon path around (cx, cy). */
function pentagon(cx: number, cy: number, r: number, turn: number) {
  const points = [0, 1, 2, 3, 4].map((i) => {
    const a = ((turn + i * 72) * Math.PI) / 180;
    return `${Math.round(cx + r * Math.cos(a))} ${Math.round(cy + r * Math.sin(a))}`;
  });
  return `M${points.join('L')}z`;
}

/** The football's patches, computed once: a centre pentagon, five edge patches and the seams between. */
const BALL = (() => {
  const angles = [-90, -18, 54, 126, 198];
  const at = (a: number, d: number) => [300 + d * Math.cos((a * Math.PI) / 180), 285 + d * Math.sin((a * Math.PI) / 180)].map(Math.round).join(' ');
  return {
    centre: pentagon(300, 285, 46, -90),
    patches: angles.map((a) => pentagon(300 + 140 * Math.cos((a * Math.PI) / 180), 285 + 140 * Math.sin((a * Math.PI) / 180), 56, a + 180)).join(''),
    seams: angles.map((a) => `M${at(a, 46)}L${at(a, 90)}`).join(''),
  };
})();

/** Glyphs drawn with basic shapes inside roughly x 130..470, y 110..440 of a 600 x 600 canvas. */
export const GLYPHS: Record<string, (p: Palette, uid: string) => string> = {
  lipstick: (p) =>
    `<rect x="250" y="290" width="100" height="140" rx="10" fill="${p.dark}"/><rect x="262" y="236" width="76" height="60" rx="6" fill="${p.accent}"/><path d="M270 240V180l60-38v98z" fill="${p.main}"/>`,
  perfume: (p) =>
    `<rect x="255" y="128" width="90" height="58" rx="10" fill="${p.accent}"/><rect x="277" y="184" width="46" height="40" fill="${p.dark}"/><rect x="195" y="220" width="210" height="210" rx="42" fill="${p.main}"/><rect x="222" y="300" width="156" height="104" rx="22" fill="${p.light}" opacity=".55"/><rect x="218" y="240" width="14" height="60" rx="7" fill="#fff" opacity=".6"/>`,
  sofa: (p) =>
    `<rect x="160" y="200" width="280" height="120" rx="30" fill="${p.main}"/><rect x="172" y="296" width="256" height="64" rx="16" fill="${p.light}"/><rect x="128" y="256" width="64" height="126" rx="26" fill="${p.dark}"/><rect x="408" y="256" width="64" height="126" rx="26" fill="${p.dark}"/><rect x="168" y="380" width="18" height="34" fill="${p.dark}"/><rect x="414" y="380" width="18" height="34" fill="${p.dark}"/>`,
  apple: (p) =>
    `<rect x="293" y="150" width="14" height="70" rx="7" fill="${p.dark}"/><ellipse cx="340" cy="170" rx="34" ry="15" transform="rotate(-28 340 170)" fill="${p.accent}"/><path d="M300 218c-50-36-132-16-132 74 0 78 60 138 100 138 16 0 22-8 32-8s16 8 32 8c40 0 100-60 100-138 0-90-82-110-132-74z" fill="${p.main}"/><ellipse cx="230" cy="280" rx="16" ry="34" fill="#fff" opacity=".35"/>`,
  lamp: (p) =>
    `<path d="M215 262l40-124h90l40 124z" fill="${p.accent}"/><rect x="291" y="262" width="18" height="140" fill="${p.dark}"/><ellipse cx="300" cy="410" rx="78" ry="20" fill="${p.main}"/><path d="M240 262h120l-8 18H248z" fill="${p.dark}" opacity=".3"/>`,
  pot: (p) =>
    `<path d="M186 232q114-76 228 0z" fill="${p.accent}"/><rect x="284" y="168" width="32" height="22" rx="8" fill="${p.dark}"/><rect x="172" y="228" width="256" height="24" rx="10" fill="${p.dark}"/><rect x="190" y="250" width="220" height="160" rx="24" fill="${p.main}"/><rect x="140" y="266" width="52" height="20" rx="10" fill="${p.dark}"/><rect x="408" y="266" width="52" height="20" rx="10" fill="${p.dark}"/>`,
  laptop: (p) =>
    `<rect x="178" y="140" width="244" height="190" rx="14" fill="${p.dark}"/><rect x="194" y="156" width="212" height="158" rx="4" fill="${p.light}"/><path d="M130 340h340l-22 44H152z" fill="${p.main}"/><rect x="270" y="346" width="60" height="8" rx="4" fill="${p.dark}" opacity=".5"/>`,
  shirt: (p) =>
    `<path d="M240 148l-56 22-50 72 44 30 26-30v190h192V242l26 30 44-30-50-72-56-22q-60 50-120 0z" fill="${p.main}"/><path d="M240 148l60 62 60-62-20-6-40 40-40-40z" fill="${p.dark}"/><circle cx="300" cy="260" r="6" fill="${p.light}"/><circle cx="300" cy="310" r="6" fill="${p.light}"/><circle cx="300" cy="360" r="6" fill="${p.light}"/>`,
  top: (p) =>
    `<path d="M232 150q16 64 68 64t68-64l30 10q-8 70 14 112l10 160H180l10-160q22-42 14-112z" fill="${p.main}"/><path d="M196 300h208v22H196z" fill="${p.accent}" opacity=".7"/>`,
  sneaker: (p) =>
    `<path d="M146 378v-56q0-30 32-36l92-16q30-36 60-40l32-2q22 72 92 92 20 8 20 34v24z" fill="${p.main}"/><rect x="136" y="372" width="344" height="34" rx="14" fill="${p.light}"/><path d="M282 262l26 20M300 248l26 20M318 236l26 20" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
  heel: (p) =>
    `<path d="M140 400q0-40 60-50l100-20q60-30 100-90l40-5q15 5 15 25v40h-25l-5 110h-20l-5-90q-70 60-160 80z" fill="${p.main}"/><path d="M140 400q100 0 160-30" stroke="${p.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  watch: (p) =>
    `<rect x="262" y="110" width="76" height="380" rx="22" fill="${p.dark}"/><rect x="388" y="284" width="22" height="32" rx="6" fill="${p.accent}"/><circle cx="300" cy="300" r="98" fill="${p.accent}"/><circle cx="300" cy="300" r="80" fill="${p.light}"/><path d="M300 300V244M300 300l40 22" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/><circle cx="300" cy="300" r="9" fill="${p.main}"/>`,
  headphones: (p) =>
    `<path d="M180 330v-60a120 120 0 0 1 240 0v60" stroke="${p.main}" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="146" y="286" width="72" height="124" rx="28" fill="${p.dark}"/><rect x="382" y="286" width="72" height="124" rx="28" fill="${p.dark}"/><rect x="164" y="310" width="20" height="76" rx="10" fill="${p.accent}"/><rect x="416" y="310" width="20" height="76" rx="10" fill="${p.accent}"/>`,
  motorcycle: (p) =>
    `<circle cx="190" cy="370" r="58" stroke="${p.dark}" stroke-width="18" fill="none"/><circle cx="420" cy="370" r="58" stroke="${p.dark}" stroke-width="18" fill="none"/><path d="M190 370l60-70M420 370l-34-120h-30" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M226 300l50-50h96l22 40-60 50h-90z" fill="${p.main}"/><rect x="232" y="238" width="84" height="22" rx="10" fill="${p.dark}"/><circle cx="300" cy="330" r="24" fill="${p.accent}"/>`,
  jar: (p) =>
    `<rect x="182" y="196" width="236" height="60" rx="16" fill="${p.accent}"/><rect x="196" y="250" width="208" height="176" rx="32" fill="${p.main}"/><rect x="228" y="300" width="144" height="72" rx="10" fill="#fff" opacity=".85"/><rect x="250" y="322" width="100" height="10" rx="5" fill="${p.main}"/><rect x="266" y="342" width="68" height="8" rx="4" fill="${p.light}"/>`,
  phone: (p) =>
    `<rect x="218" y="116" width="164" height="328" rx="32" fill="${p.dark}"/><rect x="232" y="148" width="136" height="268" rx="14" fill="${p.light}"/><rect x="274" y="130" width="52" height="10" rx="5" fill="${p.main}"/><rect x="250" y="170" width="100" height="70" rx="10" fill="${p.accent}" opacity=".7"/>`,
  tablet: (p) =>
    `<rect x="164" y="128" width="272" height="316" rx="26" fill="${p.dark}"/><rect x="182" y="150" width="236" height="272" rx="10" fill="${p.light}"/><rect x="204" y="174" width="120" height="84" rx="10" fill="${p.accent}" opacity=".7"/><rect x="204" y="276" width="190" height="12" rx="6" fill="${p.main}" opacity=".5"/>`,
  ball: (p, uid) =>
    `<clipPath id="c${uid}"><circle cx="300" cy="285" r="128"/></clipPath><circle cx="300" cy="285" r="128" fill="#fff"/>` +
    `<g clip-path="url(#c${uid})" fill="${p.dark}"><path d="${BALL.patches}"/><path d="${BALL.seams}" stroke="${p.dark}" stroke-width="7"/></g>` +
    `<path d="${BALL.centre}" fill="${p.dark}"/><circle cx="300" cy="285" r="128" fill="none" stroke="${p.dark}" stroke-width="8"/>`,
  sunglasses: (p) =>
    `<path d="M150 250l-28-22M450 250l28-22" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><rect x="146" y="236" width="140" height="104" rx="44" fill="${p.dark}"/><rect x="314" y="236" width="140" height="104" rx="44" fill="${p.dark}"/><path d="M284 262q16-18 32 0" stroke="${p.dark}" stroke-width="12" fill="none"/><path d="M176 268l30-16M344 268l30-16" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" opacity=".8"/>`,
  car: (p) =>
    `<path d="M128 362v-42q0-22 30-26l52-6 40-54q10-10 30-10h90q20 0 34 14l42 50q24 4 24 32v42z" fill="${p.main}"/><path d="M262 246h62v44h-98zM342 246h28q10 0 18 10l28 34h-74z" fill="${p.light}"/><circle cx="212" cy="364" r="34" fill="${p.dark}"/><circle cx="392" cy="364" r="34" fill="${p.dark}"/><circle cx="212" cy="364" r="13" fill="${p.light}"/><circle cx="392" cy="364" r="13" fill="${p.light}"/>`,
  bag: (p) =>
    `<path d="M234 262v-40q0-62 66-62t66 62v40" stroke="${p.dark}" stroke-width="16" fill="none"/><path d="M164 258h272l-24 172H188z" fill="${p.main}"/><path d="M164 258h272l-6 44H170z" fill="${p.dark}" opacity=".35"/><rect x="284" y="290" width="32" height="24" rx="6" fill="${p.accent}"/>`,
  dress: (p) =>
    `<path d="M262 140h76l-6 64q30 28 18 50l94 178H156l94-178q-12-22 18-50z" fill="${p.main}"/><rect x="252" y="244" width="96" height="20" rx="8" fill="${p.accent}"/><path d="M250 300l-40 110M350 300l40 110" stroke="${p.dark}" stroke-width="6" opacity=".3"/>`,
  ring: (p) =>
    `<circle cx="300" cy="330" r="96" stroke="${p.accent}" stroke-width="24" fill="none"/><path d="M300 140l48 46-48 52-48-52z" fill="${p.main}"/><path d="M252 186h96M300 140l-18 46 18 52 18-52z" stroke="${p.light}" stroke-width="4" fill="none" opacity=".8"/>`,
};

/** Which glyph each category gets (categories may share one). */
export const CATEGORY_GLYPHS: Record<string, string> = {
  beauty: 'lipstick', fragrances: 'perfume', furniture: 'sofa', groceries: 'apple', 'home-decoration': 'lamp',
  'kitchen-accessories': 'pot', laptops: 'laptop', 'mens-shirts': 'shirt', 'mens-shoes': 'sneaker',
  'mens-watches': 'watch', 'mobile-accessories': 'headphones', motorcycle: 'motorcycle', 'skin-care': 'jar',
  smartphones: 'phone', 'sports-accessories': 'ball', sunglasses: 'sunglasses', tablets: 'tablet', tops: 'top',
  vehicle: 'car', 'womens-bags': 'bag', 'womens-dresses': 'dress', 'womens-jewellery': 'ring',
  'womens-shoes': 'heel', 'womens-watches': 'watch',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }) as Record<string, string>)[c] ?? c);
}

/** The title made to fit one line under the picture: without the brand when too long, then cut at a word. */
export function shortName(title: string, brand?: string, max = 26): string {
  if (title.length > max && brand && title.startsWith(`${brand} `)) title = title.slice(brand.length + 1);
  if (title.length <= max) return title;
  let kept = '';
  for (const word of title.split(' ')) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length + 1 > max) break;
    kept = next;
  }
  return `${(kept || title.slice(0, max - 1)).replace(/[\s&,-]+$/, '')}…`;
}

/** A small stable number from a string. */
function smallHash(text: string) {
  let h = 7;
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) % 100_003;
  return h;
}

const normalHue = (hue: number) => ((Math.round(hue) % 360) + 360) % 360;

/**
 * Draws picture `n` of a product (0 is the thumbnail, 1.. the gallery): each n turns the glyph and
 * shifts the colours a little, so a gallery reads as several shots of one thing. `options.hue` is the
 * category's base hue (by default one derived from the slug).
 */
export function productImageSvg(product: { id: number; title: string; category: string; brand?: string }, n = 0, options: { hue?: number } = {}): string {
  const baseHue = options.hue ?? smallHash(product.category) % 360;
  const hue = normalHue(baseHue + ((product.id * 13) % 24) - 12 + ([0, 0, 22, -22, 40, -40][n % 6] ?? 0));
  const palette: Palette = {
    main: `hsl(${hue},48%,44%)`,
    dark: `hsl(${hue},42%,26%)`,
    light: `hsl(${normalHue(hue + 10)},70%,90%)`,
    accent: `hsl(${normalHue(hue + 38)},62%,62%)`,
  };
  const glyph = GLYPHS[CATEGORY_GLYPHS[product.category] ?? 'jar'] ?? GLYPHS.jar!;
  const angle = n === 0 ? 0 : [-9, 7, -4, 11, -12, 5][(product.id + n) % 6];
  const scale = n === 0 ? 1 : [0.92, 1.04, 0.98, 1.08][n % 4];
  const id = `g${product.id}-${n}`;
  const name = escapeXml(shortName(product.title, product.brand));
  const label = escapeXml(product.title);
  const [x2, y2] = [[0, 1], [1, 1], [1, 0], [0.3, 1]][n % 4] ?? [0, 1];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="hsl(${hue},70%,95%)"/>` +
    `<stop offset="1" stop-color="hsl(${normalHue(hue + 24)},52%,80%)"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#${id})"/><circle cx="300" cy="280" r="205" fill="#fff" opacity=".45"/>` +
    `<ellipse cx="300" cy="452" rx="170" ry="16" fill="hsl(${hue},40%,30%)" opacity=".12"/>` +
    `<g transform="translate(300 280) rotate(${angle}) scale(${scale}) translate(-300 -280)">${glyph(palette, id)}</g>` +
    `<text x="300" y="538" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="30" font-weight="600" fill="hsl(${hue},40%,22%)">${name}</text>` +
    `</svg>`
  );
}

/** A QR-code-like picture (not a scannable code): DummyJSON gives every product the same placeholder. */
export function qrCodeSvg(): string {
  const cells: string[] = [];
  const size = 25;
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29" width="290" height="290" role="img" aria-label="QR code">` +
    `<rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#111">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}<path d="${cells.join('')}"/></g></svg>`
  );
}
