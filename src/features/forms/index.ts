/** What other features may use of forms (lint refuses deeper imports across features, ADR 0038). */
export * from './SiteForm';
// Server side only, like SiteForm: the contact and opportunity loaders map CMS fields to the forms' options.
// Route files in src/app, scripts/submissions and tests reach `./server/…` and `./model/…` directly.
export { contactSubjects, jobOpeningChoices } from './model/form-options';
