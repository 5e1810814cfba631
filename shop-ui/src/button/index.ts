export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
