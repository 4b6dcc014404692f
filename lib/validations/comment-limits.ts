// A comment's length limits, free of zod so the article page's comment form ships without it.
export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;
