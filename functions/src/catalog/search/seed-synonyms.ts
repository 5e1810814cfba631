/**
 * The synonyms a new shop starts with, each group's words meaning the same to a shopper. They are
 * data: migration 6 writes them into `search_synonyms` once, and staff add, change or remove groups
 * there (SQL, no deploy); every search reads the table as it stands.
 */
export const SEED_SYNONYMS: readonly (readonly string[])[] = [
  ['perfume', 'fragrance', 'scent', 'cologne'],
  ['motorbike', 'motorcycle'],
  ['phone', 'smartphone', 'mobile phone', 'cellphone', 'cell phone'],
  ['trainers', 'sneakers'],
  ['racquet', 'racket'],
  ['chilli', 'chili'],
  ['tee', 't-shirt', 'tshirt'],
  ['couch', 'sofa', 'settee'],
  ['notebook', 'laptop'],
  ['sunglasses', 'shades', 'sun glasses'],
  ['earphones', 'earbuds', 'headphones'],
  ['purse', 'handbag'],
  ['television', 'tv'],
  ['fridge', 'refrigerator'],
  ['kitchen roll', 'tissue'],
  ['jumper', 'sweater', 'pullover'],
  ['trousers', 'pants'],
  ['watch', 'wristwatch', 'timepiece'],
  ['colour', 'color'],
  ['grey', 'gray'],
  ['jewellery', 'jewelry'],
  ['aluminium', 'aluminum'],
  ['moisturiser', 'moisturizer'],
  ['aubergine', 'eggplant'],
  ['courgette', 'zucchini'],
  ['biscuit', 'cookie'],
  ['nappy', 'diaper'],
  ['lorry', 'truck'],
  ['car', 'vehicle'],
  ['bike', 'bicycle'],
  ['frock', 'dress'],
  ['cooker', 'stove'],
];
