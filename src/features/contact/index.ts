/** What other features may use of contact (lint refuses deeper imports across features, ADR 0038). */
export * from './model/contact-urls';
