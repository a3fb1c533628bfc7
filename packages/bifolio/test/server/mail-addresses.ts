/** The owner's addresses the tests' servers and Workers send with, apart from any content. */
export const MAIL_FROM = 'Portfolio <no-reply@example.dev>'
export const MAIL_TO = 'owner@example.dev'
