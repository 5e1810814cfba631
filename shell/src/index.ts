// The shell provides the shared libraries start-up imports eagerly (rspack.base.ts), so no async
// boundary is needed: start-up code arrives in the entry chunk and asks for the route's manifest at once.
import './bootstrap';
