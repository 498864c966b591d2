/* Former push-only worker: browsers that registered it get the app's one worker (sw.js) instead. */
importScripts("/sw.js");
