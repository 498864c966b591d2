/**
 * A newsletter's post link is a share row of its own status: GET /s/{shortCode} counts its unique
 * visitors in share_click like any shared link, while nothing that lists or counts shares people
 * made (which filter on "shared", "scheduled" or the user's own shares) sees it. The mailing
 * module makes these rows; the sharing module follows and hides them.
 */
export const NEWSLETTER_SHARE_STATUS = "newsletter";
/** The network a newsletter link's clicks are filed under in the share-click statistics. */
export const NEWSLETTER_SHARE_MEDIA = "email";
