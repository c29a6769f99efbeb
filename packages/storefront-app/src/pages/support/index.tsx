/** Customer support and chat with the store (their own chunk: only these pages load it). */
import type { PageModule } from '../../routes/PageProps.ts';
import { SupportPage } from './Support.tsx';

const pages: PageModule = { support: SupportPage, chat: SupportPage };
export default pages;
