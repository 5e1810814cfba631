import { stopSharedStack } from './shared-stack';

export default stopSharedStack;
