import { ROUTE_DATA_ELEMENT_ID } from 'shared-contracts/server-render';
import { CARRIED_FRESH_MS, carriedDataReader, readCarriedData } from './carried-data';

const URL_A = 'http://api.test/products/oak-table';
const DATA = { readAt: 1_000_000, responses: { [URL_A]: { status: 200, body: { name: 'Oak table' } } } };

/** A page whose route-data element holds `text` (none for null). */
function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  document.body.innerHTML = text === null ? '' : `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}"></script>`;
  if (text !== null) document.getElementById(ROUTE_DATA_ELEMENT_ID)!.textContent = text;
  return document;
}

describe('the data a server-rendered page carried', () => {
  it('is read from the page’s element, escapes and all', () => {
    const escaped = JSON.stringify(DATA).replace(/</g, '\\u003c');
    expect(readCarriedData(pageWith(escaped))).toEqual(DATA);
  });

  it('is none on a page drawn in the browser, or when the element is not what the server writes', () => {
    expect(readCarriedData(pageWith(null))).toBeNull();
    expect(readCarriedData(pageWith('{"readAt":1,'))).toBeNull();
    expect(readCarriedData(pageWith('{"readAt":"yesterday","responses":{}}'))).toBeNull();
    expect(readCarriedData(pageWith('{"readAt":1,"responses":{"x":{"body":1}}}'))).toBeNull();
  });

  it('answers each URL it has, fresh while the page is new and stale once a cache has kept it longer', () => {
    let now = DATA.readAt + CARRIED_FRESH_MS;
    const read = carriedDataReader(DATA, () => now);
    expect(read(URL_A)).toEqual({ status: 200, body: { name: 'Oak table' }, stale: false });
    now += 1;
    expect(read(URL_A)).toEqual({ status: 200, body: { name: 'Oak table' }, stale: true });
    expect(read('http://api.test/products/other')).toBeUndefined();
    expect(read('constructor')).toBeUndefined();
    expect(carriedDataReader(null)(URL_A)).toBeUndefined();
  });
});
