/** What other modules may use from achievement: nothing yet; its routes are its whole surface. */
export {};
