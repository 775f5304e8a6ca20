/**
 * The forms feature's public API: what other features import (through
 * `@/features/forms` only). Server side: the screens that show a form render
 * `<SiteForm>`, and the loaders of the contact and opportunity pages turn CMS
 * fields into the form's options. Nothing here is a client module of its own;
 * route files in src/app and the operator scripts reach `./server/…` directly.
 */
export { SiteForm } from './SiteForm';
export { contactSubjects, jobOpeningChoices, type FormOption } from './model/form-options';
