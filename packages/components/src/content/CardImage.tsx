/**
 * The picture at the top of an information-page card (articles, events): 16:9, lazy, and sized in
 * the HTML so the card's space is reserved before it loads. No image, no element.
 */
import * as css from './content.css.ts';

export function CardImage({ src, alt }: { src: string | undefined; alt: string | undefined }) {
  if (!src) return null;
  return <img className={css.cardImage} src={src} alt={alt} width={800} height={450} loading="lazy" decoding="async" />;
}
