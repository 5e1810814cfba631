export { FormField, TextField, type FieldControl, type FormFieldProps, type TextFieldProps } from './FormField';
