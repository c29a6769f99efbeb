export { SlotPicker, type SlotPickerProps } from './SlotPicker.tsx';
