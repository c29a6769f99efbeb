import { mobileHeaderTitle } from '../rules/navigation/headers.ts';
import { BackButton } from './BackButton.tsx';
import { mobileBar, spacer, title as titleClass } from './MobileHeader.css.ts';

export interface MobileTitleHeaderProps {
  /** The route; its title comes from the mobileHeaderTitle rule. */
  pathname: string;
  sticky?: boolean;
  onBack?: () => void;
}

/** The title header of information routes (spec 2.3): back button and the title derived from the path. */
export function MobileTitleHeader({ pathname, sticky = false, onBack }: MobileTitleHeaderProps) {
  return (
    <header className={mobileBar({ sticky })} data-mobile-header="title">
      <BackButton onBack={onBack} />
      <span className={titleClass} data-part="title">
        {mobileHeaderTitle(pathname)}
      </span>
      <span className={spacer} aria-hidden="true" />
    </header>
  );
}
