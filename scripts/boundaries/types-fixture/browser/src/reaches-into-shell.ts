// A package sees only its own files and the projects it references.
export { CONFIG_URL } from '../../../../../shell/src/config/config-request';
