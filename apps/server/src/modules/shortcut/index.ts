/** What other modules may use from shortcuts: nothing yet (the module serves its own routes). */
export {};
