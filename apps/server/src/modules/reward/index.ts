/** What other modules may use from rewards: nothing yet (the module serves its own routes). */
export {};
