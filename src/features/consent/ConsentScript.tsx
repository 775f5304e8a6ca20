import { CONSENT_BOOT_SCRIPT } from './model/consent-store';

/** Render inside `<head>`: hides the server-rendered consent bar before first paint when a choice is stored. */
export function ConsentScript() {
  return <script id="consent-boot" dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />;
}
