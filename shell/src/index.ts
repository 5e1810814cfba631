// The shell provides every shared library eagerly (rspack.base.ts), so no async boundary is needed
// before them: start-up code arrives in the entry chunk, and config.json is asked for at once.
import './bootstrap';
