/** What other modules may use from the document library: nothing yet (the module serves its own routes). */
export {};
