import { Icon } from '@/components/icons/icons';

/**
 * The mall's mark: a five-petal jacaranda blossom around a sun-yellow heart (the sprite's `brand-mark`). Colours
 * come from the theme tokens, so it turns yellow-on-black in high contrast.
 */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return <Icon name="brand-mark" size={size} className={className} />;
}
