/**
 * The job form, apart from the forms' index: its page alone imports it, so the résumé field's client code is named
 * among that page's scripts only (ADR 0097). Server code, like the rest of what this entry exports.
 */
export { JobApplicationForm } from './JobApplicationForm';
