/** What other features may use of articles (lint refuses deeper imports across features, ADR 0038). */
export * from './ArticleGrid';
export * from './article-summary';
export * from './article-types';
