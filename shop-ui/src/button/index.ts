export { Button, buttonClass, type ButtonLook, type ButtonProps, type ButtonVariant } from './Button';
