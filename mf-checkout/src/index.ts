// The async boundary lets the federation runtime settle shared libraries before any of them run.
import('./bootstrap');
