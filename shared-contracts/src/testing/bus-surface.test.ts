import { createBus } from '../events/bus';
import { recordBus, surfaceBus } from './bus-surface';

const surface = { emits: ['cart:open', 'announce'], listens: ['cart:close'] } as const;

describe('surfaceBus', () => {
  it('passes on what the surface declares', () => {
    const bus = createBus();
    const record = recordBus(bus);
    const heard: unknown[] = [];
    const remote = surfaceBus(bus, 'mf-test', surface);
    remote.on('cart:close', () => heard.push('closed'));
    remote.emit('cart:open');
    remote.emit('announce', { message: 'Opened' });
    bus.emit('cart:close');
    expect(record.events.map((e) => e.name)).toEqual(['cart:open', 'announce', 'cart:close']);
    expect(heard).toEqual(['closed']);
  });

  it('refuses to send or hear anything else, naming the remote, the event and where to declare it', () => {
    const bus = createBus();
    const record = recordBus(bus);
    const remote = surfaceBus(bus, 'mf-test', surface);
    expect(() => remote.emit('cart:clear')).toThrow('mf-test emits cart:clear, which its bus surface (src/bus-surface.ts) does not declare');
    expect(() => remote.on('session:changed', () => {})).toThrow('mf-test listens to session:changed, which its bus surface');
    expect(record.events).toEqual([]);
    expect(bus.all.get('session:changed')).toBeUndefined();
  });

  it('lets the wildcard listen, as the harness panel and recorders do', () => {
    const remote = surfaceBus(createBus(), 'mf-test', surface);
    expect(() => remote.on('*', () => {})).not.toThrow();
  });
});

describe('recordBus', () => {
  it('records every event and payload in order', () => {
    const bus = createBus();
    const record = recordBus(bus);
    bus.emit('cart:open');
    bus.emit('announce', { message: 'one' });
    bus.emit('announce', { message: 'two' });
    expect(record.events.map((e) => e.name)).toEqual(['cart:open', 'announce', 'announce']);
    expect(record.payloadsOf('announce')).toEqual([{ message: 'one' }, { message: 'two' }]);
  });
});
