/**
 * The pop-up campaign templates (spec 2.13: bar, flyout, fullScreen and popup, popup the default)
 * as one design table: where the panel sits and how large its image and heading are. The overlay
 * is one component over this table; a new template is a new row (and its entry in popupTemplates).
 */
import type { DialogPlacement, DialogWidth } from '../primitives/dialog/Dialog.tsx';
import type { PopupTemplate } from '../rules/navigation/variants.ts';

export interface PopupTemplateDesign {
  /** Where the Dialog puts the panel (the template's panel class shapes it further). */
  placement: DialogPlacement;
  width: DialogWidth;
  imageSize: 'sm' | 'md' | 'lg';
  headingSize: 'sm' | 'md' | 'lg';
  /** The image's rendered size in px (its width and height attributes: no shift while it loads). */
  imagePx: number;
  /** The close control in the panel's corner (a compact panel) rather than on a row of its own. */
  cornerClose: boolean;
}

export const popupTemplateDesigns = {
  popup: { placement: 'center', width: 'narrow', imageSize: 'md', headingSize: 'md', imagePx: 96, cornerClose: false },
  flyout: { placement: 'right', width: 'narrow', imageSize: 'sm', headingSize: 'sm', imagePx: 56, cornerClose: true },
  fullScreen: { placement: 'center', width: 'full', imageSize: 'lg', headingSize: 'lg', imagePx: 128, cornerClose: false },
  bar: { placement: 'bottom', width: 'wide', imageSize: 'sm', headingSize: 'sm', imagePx: 56, cornerClose: true },
} as const satisfies Record<PopupTemplate, PopupTemplateDesign>;
