import { CONTRAST_BOOT_SCRIPT } from './contrast-preference';

/** Render inside `<head>`: sets the theme before first paint so high contrast never flashes. */
export function ContrastScript() {
  return <script id="contrast-boot" dangerouslySetInnerHTML={{ __html: CONTRAST_BOOT_SCRIPT }} />;
}
