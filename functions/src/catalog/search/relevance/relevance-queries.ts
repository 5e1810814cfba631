// A blind relevance test set for the shop's product search: queries typed the way shoppers type them,
// each with the product titles a human judge accepts as a right answer. Written from the catalogs alone,
// without looking at the search engine. A test runner searches each `q` and checks that the first result,
// and at least one result on the first page, is one of `relevant`; for kind 'none' it checks that the
// search finds nothing.
//
// Two catalogs:
// - DUMMYJSON_QUERIES: the 194 products of DummyJSON (./dummyjson-products.json, MIT, see
//   ./LICENSE-dummyjson.txt). Note that one title, 'Rolex Cellini Moonphase', names two products (a men's
//   watch at 12999.99 and a women's one at 15999.99); a title here stands for every product that has it.
// - GENERATED_QUERIES: the catalog of `generateCatalog(GENERATED_CATALOG)` (catalog-service/src/
//   generate-catalog.ts). Its relevant lists are written out in full (this module imports nothing: the
//   server may not import an app's code, see .dependency-cruiser.cjs); each long list says the rule it
//   was drawn up by, and was drawn up by a script over the generated catalog.
//
// Typos follow one rule, so they are fair: a word of 5 to 8 letters has at most one typo (an insertion,
// deletion, substitution or swap of two adjacent letters), a word of 9 or more letters at most two, and
// a word under 5 letters none. Synonym queries rely only on the shop's synonym table: perfume/fragrance,
// motorbike/motorcycle, phone/smartphone/mobile/cellphone, trainers/sneakers, racquet/racket,
// chilli/chili, tee/t-shirt, couch/sofa, notebook/laptop, spectacles/shades/sunglasses,
// earphones/earbuds/headphones, purse/handbag, television/tv, fridge/refrigerator, kitchen roll/tissue.

export type QueryKind = 'plain' | 'plural' | 'typo' | 'prefix' | 'synonym' | 'brand' | 'joined-split' | 'word-order' | 'description' | 'price' | 'none';

export interface RelevanceQuery {
  q: string;
  kind: QueryKind;
  /** Exact product titles a shopper would accept as a right answer (at least one); empty for kind 'none' (the search must find nothing). */
  relevant: string[];
}

// DummyJSON title groups that several queries accept.
const FRAGRANCES = ['Calvin Klein CK One', 'Chanel Coco Noir Eau De', "Dior J'adore", 'Dolce Shine Eau de', 'Gucci Bloom Eau de'];
const MOTORCYCLES = ['Generic Motorcycle', 'Kawasaki Z800', 'MotoGP CI.H1', 'Scooter Motorcycle', 'Sportbike Motorcycle'];
const LAPTOPS = ['Apple MacBook Pro 14 Inch Space Grey', 'Asus Zenbook Pro Dual Screen Laptop', 'Huawei Matebook X Pro', 'Lenovo Yoga 920', 'New DELL XPS 13 9300 Laptop'];
const IPHONES = ['iPhone 5s', 'iPhone 6', 'iPhone 13 Pro', 'iPhone X'];
/** Accessories that name the iPhone in their title. */
const IPHONE_ACCESSORIES = ['iPhone 12 Silicone Case with MagSafe Plum', 'Apple iPhone Charger', 'Selfie Lamp with iPhone'];
const SAMSUNG_PHONES = ['Samsung Galaxy S7', 'Samsung Galaxy S8', 'Samsung Galaxy S10'];
const SAMSUNG = [...SAMSUNG_PHONES, 'Samsung Galaxy Tab S8 Plus Grey', 'Samsung Galaxy Tab White'];
const SMARTPHONES = [
  ...IPHONES, 'Oppo A57', 'Oppo F19 Pro Plus', 'Oppo K1', 'Realme C35', 'Realme X', 'Realme XT', ...SAMSUNG_PHONES, 'Vivo S1', 'Vivo V9', 'Vivo X21',
];
/** The sunglasses category: two titles spell it 'Sun Glasses', two just 'Glasses'. */
const SUNGLASSES = ['Black Sun Glasses', 'Classic Sun Glasses', 'Green and Black Glasses', 'Party Glasses', 'Sunglasses'];
const ROLEX = ['Rolex Cellini Date Black Dial', 'Rolex Cellini Moonphase', 'Rolex Datejust', 'Rolex Submariner Watch', 'Rolex Datejust Women'];
/** Men's and women's watches, and the Apple Watch (a smartwatch among the mobile accessories). */
const WATCHES = [
  'Brown Leather Belt Watch', 'Longines Master Collection', ...ROLEX, 'IWC Ingenieur Automatic Steel', 'Watch Gold for Women',
  "Women's Wrist Watch", 'Apple Watch Series 4 Gold',
];
const EARRINGS = ['Green Crystal Earring', 'Green Oval Earring', 'Tropical Earring'];
/** Sneakers, the Air Jordan (a 'basketball sneaker') and the Puma trainers. */
const SNEAKERS = ['Sports Sneakers Off White & Red', 'Sports Sneakers Off White Red', 'Nike Air Jordan 1 Red And Black', 'Puma Future Rider Trainers'];
/** The women's bags a shopper would carry as a handbag (not the backpack). */
const HANDBAGS = ["Blue Women's Handbag", 'Women Handbag Black', "Heshe Women's Leather Bag", 'Prada Women Bag'];
const MENS_SHIRTS = ['Blue & Black Check Shirt', 'Gigabyte Aorus Men Tshirt', 'Man Plaid Shirt', 'Man Short Sleeve Shirt', 'Men Check Shirt'];
/** Over-ear headphones, AirPods and the Beats earphones. */
const HEADPHONES = ['Apple AirPods Max Silver', 'Apple Airpods', 'Beats Flex Wireless Earphones'];
/** Dresses, frocks and the gown (not the corsets with skirts, not the suit). */
const DRESSES = ['Girl Summer Dress', 'Gray Dress', 'Tartan Dress', 'Dress Pea', 'Blue Frock', 'Short Frock', "Black Women's Gown"];
/** The fruit and everything of the Apple brand. */
const APPLE = [
  'Apple', 'Apple MacBook Pro 14 Inch Space Grey', 'Apple Airpods', 'Apple AirPods Max Silver', 'Apple Airpower Wireless Charger',
  'Apple HomePod Mini Cosmic Grey', 'Apple iPhone Charger', 'Apple MagSafe Battery Pack', 'Apple Watch Series 4 Gold',
  'iPhone 12 Silicone Case with MagSafe Plum', ...IPHONES, 'iPad Mini 2021 Starlight',
];
const CRICKET = ['Cricket Ball', 'Cricket Bat', 'Cricket Helmet', 'Cricket Wicket'];
const BLENDERS = ['Boxed Blender', 'Hand Blender'];
const KITCHEN_UTENSILS = [
  'Bamboo Spatula', 'Black Whisk', 'Fork', 'Spoon', 'Knife', 'Slotted Turner', 'Red Tongs', 'Wooden Rolling Pin', 'Yellow Peeler', 'Grater Black',
  'Egg Slicer', 'Fine Mesh Strainer', 'Kitchen Sieve', 'Citrus Squeezer Yellow',
];

export const DUMMYJSON_QUERIES: RelevanceQuery[] = [
  // plain: the words of a title, a brand or a category, as typed.
  { q: 'mascara', kind: 'plain', relevant: ['Essence Mascara Lash Princess'] },
  { q: 'kiwi', kind: 'plain', relevant: ['Kiwi'] },
  { q: 'honey', kind: 'plain', relevant: ['Honey Jar'] },
  { q: 'rice', kind: 'plain', relevant: ['Rice'] },
  { q: 'coffee', kind: 'plain', relevant: ['Nescafe Coffee'] },
  { q: 'dog food', kind: 'plain', relevant: ['Dog Food'] },
  { q: 'cat food', kind: 'plain', relevant: ['Cat Food'] },
  { q: 'protein powder', kind: 'plain', relevant: ['Protein Powder'] },
  { q: 'ice cream', kind: 'plain', relevant: ['Ice Cream'] },
  { q: 'tissue', kind: 'plain', relevant: ['Tissue Paper Box'] },
  { q: 'table lamp', kind: 'plain', relevant: ['Table Lamp'] },
  { q: 'chopping board', kind: 'plain', relevant: ['Chopping Board'] },
  { q: 'wok', kind: 'plain', relevant: ['Carbon Steel Wok'] },
  { q: 'handbag', kind: 'plain', relevant: HANDBAGS },
  { q: 'backpack', kind: 'plain', relevant: ['White Faux Leather Backpack'] },
  { q: 'skirt', kind: 'plain', relevant: ['Corset Leather With Skirt', 'Corset With Black Skirt'] },
  { q: 'cricket', kind: 'plain', relevant: CRICKET },
  { q: 'golf', kind: 'plain', relevant: ['Golf Ball', 'Iron Golf'] },
  { q: 'tennis', kind: 'plain', relevant: ['Tennis Ball', 'Tennis Racket'] },
  { q: 'baseball', kind: 'plain', relevant: ['Baseball Ball', 'Baseball Glove', 'Metal Baseball Bat', 'Nike Baseball Cleats'] },
  { q: 'smartphone', kind: 'plain', relevant: SMARTPHONES },
  { q: 'fragrance', kind: 'plain', relevant: FRAGRANCES },
  { q: 'rolex', kind: 'plain', relevant: ROLEX },
  { q: 'lenovo', kind: 'plain', relevant: ['Lenovo Yoga 920'] },
  { q: 'kawasaki', kind: 'plain', relevant: ['Kawasaki Z800'] },
  { q: 'moonphase', kind: 'plain', relevant: ['Rolex Cellini Moonphase'] },
  // 'iphone': the phones, and the accessories that name the iPhone.
  { q: 'iphone', kind: 'plain', relevant: [...IPHONES, ...IPHONE_ACCESSORIES] },
  // 'apple': the fruit or the brand, either is a right answer.
  { q: 'apple', kind: 'plain', relevant: APPLE },
  // 'charger': the phone chargers, or the Dodge 'Charger SXT RWD' (a car), either is a right answer.
  { q: 'charger', kind: 'plain', relevant: ['Apple Airpower Wireless Charger', 'Apple iPhone Charger', 'Charger SXT RWD'] },
  { q: 'phone charger', kind: 'plain', relevant: ['Apple iPhone Charger', 'Apple Airpower Wireless Charger'] },
  // plain, in capitals, with accents or a typographic apostrophe.
  { q: 'Nescafé', kind: 'plain', relevant: ['Nescafe Coffee'] },
  { q: 'IPHONE X', kind: 'plain', relevant: ['iPhone X'] },
  { q: 'ROLEX SUBMARINER', kind: 'plain', relevant: ['Rolex Submariner Watch'] },
  { q: 'Samsung Galaxy S10', kind: 'plain', relevant: ['Samsung Galaxy S10'] },
  { q: 'Dior J’adore', kind: 'plain', relevant: ["Dior J'adore"] },

  // plural: plural or singular where the title has the other form.
  { q: 'earrings', kind: 'plural', relevant: EARRINGS },
  { q: 'lipsticks', kind: 'plural', relevant: ['Red Lipstick'] },
  { q: 'strawberries', kind: 'plural', relevant: ['Strawberry'] },
  { q: 'golf balls', kind: 'plural', relevant: ['Golf Ball'] },
  { q: 'hand bags', kind: 'plural', relevant: HANDBAGS }, // also split: the titles say 'Handbag'
  { q: 'watches', kind: 'plural', relevant: WATCHES },
  { q: 'dresses', kind: 'plural', relevant: DRESSES },
  { q: 'sofas', kind: 'plural', relevant: ['Annibale Colombo Sofa'] },
  { q: 'beds', kind: 'plural', relevant: ['Annibale Colombo Bed'] },
  { q: 'chairs', kind: 'plural', relevant: ['Knoll Saarinen Executive Conference Chair'] },
  { q: 'knives', kind: 'plural', relevant: ['Knife'] },
  { q: 'spoons', kind: 'plural', relevant: ['Spoon'] },
  { q: 'forks', kind: 'plural', relevant: ['Fork'] },
  { q: 'plates', kind: 'plural', relevant: ['Plate'] },
  { q: 'cups', kind: 'plural', relevant: ['Black Aluminium Cup'] },
  { q: 'trays', kind: 'plural', relevant: ['Tray', 'Ice Cube Tray'] },
  { q: 'blenders', kind: 'plural', relevant: BLENDERS },
  { q: 'apples', kind: 'plural', relevant: ['Apple'] }, // the fruit
  { q: 'lemons', kind: 'plural', relevant: ['Lemon'] },
  { q: 'cucumbers', kind: 'plural', relevant: ['Cucumber'] },
  { q: 'potato', kind: 'plural', relevant: ['Potatoes'] },
  { q: 'onion', kind: 'plural', relevant: ['Red Onions'] },
  { q: 'egg', kind: 'plural', relevant: ['Eggs', 'Egg Slicer'] },
  { q: 'peppers', kind: 'plural', relevant: ['Green Bell Pepper', 'Green Chili Pepper'] },
  { q: 'steaks', kind: 'plural', relevant: ['Beef Steak', 'Fish Steak'] },
  { q: 'tennis balls', kind: 'plural', relevant: ['Tennis Ball'] },
  { q: 'cricket bats', kind: 'plural', relevant: ['Cricket Bat'] },
  { q: 'slippers', kind: 'plural', relevant: ['Black & Brown Slipper'] },
  { q: 'heels', kind: 'plural', relevant: ['Calvin Klein Heel Shoes'] },
  { q: 'laptops', kind: 'plural', relevant: LAPTOPS }, // two titles say 'Laptop', all are in 'laptops'
  { q: 'tablets', kind: 'plural', relevant: ['iPad Mini 2021 Starlight', 'Samsung Galaxy Tab S8 Plus Grey', 'Samsung Galaxy Tab White'] },
  // 'glasses': drinking glass or sunglasses, either is a right answer.
  { q: 'glasses', kind: 'plural', relevant: ['Glass', ...SUNGLASSES] },

  // typo: one typo in a word of 5 to 8 letters, up to two in a word of 9 or more.
  { q: 'lipstik', kind: 'typo', relevant: ['Red Lipstick'] },
  { q: 'nail polsh', kind: 'typo', relevant: ['Red Nail Polish'] },
  { q: 'iphon 13', kind: 'typo', relevant: ['iPhone 13 Pro'] },
  { q: 'macbok', kind: 'typo', relevant: ['Apple MacBook Pro 14 Inch Space Grey'] },
  { q: 'sneekers', kind: 'typo', relevant: SNEAKERS },
  { q: 'microwve', kind: 'typo', relevant: ['Microwave Oven'] },
  { q: 'earings', kind: 'typo', relevant: EARRINGS },
  { q: 'mascra', kind: 'typo', relevant: ['Essence Mascara Lash Princess'] },
  { q: 'fragance', kind: 'typo', relevant: FRAGRANCES },
  { q: 'samsnug', kind: 'typo', relevant: SAMSUNG },
  { q: 'samsung galxy', kind: 'typo', relevant: SAMSUNG },
  { q: 'headphnes', kind: 'typo', relevant: HEADPHONES },
  { q: 'sunglases', kind: 'typo', relevant: SUNGLASSES },
  { q: 'blendr', kind: 'typo', relevant: BLENDERS },
  { q: 'wathc', kind: 'typo', relevant: WATCHES },
  { q: 'baskteball', kind: 'typo', relevant: ['Basketball', 'Basketball Rim'] },
  { q: 'vollyball', kind: 'typo', relevant: ['Volleyball'] },
  { q: 'motorcyle', kind: 'typo', relevant: MOTORCYCLES },
  { q: 'strawbery', kind: 'typo', relevant: ['Strawberry'] },
  { q: 'chiken', kind: 'typo', relevant: ['Chicken Meat'] },
  { q: 'cofee', kind: 'typo', relevant: ['Nescafe Coffee'] },
  { q: 'potatos', kind: 'typo', relevant: ['Potatoes'] },
  { q: 'lenvo yoga', kind: 'typo', relevant: ['Lenovo Yoga 920'] },
  { q: 'protien powder', kind: 'typo', relevant: ['Protein Powder'] },
  { q: 'vaseline lotoin', kind: 'typo', relevant: ['Vaseline Men Body and Face Lotion'] },
  { q: 'tenis racket', kind: 'typo', relevant: ['Tennis Racket'] },
  { q: 'choping board', kind: 'typo', relevant: ['Chopping Board'] },
  { q: 'kawasaky', kind: 'typo', relevant: ['Kawasaki Z800'] },
  { q: 'longenes', kind: 'typo', relevant: ['Longines Master Collection'] },
  { q: 'rolex submarner', kind: 'typo', relevant: ['Rolex Submariner Watch'] },
  // typo: two typos in one long word (microwave, shuttlecock, headphones, moonphase).
  { q: 'mikrowve', kind: 'typo', relevant: ['Microwave Oven'] },
  { q: 'shutlecok', kind: 'typo', relevant: ['Feather Shuttlecock'] },
  { q: 'headfones', kind: 'typo', relevant: HEADPHONES },
  { q: 'rolex moonfase', kind: 'typo', relevant: ['Rolex Cellini Moonphase'] },

  // prefix: the last word still being typed.
  { q: 'mac', kind: 'prefix', relevant: ['Apple MacBook Pro 14 Inch Space Grey'] },
  { q: 'lapt', kind: 'prefix', relevant: LAPTOPS },
  { q: 'sams', kind: 'prefix', relevant: SAMSUNG },
  { q: 'chan', kind: 'prefix', relevant: ['Chanel Coco Noir Eau De'] },
  { q: 'iph', kind: 'prefix', relevant: [...IPHONES, ...IPHONE_ACCESSORIES] },
  { q: 'sungl', kind: 'prefix', relevant: SUNGLASSES },
  { q: 'strawb', kind: 'prefix', relevant: ['Strawberry'] },
  { q: 'blen', kind: 'prefix', relevant: BLENDERS },
  { q: 'kawa', kind: 'prefix', relevant: ['Kawasaki Z800'] },
  { q: 'micro', kind: 'prefix', relevant: ['Microwave Oven'] },
  { q: 'vase', kind: 'prefix', relevant: ['Vaseline Men Body and Face Lotion'] },
  { q: 'earr', kind: 'prefix', relevant: EARRINGS },
  { q: 'headph', kind: 'prefix', relevant: HEADPHONES },
  { q: 'pot', kind: 'prefix', relevant: ['Potatoes', 'Plant Pot', 'Silver Pot With Glass Cap'] },
  { q: 'nike jor', kind: 'prefix', relevant: ['Nike Air Jordan 1 Red And Black'] },
  { q: 'red lip', kind: 'prefix', relevant: ['Red Lipstick'] },
  { q: 'cricket hel', kind: 'prefix', relevant: ['Cricket Helmet'] },
  { q: 'shea but', kind: 'prefix', relevant: ['Olay Ultra Moisture Shea Butter Body Wash'] },
  { q: 'tennis rac', kind: 'prefix', relevant: ['Tennis Racket'] },
  { q: 'dell xp', kind: 'prefix', relevant: ['New DELL XPS 13 9300 Laptop'] },
  { q: 'gucci blo', kind: 'prefix', relevant: ['Gucci Bloom Eau de'] },

  // synonym: a word of the shop's synonym table that the product does not use.
  { q: 'perfume', kind: 'synonym', relevant: FRAGRANCES },
  { q: 'motorbike', kind: 'synonym', relevant: MOTORCYCLES },
  { q: 'tennis racquet', kind: 'synonym', relevant: ['Tennis Racket'] },
  { q: 'racquet', kind: 'synonym', relevant: ['Tennis Racket'] },
  { q: 'chilli', kind: 'synonym', relevant: ['Green Chili Pepper'] },
  { q: 'tee', kind: 'synonym', relevant: ['Gigabyte Aorus Men Tshirt'] },
  { q: 'shades', kind: 'synonym', relevant: SUNGLASSES },
  { q: 'spectacles', kind: 'synonym', relevant: SUNGLASSES },
  { q: 'trainers', kind: 'synonym', relevant: SNEAKERS },
  { q: 'sneakers', kind: 'synonym', relevant: SNEAKERS },
  { q: 'couch', kind: 'synonym', relevant: ['Annibale Colombo Sofa'] },
  { q: 'cellphone', kind: 'synonym', relevant: SMARTPHONES },
  { q: 'mobile phone', kind: 'synonym', relevant: SMARTPHONES },
  { q: 'notebook', kind: 'synonym', relevant: LAPTOPS },
  { q: 'earphones', kind: 'synonym', relevant: HEADPHONES },
  { q: 'earbuds', kind: 'synonym', relevant: ['Apple Airpods', 'Beats Flex Wireless Earphones'] },
  { q: 'purse', kind: 'synonym', relevant: HANDBAGS },
  { q: 'kitchen roll', kind: 'synonym', relevant: ['Tissue Paper Box'] },

  // brand: a brand and a kind of product.
  { q: 'dell laptop', kind: 'brand', relevant: ['New DELL XPS 13 9300 Laptop'] },
  { q: 'nike shoes', kind: 'brand', relevant: ['Nike Air Jordan 1 Red And Black', 'Nike Baseball Cleats'] },
  { q: 'rolex watches', kind: 'brand', relevant: ROLEX },
  { q: 'chanel perfume', kind: 'brand', relevant: ['Chanel Coco Noir Eau De'] },
  { q: 'iphone case', kind: 'brand', relevant: ['iPhone 12 Silicone Case with MagSafe Plum'] },
  { q: 'apple laptop', kind: 'brand', relevant: ['Apple MacBook Pro 14 Inch Space Grey'] },
  { q: 'apple watch', kind: 'brand', relevant: ['Apple Watch Series 4 Gold'] },
  { q: 'apple headphones', kind: 'brand', relevant: ['Apple AirPods Max Silver', 'Apple Airpods'] },
  { q: 'samsung phone', kind: 'brand', relevant: SAMSUNG_PHONES },
  { q: 'samsung mobile', kind: 'brand', relevant: SAMSUNG_PHONES },
  { q: 'samsung tablet', kind: 'brand', relevant: ['Samsung Galaxy Tab S8 Plus Grey', 'Samsung Galaxy Tab White'] },
  { q: 'oppo phone', kind: 'brand', relevant: ['Oppo A57', 'Oppo F19 Pro Plus', 'Oppo K1'] },
  { q: 'vivo phone', kind: 'brand', relevant: ['Vivo S1', 'Vivo V9', 'Vivo X21'] },
  { q: 'realme', kind: 'brand', relevant: ['Realme C35', 'Realme X', 'Realme XT'] },
  { q: 'huawei laptop', kind: 'brand', relevant: ['Huawei Matebook X Pro'] },
  { q: 'lenovo laptop', kind: 'brand', relevant: ['Lenovo Yoga 920'] },
  { q: 'asus laptop', kind: 'brand', relevant: ['Asus Zenbook Pro Dual Screen Laptop'] },
  { q: 'calvin klein perfume', kind: 'brand', relevant: ['Calvin Klein CK One'] },
  { q: 'calvin klein shoes', kind: 'brand', relevant: ['Calvin Klein Heel Shoes'] },
  { q: 'gucci perfume', kind: 'brand', relevant: ['Gucci Bloom Eau de'] },
  { q: 'dior perfume', kind: 'brand', relevant: ["Dior J'adore"] },
  { q: 'prada bag', kind: 'brand', relevant: ['Prada Women Bag'] },
  { q: 'puma trainers', kind: 'brand', relevant: ['Puma Future Rider Trainers'] },
  { q: 'olay body wash', kind: 'brand', relevant: ['Olay Ultra Moisture Shea Butter Body Wash'] },
  { q: 'beats earphones', kind: 'brand', relevant: ['Beats Flex Wireless Earphones'] },
  { q: 'longines watch', kind: 'brand', relevant: ['Longines Master Collection'] },
  { q: 'kawasaki motorbike', kind: 'brand', relevant: ['Kawasaki Z800'] },
  { q: 'dodge car', kind: 'brand', relevant: ['Charger SXT RWD', 'Dodge Hornet GT Plus', 'Durango SXT RWD'] },
  { q: 'dodge charger', kind: 'brand', relevant: ['Charger SXT RWD'] },

  // joined-split: one word typed as two, or two as one.
  { q: 'air pods', kind: 'joined-split', relevant: ['Apple Airpods', 'Apple AirPods Max Silver'] },
  { q: 'sunglasses', kind: 'joined-split', relevant: SUNGLASSES }, // 'Black Sun Glasses', 'Classic Sun Glasses'...
  { q: 'sun glasses', kind: 'joined-split', relevant: SUNGLASSES },
  { q: 't shirt', kind: 'joined-split', relevant: ['Gigabyte Aorus Men Tshirt'] },
  { q: 'tshirt', kind: 'joined-split', relevant: ['Gigabyte Aorus Men Tshirt'] }, // tagged "men's t-shirts"
  { q: 'mac book', kind: 'joined-split', relevant: ['Apple MacBook Pro 14 Inch Space Grey'] },
  { q: 'zen book', kind: 'joined-split', relevant: ['Asus Zenbook Pro Dual Screen Laptop'] },
  { q: 'mate book', kind: 'joined-split', relevant: ['Huawei Matebook X Pro'] },
  { q: 'home pod', kind: 'joined-split', relevant: ['Apple HomePod Mini Cosmic Grey'] },
  { q: 'mag safe', kind: 'joined-split', relevant: ['Apple MagSafe Battery Pack', 'iPhone 12 Silicone Case with MagSafe Plum'] },
  { q: 'icecream', kind: 'joined-split', relevant: ['Ice Cream'] },
  { q: 'lunchbox', kind: 'joined-split', relevant: ['Lunch Box'] },
  { q: 'eye shadow', kind: 'joined-split', relevant: ['Eyeshadow Palette with Mirror'] },
  { q: 'foot ball', kind: 'joined-split', relevant: ['Football', 'American Football'] },
  { q: 'basket ball', kind: 'joined-split', relevant: ['Basketball'] },
  { q: 'volley ball', kind: 'joined-split', relevant: ['Volleyball'] },
  { q: 'shuttle cock', kind: 'joined-split', relevant: ['Feather Shuttlecock'] },
  { q: 'sport bike', kind: 'joined-split', relevant: ['Sportbike Motorcycle', 'Kawasaki Z800', 'MotoGP CI.H1'] }, // all tagged 'sportbikes'
  { q: 'moon phase', kind: 'joined-split', relevant: ['Rolex Cellini Moonphase'] },
  { q: 'jadore', kind: 'joined-split', relevant: ["Dior J'adore"] },

  // word-order: the words of a title in another order, or apart.
  { q: 'shirt men', kind: 'word-order', relevant: MENS_SHIRTS },
  { q: 'body lotion', kind: 'word-order', relevant: ['Vaseline Men Body and Face Lotion'] },
  { q: 'pepper green', kind: 'word-order', relevant: ['Green Bell Pepper', 'Green Chili Pepper'] },
  { q: 'steak beef', kind: 'word-order', relevant: ['Beef Steak'] },
  { q: 'blender hand', kind: 'word-order', relevant: ['Hand Blender'] },
  { q: 'earring green', kind: 'word-order', relevant: ['Green Crystal Earring', 'Green Oval Earring'] },
  { q: 'table bedside', kind: 'word-order', relevant: ['Bedside Table African Cherry'] },
  { q: 'frame photo', kind: 'word-order', relevant: ['Family Tree Photo Frame'] },
  { q: 'sink bathroom', kind: 'word-order', relevant: ['Wooden Bathroom Sink With Mirror'] },
  { q: 'pro macbook', kind: 'word-order', relevant: ['Apple MacBook Pro 14 Inch Space Grey'] },
  { q: 'galaxy samsung s10', kind: 'word-order', relevant: ['Samsung Galaxy S10'] },
  { q: 'watch submariner rolex', kind: 'word-order', relevant: ['Rolex Submariner Watch'] },
  { q: 'dial black rolex', kind: 'word-order', relevant: ['Rolex Cellini Date Black Dial'] },
  { q: 'glasses sun black', kind: 'word-order', relevant: ['Black Sun Glasses'] },
  { q: 'handbag black women', kind: 'word-order', relevant: ['Women Handbag Black'] },
  // 'shoes red': red shoes and the red sneakers.
  { q: 'shoes red', kind: 'word-order', relevant: ['Red Shoes', 'Nike Air Jordan 1 Red And Black', 'Sports Sneakers Off White & Red', 'Sports Sneakers Off White Red'] },

  // description: words found only in the description, the tags or the category.
  { q: 'frying pan', kind: 'description', relevant: ['Pan', 'Carbon Steel Wok'] }, // the wok is 'a versatile cooking pan'
  { q: 'sauté pan', kind: 'description', relevant: ['Pan', 'Carbon Steel Wok'] },
  { q: 'cheese grater', kind: 'description', relevant: ['Grater Black'] },
  { q: 'cutting board', kind: 'description', relevant: ['Chopping Board'] },
  { q: 'utensils', kind: 'description', relevant: KITCHEN_UTENSILS },
  { q: 'smart speaker', kind: 'description', relevant: ['Amazon Echo Plus', 'Apple HomePod Mini Cosmic Grey'] },
  { q: 'alexa', kind: 'description', relevant: ['Amazon Echo Plus'] },
  { q: 'power bank', kind: 'description', relevant: ['Apple MagSafe Battery Pack'] },
  { q: 'smartwatch', kind: 'description', relevant: ['Apple Watch Series 4 Gold'] },
  { q: 'noise cancelling headphones', kind: 'description', relevant: ['Apple AirPods Max Silver'] },
  { q: 'retina display', kind: 'description', relevant: ['Apple MacBook Pro 14 Inch Space Grey', 'iPad Mini 2021 Starlight', 'Apple Watch Series 4 Gold'] },
  { q: 'soccer ball', kind: 'description', relevant: ['Football'] },
  { q: 'badminton', kind: 'description', relevant: ['Feather Shuttlecock'] },
  { q: 'dive watch', kind: 'description', relevant: ['Rolex Submariner Watch'] },
  // 'luxury watch': the watches tagged 'luxury watches', and the gold one its description calls luxury.
  { q: 'luxury watch', kind: 'description', relevant: ['Longines Master Collection', ...ROLEX, 'IWC Ingenieur Automatic Steel', 'Watch Gold for Women'] },
  { q: 'sandalwood', kind: 'description', relevant: ['Chanel Coco Noir Eau De'] },
  { q: 'jasmine', kind: 'description', relevant: ["Dior J'adore", 'Dolce Shine Eau de', 'Gucci Bloom Eau de'] },
  { q: 'bed frame', kind: 'description', relevant: ['Annibale Colombo Bed'] },
  { q: 'pet food', kind: 'description', relevant: ['Cat Food', 'Dog Food'] },
  { q: 'sedan', kind: 'description', relevant: ['300 Touring', 'Charger SXT RWD'] },
  { q: 'suv', kind: 'description', relevant: ['Durango SXT RWD'] },
  { q: 'hatchback', kind: 'description', relevant: ['Dodge Hornet GT Plus'] },
  { q: 'minivan', kind: 'description', relevant: ['Pacifica Touring'] },

  // price: a product's price exactly as the catalog gives it.
  { q: '1899.99', kind: 'price', relevant: ['Annibale Colombo Bed'] },
  { q: '2499.99', kind: 'price', relevant: ['Annibale Colombo Sofa'] },
  { q: '8999.99', kind: 'price', relevant: ['Rolex Cellini Date Black Dial', 'Kawasaki Z800'] }, // two products share it
  { q: '12999.99', kind: 'price', relevant: ['Rolex Cellini Moonphase'] }, // the men's one; the women's costs 15999.99
  { q: '13999.99', kind: 'price', relevant: ['Rolex Submariner Watch'] },
  { q: '549.99', kind: 'price', relevant: ['Apple AirPods Max Silver'] },
  { q: '28999.99', kind: 'price', relevant: ['300 Touring'] },
  { q: '0.79', kind: 'price', relevant: ['Lemon'] },

  // none: nonsense, or things the shop does not sell.
  { q: 'xylophone', kind: 'none', relevant: [] },
  { q: 'qwzxv', kind: 'none', relevant: [] },
  { q: 'lawn mower', kind: 'none', relevant: [] },
  { q: 'trampoline', kind: 'none', relevant: [] },
  { q: 'guitar', kind: 'none', relevant: [] },
  { q: 'snowboard', kind: 'none', relevant: [] },
  { q: 'umbrella', kind: 'none', relevant: [] },
  { q: 'fridge', kind: 'none', relevant: [] },
];

/** The generated catalog the GENERATED_QUERIES were written against. */
export const GENERATED_CATALOG = { count: 2000, seed: 7 } as const;

export const GENERATED_QUERIES: RelevanceQuery[] = [
  // plural: plural or singular where the titles have the other form.
  // 'brow pencils': titles with "Brow Pencil" (5).
  { q: 'brow pencils', kind: 'plural', relevant: [
    'Long-Wear Brow Pencil Soft Brown', 'Kora Cosmetics Long-Wear Brow Pencil Taupe', 'Shimmer Brow Pencil Dark Brown',
    'Adaeze Beauty Cream Brow Pencil Dark Brown', 'Cream Brow Pencil Taupe',
  ] },
  // 'dresses': every womens-dresses product (dresses and evening gowns, all tagged 'dresses'); not the men's 'Dress Shirt's nor the 'Dress …' watches (80).
  { q: 'dresses', kind: 'plural', relevant: [
    'Velvet Maxi Dress Fuchsia', 'Jersey Shift Dress Emerald', 'Chiffon Evening Gown Royal Blue', 'Loom Lagos Ankara Print Evening Gown Navy',
    'Lace Bodycon Dress Wine', 'Floral Kaftan Dress Fuchsia', 'Sequin Shirt Dress Navy', 'Chiffon Kaftan Dress Wine', 'Floral Midi Dress Mustard',
    'Chiffon Evening Gown Wine', 'Lace Midi Dress Mustard', 'Chiffon Evening Gown Champagne', 'Satin Maxi Dress Navy',
    'Loom Lagos Lace Shift Dress Black', 'Ivy & Ada Adire Maxi Dress Emerald', 'Adire Maxi Dress Emerald', 'Sequin Maxi Dress Champagne',
    'Satin A-Line Dress Coral', 'Linen Shirt Dress Black', 'Sequin Midi Dress Fuchsia', 'Pleated Slip Dress Champagne',
    'Loom Lagos Evening Gown Fuchsia', 'Pleated Midi Dress Royal Blue', 'Lace Midi Dress Royal Blue', 'Jersey Kaftan Dress Wine',
    'Loom Lagos Midi Dress Ivory', 'Ankara Print Midi Dress Ivory', 'Ankara Print Evening Gown Wine', 'Celeste Kaftan Dress Royal Blue',
    'Linen Slip Dress Fuchsia', 'Lace Shirt Dress Navy', 'Adire Maxi Dress Black', 'Floral Kaftan Dress Coral', 'Celeste Shirt Dress Coral',
    'Chiffon Bodycon Dress Fuchsia', 'Loom Lagos Midi Dress Coral', 'Adire Shirt Dress Ivory', 'Loom Lagos Midi Dress Black',
    'Satin A-Line Dress Navy', 'Satin Evening Gown Emerald', 'Chiffon Slip Dress Royal Blue', 'Polka Dot Wrap Dress Mustard',
    'Adire Midi Dress Wine', 'Jersey Midi Dress Coral', 'Lace Maxi Dress Emerald', 'Satin Slip Dress Navy', 'Chiffon Shirt Dress Navy',
    'Sequin Maxi Dress Emerald', 'Chiffon Kaftan Dress Ivory', 'Sequin Shirt Dress Wine', 'Pleated Wrap Dress Emerald', 'Linen Shift Dress Navy',
    'Satin Kaftan Dress Emerald', 'Pleated Shirt Dress Fuchsia', 'Ankara Print Slip Dress Black', 'Sequin Maxi Dress Mustard',
    'Pleated Maxi Dress Fuchsia', 'Adire Kaftan Dress Emerald', 'Floral Slip Dress Royal Blue', 'Ivy & Ada Pleated Slip Dress Royal Blue',
    'Linen Shift Dress Mustard', 'Velvet Shirt Dress Teal', 'Loom Lagos Shift Dress Fuchsia', 'Pleated Slip Dress Teal',
    'Sequin Kaftan Dress Emerald', 'Lace A-Line Dress Navy', 'Linen Shift Dress Wine', 'Polka Dot Wrap Dress Black',
    'Ankara Print Bodycon Dress Fuchsia', 'Sequin Bodycon Dress Ivory', 'Polka Dot Shirt Dress Teal', 'Sequin Midi Dress Wine',
    'Velvet Shirt Dress Royal Blue', 'Ankara Print Slip Dress Champagne', 'Chiffon Maxi Dress Emerald', 'Floral Shift Dress Black',
    'Floral Maxi Dress Emerald', 'Sequin Evening Gown Navy', 'Jersey Midi Dress Teal', 'Linen Maxi Dress Wine',
  ] },
  // 'lipsticks': titles with "Lipstick" (8).
  { q: 'lipsticks', kind: 'plural', relevant: [
    'Petalwise Waterproof Lipstick Berry', 'Cream Lipstick Fig', 'Soft Focus Lipstick Peach', 'Silk Lipstick Fig', 'Lumen Hydrating Lipstick Cocoa',
    'Cream Lipstick Mauve', 'Nuvi Long-Wear Lipstick Mauve', 'Waterproof Lipstick Peach',
  ] },
  // 'kettles': titles with the word "Kettle" (not Kettlebell) (6).
  { q: 'kettles', kind: 'plural', relevant: [
    'Stainless Steel Kettle Black', 'Copper Kettle Cream', 'Copper Kettle Slate Blue', 'Bukka Home Carbon Steel Kettle White',
    'Iron & Ash Kettle Slate Blue', 'Copper Kettle Graphite',
  ] },
  // 'wardrobes': titles with "Wardrobe" (6).
  { q: 'wardrobes', kind: 'plural', relevant: [
    'Casa Verde Teak Wardrobe Olive', 'Lagos Living Wardrobe Charcoal', 'Oak Wardrobe Charcoal', 'Oakridge Solid Pine Wardrobe Olive',
    'Ash Wood Wardrobe Terracotta', 'Solid Pine Wardrobe Espresso',
  ] },
  // 'frying pans': titles with "Frying Pan" (4).
  { q: 'frying pans', kind: 'plural', relevant: [
    'Carbon Steel Frying Pan 20cm', 'Enamel Frying Pan 24cm', 'Enamel Frying Pan 20cm', 'Carbon Steel Frying Pan 32cm',
  ] },
  // 'tomato': titles with "Tomatoes" or "Tomato" (paste) (9).
  { q: 'tomato', kind: 'plural', relevant: [
    'Select Tomatoes 2kg', 'Organic Tomatoes 2kg', 'Fresh Tomato Paste 1kg Jar', 'Organic Tomatoes 500g', 'Select Tomatoes 500g',
    'Wholesome Tomatoes 500g', 'Everyday Tomatoes 1kg', 'Savanna Pantry Tomatoes 1kg', 'Country Tomato Paste 340g Jar',
  ] },
  // 'oranges': the fruit: grocery titles with "Oranges" (not the juice, not orange-coloured goods) (7).
  { q: 'oranges', kind: 'plural', relevant: [
    'Select Oranges 2kg', 'Select Oranges 500g', 'Premium Oranges 500g', 'Country Oranges 500g', 'Fresh Oranges 1kg',
    'Mama Nkechi Market Oranges 1kg', 'Riverbend Farms Oranges 1kg',
  ] },
  // 'necklaces': titles with "Necklace" (17).
  { q: 'necklaces', kind: 'plural', relevant: [
    'Coralline Bead Necklace Silver', 'Coral Chain Necklace Silver', 'Beaded Pendant Necklace Onyx', 'Gold-Plated Bead Necklace Onyx',
    'Filigree Chain Necklace Onyx', 'Filigree Pendant Necklace Sapphire', 'Crystal Pendant Necklace Silver', 'Hammered Bead Necklace Rose',
    'Rose Gold Bead Necklace Ivory', 'Rose Gold Chain Necklace Sapphire', 'Sterling Silver Bead Necklace Opal', 'Hammered Bead Necklace Jade',
    'Hammered Pendant Necklace Sapphire', 'Hammered Bead Necklace Gold', 'Oba Gems Rose Gold Bead Necklace Opal',
    'Gold-Plated Chain Necklace Sapphire', 'Gold-Plated Chain Necklace Ruby Red',
  ] },

  // typo: one typo in a word of 5 to 8 letters, two in a word of 9 or more (mosturizer).
  // 'moisturizer': titles with "Moisturiser" (US spelling, 1 substitution) (11).
  { q: 'moisturizer', kind: 'typo', relevant: [
    'Summer Glow Tinted Moisturiser', 'Clarity Botanics Face Moisturiser 15ml', 'Oyin Naturals Aloe Vera Face Moisturiser 15ml',
    'Oyin Naturals Niacinamide Face Moisturiser 50ml', 'Shea & Stone Face Moisturiser 400ml', 'Oyin Naturals Aloe Vera Face Moisturiser 30ml',
    'Rosehip Face Moisturiser 15ml', 'Vitamin C Face Moisturiser 15ml', 'Hyaluronic Face Moisturiser 100ml', 'Charcoal Face Moisturiser 150ml',
    'Vitamin C Face Moisturiser 400ml',
  ] },
  // 'mosturizer': titles with "Moisturiser" (2 typos in an 11-letter word) (11).
  { q: 'mosturizer', kind: 'typo', relevant: [
    'Summer Glow Tinted Moisturiser', 'Clarity Botanics Face Moisturiser 15ml', 'Oyin Naturals Aloe Vera Face Moisturiser 15ml',
    'Oyin Naturals Niacinamide Face Moisturiser 50ml', 'Shea & Stone Face Moisturiser 400ml', 'Oyin Naturals Aloe Vera Face Moisturiser 30ml',
    'Rosehip Face Moisturiser 15ml', 'Vitamin C Face Moisturiser 15ml', 'Hyaluronic Face Moisturiser 100ml', 'Charcoal Face Moisturiser 150ml',
    'Vitamin C Face Moisturiser 400ml',
  ] },
  // 'chelsae boots': titles with "Chelsea Boots" (11).
  { q: 'chelsae boots', kind: 'typo', relevant: [
    'Canvas Chelsea Boots White', 'Tundra & Co Retro Chelsea Boots Chocolate', 'Lightweight Chelsea Boots Chocolate',
    'Obi Cobblers Chelsea Boots Oxblood', 'Pacer Lightweight Chelsea Boots Oxblood', 'Pacer Leather Chelsea Boots Olive',
    'Knit Chelsea Boots Chocolate', 'Tundra & Co Chelsea Boots White', 'Stride Chelsea Boots Grey', 'Kinetica Suede Chelsea Boots Navy',
    'Tundra & Co Chelsea Boots Chocolate',
  ] },
  // 'sunscren': titles with "Sunscreen" (8).
  { q: 'sunscren', kind: 'typo', relevant: [
    'Vitamin C Sunscreen SPF 50 150ml', 'Clarity Botanics Sunscreen SPF 50 50ml', 'Ceramide Sunscreen SPF 50 30ml',
    'Hyaluronic Sunscreen SPF 50 150ml', 'Oyin Naturals Rosehip Sunscreen SPF 50 100ml', 'Moringa Co Sunscreen SPF 50 250ml',
    'Niacinamide Sunscreen SPF 50 30ml', 'Purelle Sunscreen SPF 50 15ml',
  ] },
  // 'blutooth speaker': titles with "Bluetooth Speaker" (9).
  { q: 'blutooth speaker', kind: 'typo', relevant: [
    'Kite Audio Noise-Cancelling Bluetooth Speaker White', 'Chargely Slim Bluetooth Speaker Coral', 'Volt Lagos Fast-Charge Bluetooth Speaker Sage',
    'Ampli Bluetooth Speaker Lilac', 'Volt Lagos Rugged Bluetooth Speaker Black', 'Kite Audio Bluetooth Speaker Lilac',
    'Noise-Cancelling Bluetooth Speaker Midnight Blue', 'Soundmarsh Bluetooth Speaker White', 'Soundmarsh Compact Bluetooth Speaker White',
  ] },
  // 'ketlebell': titles with "Kettlebell" (6).
  { q: 'ketlebell', kind: 'typo', relevant: [
    'Pro Kettlebell 5kg', 'Pro Kettlebell 10kg', 'Eagle Sports Club Kettlebell 16kg', 'Lightweight Kettlebell 16kg', 'Training Kettlebell 5kg',
    'Eagle Sports Kettlebell 16kg',
  ] },
  // 'stileto pumps': titles with "Stiletto Pumps" (5).
  { q: 'stileto pumps', kind: 'typo', relevant: [
    'Strappy Stiletto Pumps Leopard', 'Kinetica Pointed Stiletto Pumps Gold', 'Eko Soles Stiletto Pumps Nude', 'Embellished Stiletto Pumps White',
    'Stella Ross Embellished Stiletto Pumps Black',
  ] },
  // 'aviater sunglasses': titles with "Aviator Sunglasses" (6).
  { q: 'aviater sunglasses', kind: 'typo', relevant: [
    'Mirrored Aviator Sunglasses Grey Lens', 'Matte Black Aviator Sunglasses Silver Mirror', 'Lido Gradient Aviator Sunglasses Green Lens',
    'Solace Matte Black Aviator Sunglasses Rose Lens', 'Vintage Aviator Sunglasses Brown Lens', 'Corsa Aviator Sunglasses Grey Lens',
  ] },
  // 'dumbell set': titles with "Dumbbell Set" (8).
  { q: 'dumbell set', kind: 'typo', relevant: [
    'Peakform Premium Dumbbell Set 10kg', 'Pro Dumbbell Set 20kg', 'Padded Dumbbell Set 16kg', 'Velo Padded Dumbbell Set 5kg',
    'Training Dumbbell Set 16kg', 'Pro Dumbbell Set 10kg', 'Lightweight Dumbbell Set 10kg', 'Lightweight Dumbbell Set 16kg',
  ] },
  // 'charm braclet': titles with "Charm Bracelet" (not the bracelet watches) (6).
  { q: 'charm braclet', kind: 'typo', relevant: [
    'Filigree Charm Bracelet Silver', 'Pearl Charm Bracelet Opal', 'Pearl Charm Bracelet Ruby Red', 'Hammered Charm Bracelet Silver',
    'Crystal Charm Bracelet Opal', 'Beaded Charm Bracelet Gold',
  ] },

  // brand: a brand and a kind of product (several brands make more than one kind, and some brand names share a first word).
  // 'kinetica sandals': Kinetica titles with "Sandals" (4).
  { q: 'kinetica sandals', kind: 'brand', relevant: [
    'Kinetica Canvas Leather Sandals Chocolate', 'Kinetica Flat Sandals Tan', 'Kinetica Pointed Wedge Sandals Blush', 'Kinetica Flat Sandals Blush',
  ] },
  // 'zenbyte laptop': Zenbyte laptops (Zenbyte also makes tablets) (18).
  { q: 'zenbyte laptop', kind: 'brand', relevant: [
    'Zenbyte Nimbus 14 Max 32GB 2TB', 'Zenbyte Nimbus 14 Plus 16GB 512GB', 'Zenbyte Pulse 13 Max 32GB 2TB', 'Zenbyte Blade 16 Pro 16GB 1TB',
    'Zenbyte Aero 13 16GB 512GB', 'Zenbyte Summit 15 Max 32GB 2TB', 'Zenbyte Aero 15 16GB 1TB', 'Zenbyte Studio 15 Pro 32GB 2TB',
    'Zenbyte Aero 14 8GB 256GB', 'Zenbyte Blade 14 Plus 32GB 1TB', 'Zenbyte Pulse 13 16GB 1TB', 'Zenbyte Pulse 13 Plus 16GB 1TB',
    'Zenbyte Vector 13 Max 32GB 2TB', 'Zenbyte Studio 13 8GB 256GB', 'Zenbyte Flex 13 8GB 256GB', 'Zenbyte Summit 15 Plus 16GB 512GB',
    'Zenbyte Studio 15 Pro 16GB 1TB', 'Zenbyte Blade 14 16GB 512GB',
  ] },
  // 'nexa tablet': Nexa tablets (Nexa also makes phones) (14).
  { q: 'nexa tablet', kind: 'brand', relevant: [
    'Nexa Tab Plus 10.9 256GB Cellular', 'Nexa Folio Plus 13 512GB Wi-Fi', 'Nexa Slate 12.4 512GB Wi-Fi', 'Nexa Canvas Mini 11 256GB Wi-Fi',
    'Nexa Tab Plus 11 512GB Wi-Fi', 'Nexa Tab Plus 8.3 512GB Wi-Fi', 'Nexa Note Plus 13 256GB Cellular', 'Nexa Pad Pro 8.3 512GB Cellular',
    'Nexa Folio Plus 13 512GB Cellular', 'Nexa Note Mini 12.4 64GB Cellular', 'Nexa Slate Pro 13 512GB Cellular', 'Nexa Folio Mini 11 256GB Wi-Fi',
    'Nexa Note 11 256GB Cellular', 'Nexa Folio Plus 13 256GB Wi-Fi',
  ] },
  // 'kite phone': Kite smartphones (not Kite tablets, not the 'Kite Audio' accessories) (11).
  { q: 'kite phone', kind: 'brand', relevant: [
    'Kite Edge 7 Pro 1TB Mint', 'Kite Aura 15 128GB Ocean Blue', 'Kite Nova 5 Lite 256GB Titanium', 'Kite Spark 5 Ultra 1TB Midnight',
    'Kite Pulse 8 512GB Titanium', 'Kite Aura 15 Pro 512GB Midnight', 'Kite Volt 14 Plus 512GB Starlight', 'Kite Edge 4 Plus 512GB Mint',
    'Kite Zen 5 Pro 1TB Sunset Orange', 'Kite Nova 11 Lite 64GB Mint', 'Kite Nova 11 Plus 512GB Graphite',
  ] },
  // 'harmattan sunglasses': every Harmattan Eyewear product (10).
  { q: 'harmattan sunglasses', kind: 'brand', relevant: [
    'Harmattan Eyewear Round Sunglasses Blue Mirror', 'Harmattan Eyewear Tortoiseshell Sport Wrap Sunglasses Rose Lens',
    'Harmattan Eyewear Square Sunglasses Amber Lens', 'Harmattan Eyewear Mirrored Round Sunglasses Brown Lens',
    'Harmattan Eyewear Shield Sunglasses Silver Mirror', 'Harmattan Eyewear Polarised Sport Wrap Sunglasses Grey Lens',
    'Harmattan Eyewear Matte Black Square Sunglasses Amber Lens', 'Harmattan Eyewear Vintage Oversized Sunglasses Silver Mirror',
    'Harmattan Eyewear Tortoiseshell Square Sunglasses Rose Lens', 'Harmattan Eyewear Tortoiseshell Oversized Sunglasses Silver Mirror',
  ] },
  // 'oba gems earrings': Oba Gems titles with "Earrings" (4).
  { q: 'oba gems earrings', kind: 'brand', relevant: [
    'Oba Gems Stud Earrings Onyx', 'Oba Gems Drop Earrings Opal', 'Oba Gems Emerald Hoop Earrings Jade', 'Oba Gems Pearl Hoop Earrings Sapphire',
  ] },
  // 'loom lagos dress': Loom Lagos dresses and gowns (not its tops) (7).
  { q: 'loom lagos dress', kind: 'brand', relevant: [
    'Loom Lagos Ankara Print Evening Gown Navy', 'Loom Lagos Lace Shift Dress Black', 'Loom Lagos Evening Gown Fuchsia',
    'Loom Lagos Midi Dress Ivory', 'Loom Lagos Midi Dress Coral', 'Loom Lagos Midi Dress Black', 'Loom Lagos Shift Dress Fuchsia',
  ] },
  // 'okada works motorcycle': every Okada Works product (8).
  { q: 'okada works motorcycle', kind: 'brand', relevant: [
    'Okada Works RX 650 Cruiser', 'Okada Works Nomad 900 Scrambler', 'Okada Works RX 150 Adventure', 'Okada Works Nomad 400 Cruiser',
    'Okada Works Vandal 150 Sport', 'Okada Works Storm 250 Cruiser', 'Okada Works Onyx 125 Sport', 'Okada Works Storm 400 Adventure',
  ] },
  // 'kestrel motorbike': Kestrel Moto motorcycles (not the 'Kestrel' laptops) (8).
  { q: 'kestrel motorbike', kind: 'brand', relevant: [
    'Kestrel Moto Cobra 650 Sport', 'Kestrel Moto Drift 125 Touring', 'Kestrel Moto RX 900 Cruiser', 'Kestrel Moto Apex 250 Touring',
    'Kestrel Moto Falcon 250 Street', 'Kestrel Moto RX 650 Sport', 'Kestrel Moto Storm 1000 Cruiser', 'Kestrel Moto RX 250 Scrambler',
  ] },

  // prefix: the last word still being typed.
  // 'chelsea bo': titles with "Chelsea Boots" (11).
  { q: 'chelsea bo', kind: 'prefix', relevant: [
    'Canvas Chelsea Boots White', 'Tundra & Co Retro Chelsea Boots Chocolate', 'Lightweight Chelsea Boots Chocolate',
    'Obi Cobblers Chelsea Boots Oxblood', 'Pacer Lightweight Chelsea Boots Oxblood', 'Pacer Leather Chelsea Boots Olive',
    'Knit Chelsea Boots Chocolate', 'Tundra & Co Chelsea Boots White', 'Stride Chelsea Boots Grey', 'Kinetica Suede Chelsea Boots Navy',
    'Tundra & Co Chelsea Boots Chocolate',
  ] },
  // 'okad': every Okada Works product (8).
  { q: 'okad', kind: 'prefix', relevant: [
    'Okada Works RX 650 Cruiser', 'Okada Works Nomad 900 Scrambler', 'Okada Works RX 150 Adventure', 'Okada Works Nomad 400 Cruiser',
    'Okada Works Vandal 150 Sport', 'Okada Works Storm 250 Cruiser', 'Okada Works Onyx 125 Sport', 'Okada Works Storm 400 Adventure',
  ] },
  // 'bluet': titles with "Bluetooth" (9).
  { q: 'bluet', kind: 'prefix', relevant: [
    'Kite Audio Noise-Cancelling Bluetooth Speaker White', 'Chargely Slim Bluetooth Speaker Coral', 'Volt Lagos Fast-Charge Bluetooth Speaker Sage',
    'Ampli Bluetooth Speaker Lilac', 'Volt Lagos Rugged Bluetooth Speaker Black', 'Kite Audio Bluetooth Speaker Lilac',
    'Noise-Cancelling Bluetooth Speaker Midnight Blue', 'Soundmarsh Bluetooth Speaker White', 'Soundmarsh Compact Bluetooth Speaker White',
  ] },
  // 'aviat': titles with "Aviator" (6).
  { q: 'aviat', kind: 'prefix', relevant: [
    'Mirrored Aviator Sunglasses Grey Lens', 'Matte Black Aviator Sunglasses Silver Mirror', 'Lido Gradient Aviator Sunglasses Green Lens',
    'Solace Matte Black Aviator Sunglasses Rose Lens', 'Vintage Aviator Sunglasses Brown Lens', 'Corsa Aviator Sunglasses Grey Lens',
  ] },
  // 'mandarin coll': titles with "Mandarin Collar" (8).
  { q: 'mandarin coll', kind: 'prefix', relevant: [
    'Mandarin Collar Linen Shirt Charcoal', 'Mandarin Collar Denim Shirt Burgundy', 'Mandarin Collar Overshirt Charcoal',
    'Mandarin Collar Dashiki Shirt White', 'Mandarin Collar Linen Shirt Sky Blue', 'Eko Threads Mandarin Collar Oxford Shirt Navy',
    'Mandarin Collar Henley Mustard', 'Mandarin Collar Henley Forest Green',
  ] },
  // 'jollof ri': titles with "Jollof Rice" (5).
  { q: 'jollof ri', kind: 'prefix', relevant: [
    'Premium Jollof Rice Mix 2kg', 'Select Jollof Rice Mix 2kg', 'Mama Nkechi Jollof Rice Mix 10kg', 'Select Jollof Rice Mix 10kg',
    'Wholesome Jollof Rice Mix 10kg',
  ] },

  // word-order: the words of a title in another order.
  // 'dress maxi': titles with "Maxi Dress" (13).
  { q: 'dress maxi', kind: 'word-order', relevant: [
    'Velvet Maxi Dress Fuchsia', 'Satin Maxi Dress Navy', 'Ivy & Ada Adire Maxi Dress Emerald', 'Adire Maxi Dress Emerald',
    'Sequin Maxi Dress Champagne', 'Adire Maxi Dress Black', 'Lace Maxi Dress Emerald', 'Sequin Maxi Dress Emerald', 'Sequin Maxi Dress Mustard',
    'Pleated Maxi Dress Fuchsia', 'Chiffon Maxi Dress Emerald', 'Floral Maxi Dress Emerald', 'Linen Maxi Dress Wine',
  ] },
  // 'boots chelsea': titles with "Chelsea Boots" (11).
  { q: 'boots chelsea', kind: 'word-order', relevant: [
    'Canvas Chelsea Boots White', 'Tundra & Co Retro Chelsea Boots Chocolate', 'Lightweight Chelsea Boots Chocolate',
    'Obi Cobblers Chelsea Boots Oxblood', 'Pacer Lightweight Chelsea Boots Oxblood', 'Pacer Leather Chelsea Boots Olive',
    'Knit Chelsea Boots Chocolate', 'Tundra & Co Chelsea Boots White', 'Stride Chelsea Boots Grey', 'Kinetica Suede Chelsea Boots Navy',
    'Tundra & Co Chelsea Boots Chocolate',
  ] },
  // 'rice jollof': titles with "Jollof Rice" (5).
  { q: 'rice jollof', kind: 'word-order', relevant: [
    'Premium Jollof Rice Mix 2kg', 'Select Jollof Rice Mix 2kg', 'Mama Nkechi Jollof Rice Mix 10kg', 'Select Jollof Rice Mix 10kg',
    'Wholesome Jollof Rice Mix 10kg',
  ] },
  // 'gown evening': titles with "Evening Gown" (8).
  { q: 'gown evening', kind: 'word-order', relevant: [
    'Chiffon Evening Gown Royal Blue', 'Loom Lagos Ankara Print Evening Gown Navy', 'Chiffon Evening Gown Wine', 'Chiffon Evening Gown Champagne',
    'Loom Lagos Evening Gown Fuchsia', 'Ankara Print Evening Gown Wine', 'Satin Evening Gown Emerald', 'Sequin Evening Gown Navy',
  ] },
  // 'sunglasses aviator': titles with "Aviator Sunglasses" (6).
  { q: 'sunglasses aviator', kind: 'word-order', relevant: [
    'Mirrored Aviator Sunglasses Grey Lens', 'Matte Black Aviator Sunglasses Silver Mirror', 'Lido Gradient Aviator Sunglasses Green Lens',
    'Solace Matte Black Aviator Sunglasses Rose Lens', 'Vintage Aviator Sunglasses Brown Lens', 'Corsa Aviator Sunglasses Grey Lens',
  ] },

  // synonym: a word of the shop's synonym table that the titles do not use.
  // 'couch': titles with "Sofa" (2).
  { q: 'couch', kind: 'synonym', relevant: ['Oakridge Three-Seater Sofa Espresso', 'Atelier Moss Leather Three-Seater Sofa Espresso'] },
  // 'earphones': titles with "Earbuds" or "Headphones" (20).
  { q: 'earphones', kind: 'synonym', relevant: [
    'Noise-Cancelling Wireless Headphones', 'Chargely Slim Over-Ear Headphones White', 'Slim Wireless Earbuds Sand',
    'Kite Audio Travel Wireless Earbuds Coral', 'Tecra Fast-Charge Wireless Earbuds Coral', 'Rugged Over-Ear Headphones Lilac',
    'Rugged Wireless Earbuds Sage', 'Tecra Noise-Cancelling Wireless Earbuds Sand', 'Compact Over-Ear Headphones Sage',
    'Kite Audio Wireless Earbuds Sand', 'Noise-Cancelling Wireless Earbuds Sand', 'Kite Audio Wireless Earbuds Midnight Blue',
    'Tecra Over-Ear Headphones Sand', 'Volt Lagos Over-Ear Headphones Black', 'Kite Audio Wireless Earbuds Coral',
    'Kite Audio Fast-Charge Wireless Earbuds Lilac', 'Wireless Over-Ear Headphones White', 'Ampli Wireless Earbuds Coral',
    'Volt Lagos Rugged Over-Ear Headphones Lilac', 'Tecra Magnetic Wireless Earbuds Black',
  ] },
  // 'cellphone case': titles with "Phone Case" (8).
  { q: 'cellphone case', kind: 'synonym', relevant: [
    'Chargely Rugged Phone Case White', 'Ampli Phone Case Midnight Blue', 'Ampli Phone Case Black', 'Chargely Phone Case Coral',
    'Chargely Fast-Charge Phone Case Lilac', 'Volt Lagos Phone Case White', 'Kite Audio Fast-Charge Phone Case Sage', 'Tecra Slim Phone Case Lilac',
  ] },
  // 'trainers': titles with "Trainers" or "Sneakers" (30).
  { q: 'trainers', kind: 'synonym', relevant: [
    'Arrowfoot Retro Low-Top Sneakers Sand', 'Stride Suede High-Top Sneakers Tan', 'Arrowfoot Running Trainers Chocolate',
    'Kinetica Running Trainers Sand', 'Premium Running Trainers Oxblood', 'Kinetica Running Trainers Tan', 'Tundra & Co Low-Top Sneakers Chocolate',
    'Stride High-Top Sneakers Sand', 'Knit Running Trainers Grey', 'Tundra & Co Low-Top Sneakers Sand', 'Stride Knit Low-Top Sneakers Sand',
    'Obi Cobblers Suede High-Top Sneakers Olive', 'Kinetica Canvas Low-Top Sneakers Tan', 'Classic Running Trainers Black',
    'Kinetica Knit High-Top Sneakers White', 'Arrowfoot Low-Top Sneakers Navy', 'Arrowfoot Low-Top Sneakers Olive',
    'Obi Cobblers Retro Running Trainers Grey', 'Obi Cobblers Running Trainers Grey', 'Tundra & Co High-Top Sneakers Sand',
    'Premium High-Top Sneakers Sand', 'Arrowfoot Low-Top Sneakers Grey', 'Suede Running Trainers Tan', 'Pointed Sneakers Silver',
    'Kinetica Sneakers Tan', 'Stella Ross Sneakers Tan', 'Petal Step Sneakers Leopard', 'Amara Lane Sneakers Gold', 'Suede Sneakers Black',
    'Cushioned Sneakers Blush',
  ] },

  // joined-split: one word typed as two, or two as one.
  // 'powerbank': titles with "Power Bank" (6).
  { q: 'powerbank', kind: 'joined-split', relevant: [
    'Ampli Noise-Cancelling Power Bank 26800mAh', 'Soundmarsh Power Bank 10000mAh', 'Volt Lagos Travel Power Bank 26800mAh',
    'Kite Audio Fast-Charge Power Bank 10000mAh', 'Chargely Travel Power Bank 26800mAh', 'Kite Audio Power Bank 26800mAh',
  ] },
  // 'tshirt': titles with "T-Shirt", and the Henleys (tagged 't-shirts') (31).
  { q: 'tshirt', kind: 'joined-split', relevant: [
    'Short Sleeve Henley Rust', 'Brushed Cotton Henley White', 'Ankara Print Crew Neck T-Shirt Forest Green', 'Classic Crew Neck T-Shirt White',
    'Slim Fit Crew Neck T-Shirt Burgundy', 'Harbour & Main Classic Henley Rust', 'Harbour & Main Brushed Cotton Henley Olive',
    'Harbour & Main Ankara Print Henley Sand', 'Short Sleeve Crew Neck T-Shirt Forest Green', 'Checked Crew Neck T-Shirt Navy',
    'Kente Lane Henley Burgundy', 'Relaxed Henley Stone', 'Striped Crew Neck T-Shirt Olive', 'Tailored Crew Neck T-Shirt Burgundy',
    'Short Sleeve Crew Neck T-Shirt Mustard', 'Fieldmark Crew Neck T-Shirt Black', 'Fieldmark Crew Neck T-Shirt White',
    'Mandarin Collar Henley Mustard', 'Mandarin Collar Henley Forest Green', 'Eko Threads Henley Navy',
    'Maple Street Striped Fitted T-Shirt Emerald', 'Maple Street Fitted T-Shirt Cobalt', 'Jersey Fitted T-Shirt Emerald',
    'Cotton Fitted T-Shirt Emerald', 'Linen Fitted T-Shirt Emerald', 'Cotton Fitted T-Shirt Sage', 'Jersey Fitted T-Shirt Red',
    'Jersey Fitted T-Shirt Ivory', 'Printed Fitted T-Shirt Lilac', 'Printed Fitted T-Shirt Emerald', 'Jersey Fitted T-Shirt Coral',
  ] },
  // 'sun screen': titles with "Sunscreen" (8).
  { q: 'sun screen', kind: 'joined-split', relevant: [
    'Vitamin C Sunscreen SPF 50 150ml', 'Clarity Botanics Sunscreen SPF 50 50ml', 'Ceramide Sunscreen SPF 50 30ml',
    'Hyaluronic Sunscreen SPF 50 150ml', 'Oyin Naturals Rosehip Sunscreen SPF 50 100ml', 'Moringa Co Sunscreen SPF 50 250ml',
    'Niacinamide Sunscreen SPF 50 30ml', 'Purelle Sunscreen SPF 50 15ml',
  ] },
  // 'eye liner': titles with "Eyeliner" (8).
  { q: 'eye liner', kind: 'joined-split', relevant: [
    'Petalwise Eyeliner Pen Jet Black', 'Silk Eyeliner Pen Midnight', 'Nuvi Eyeliner Pen Brown Black',
    'Kora Cosmetics Cream Eyeliner Pen Brown Black', 'Satin Eyeliner Pen Midnight', 'Satin Eyeliner Pen Brown Black',
    'Hydrating Eyeliner Pen Brown Black', 'Kora Cosmetics Matte Eyeliner Pen Jet Black',
  ] },
  // 'lipgloss': titles with "Lip Gloss" (4).
  { q: 'lipgloss', kind: 'joined-split', relevant: [
    'Soft Focus Lip Gloss Rose', 'Velvetine Lip Gloss Cocoa', 'Hydrating Lip Gloss Ruby', 'Silk Lip Gloss Sienna',
  ] },
  // 'smart watch': titles with "Smartwatch" (7).
  { q: 'smart watch', kind: 'joined-split', relevant: [
    'Chargely Noise-Cancelling Smartwatch Sage', 'Fast-Charge Smartwatch Sand', 'Ampli Smartwatch Midnight Blue',
    'Volt Lagos Noise-Cancelling Smartwatch Coral', 'Kite Audio Smartwatch Sage', 'Kite Audio Noise-Cancelling Smartwatch White',
    'Ampli Compact Smartwatch Sage',
  ] },
  // 'cat eye sunglasses': titles with "Cat-Eye" (7).
  { q: 'cat eye sunglasses', kind: 'joined-split', relevant: [
    'Clear Frame Cat-Eye Sunglasses Amber Lens', 'Vintage Cat-Eye Sunglasses Brown Lens', 'Polarised Cat-Eye Sunglasses Amber Lens',
    'Solace Cat-Eye Sunglasses Brown Lens', 'Brightline Cat-Eye Sunglasses Rose Lens', 'Solace Cat-Eye Sunglasses Green Lens',
    'Lido Clear Frame Cat-Eye Sunglasses Blue Mirror',
  ] },
  // 'over shirt': titles with "Overshirt" (7).
  { q: 'over shirt', kind: 'joined-split', relevant: [
    'Checked Overshirt Sand', 'Mandarin Collar Overshirt Charcoal', 'Tailored Overshirt Olive', 'Kente Lane Overshirt Stone',
    'Eko Threads Classic Overshirt White', 'Short Sleeve Overshirt Sand', 'Tailored Overshirt Mustard',
  ] },

  // plain: words that also name a colour or a descriptor elsewhere (a 'Honey' TV stand, 'Chocolate' boots, a 'Noise-Cancelling' phone case).
  // 'honey': grocery honey (not the furniture or concealer in the colour 'Honey') (5).
  { q: 'honey', kind: 'plain', relevant: [
    'Savanna Pantry Market Honey 1kg Jar', 'Green Basket Market Honey 250g Jar', 'Fresh Honey 340g Jar', 'Everyday Honey 500g Jar',
    'Country Honey 250g Jar',
  ] },
  // 'dark chocolate': titles with "Dark Chocolate" (not the goods in the colour 'Chocolate') (3).
  { q: 'dark chocolate', kind: 'plain', relevant: ['Farm Dark Chocolate 250g', 'Country Dark Chocolate Multipack', 'Select Dark Chocolate 100g'] },
  // 'noise cancelling headphones': noise-cancelling headphones or earbuds (chargers, cases and speakers carry "Noise-Cancelling" too) (3).
  { q: 'noise cancelling headphones', kind: 'plain', relevant: [
    'Noise-Cancelling Wireless Headphones', 'Tecra Noise-Cancelling Wireless Earbuds Sand', 'Noise-Cancelling Wireless Earbuds Sand',
  ] },
  // 'office chair': titles with "Office Chair" (5).
  { q: 'office chair', kind: 'plain', relevant: [
    'Ergonomic Office Chair', 'Oakridge Office Chair Terracotta', 'Lagos Living Office Chair Espresso', 'Executive Office Chair Charcoal',
    'Mesh Office Chair Ivory',
  ] },
  // 'jollof rice': titles with "Jollof Rice" (5).
  { q: 'jollof rice', kind: 'plain', relevant: [
    'Premium Jollof Rice Mix 2kg', 'Select Jollof Rice Mix 2kg', 'Mama Nkechi Jollof Rice Mix 10kg', 'Select Jollof Rice Mix 10kg',
    'Wholesome Jollof Rice Mix 10kg',
  ] },
  // 'garri': titles with "Garri" (4).
  { q: 'garri', kind: 'plain', relevant: ['Mama Nkechi Wholesome Garri 1kg', 'Wholesome Garri 10kg', 'Premium Garri 10kg', 'Golden Acre Garri 5kg'] },

  // price: a product's price exactly as the catalog gives it (whole naira).
  // '2825000': the product priced 2825000 (1).
  { q: '2825000', kind: 'price', relevant: ['Tessaro Regatta GMT Blue Dial'] },
  // '145000': the product priced 145000 (1).
  { q: '145000', kind: 'price', relevant: ['Mid-Century TV Stand Honey'] },

  // none: nonsense, or things the shop does not sell.
  { q: 'xylophone', kind: 'none', relevant: [] },
  { q: 'qwzxv', kind: 'none', relevant: [] },
  { q: 'lawn mower', kind: 'none', relevant: [] },
];
