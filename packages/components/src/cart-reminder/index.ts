export { CartReminderPrompt, type CartReminderPromptProps } from './CartReminderPrompt.tsx';
