import { browserStorage, parseJson, parseJsonList } from './persistence';

const throwing = (): Storage =>
  ({
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  }) as unknown as Storage;

describe('browserStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('reads, writes and removes through localStorage by default', () => {
    const storage = browserStorage();
    storage.write('cart', '[]');
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(storage.read('cart')).toBe('[]');
    storage.write('cart', null);
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(storage.read('cart')).toBeNull();
  });

  it('never throws when the storage refuses (private mode, full quota)', () => {
    const storage = browserStorage(throwing());
    expect(storage.read('user')).toBeNull();
    expect(() => storage.write('user', '{}')).not.toThrow();
    expect(() => storage.write('user', null)).not.toThrow();
  });

  it('never throws when localStorage itself cannot be reached', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const storage = browserStorage();
      expect(storage.read('user')).toBeNull();
      expect(() => storage.write('user', '{}')).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('parseJson', () => {
  const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

  it('gives the value when it is readable and well formed', () => {
    expect(parseJson('[1,2]', isNumbers)).toEqual([1, 2]);
  });

  it('gives null for nothing, bad JSON or the wrong shape', () => {
    expect(parseJson(null, isNumbers)).toBeNull();
    expect(parseJson('', isNumbers)).toBeNull();
    expect(parseJson('[1,', isNumbers)).toBeNull();
    expect(parseJson('["a"]', isNumbers)).toBeNull();
  });
});

describe('parseJsonList', () => {
  const isNumber = (v: unknown): v is number => typeof v === 'number';

  it('keeps the well-formed entries and drops the rest', () => {
    expect(parseJsonList('[1,"x",2,null]', isNumber)).toEqual([1, 2]);
  });

  it('gives an empty list for nothing, bad JSON or a non-list', () => {
    expect(parseJsonList(null, isNumber)).toEqual([]);
    expect(parseJsonList('{oops', isNumber)).toEqual([]);
    expect(parseJsonList('{"a":1}', isNumber)).toEqual([]);
  });
});
