// Shared field styles: the one text-input look and the search field the search widgets share.
export { TextInput, type TextInputProps } from './TextInput.tsx';
export { SearchField, type SearchFieldProps, type SearchFieldClear } from './SearchField.tsx';
