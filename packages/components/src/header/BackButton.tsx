import { ArrowLeft } from 'lucide-react';
import { IconButton } from '../primitives/IconButton.tsx';

export const BACK_LABEL = 'Go back';

/** The compact mobile headers' back button (spec 2.3). The app goes back in history. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  return <IconButton label={BACK_LABEL} icon={<ArrowLeft size={22} />} onClick={onBack} data-part="back" />;
}
