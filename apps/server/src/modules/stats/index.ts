/** What other modules may use from stats: nothing; its routes are its whole surface. */
export {};
