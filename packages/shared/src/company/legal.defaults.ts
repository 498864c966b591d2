/**
 * The product's own terms and privacy policy: shown on /terms-of-service and /privacy-policy when
 * the company has not enabled its own (isTosEnabled) or left them empty. Plain text, paragraphs
 * separated by blank lines.
 */
export const DEFAULT_TERMS_OF_SERVICE = `Chorus is an employee advocacy platform: your employer invites you to read company news and, if you choose, to share it on your own social networks.

Your account. Your employer creates and manages your account. Keep your password to yourself and tell your administrator if you think someone else used your account.

What you share. Nothing is ever posted on your behalf without your action. When you share a post, you publish it under your own name on the network you chose, under that network's terms. You may edit the text before you share and you may delete it on the network at any time.

Acceptable use. Do not use Chorus to publish unlawful, misleading or confidential content, to harass anyone, or to get around the controls your employer set up.

Points and rewards. Points, trophies and rewards are run by your employer, who may change or end them at any time; they have no cash value.

Ending your account. Your employer may deactivate your account, for example when you leave the company. You may ask your administrator to delete it.

Changes. We may update these terms; the date of the current version is shown on this page and important changes are announced in the app.`;

export const DEFAULT_PRIVACY_POLICY = `This policy explains what Chorus keeps about you and why. Your employer is the controller of your personal data; Chorus processes it on your employer's behalf.

What we keep. Your name, work e-mail address and (if given) phone number, your role, groups and channels, the language you chose, the posts you read, like, comment on and share, the clicks on links you shared (counted without keeping the visitors' addresses), and the points you earned.

Social networks. When you connect a network to share, we keep the access it grants us, encrypted, and use it only to publish what you chose to share. You can disconnect at any time from your profile.

Why. To show you your company's news, to publish what you share, to count your points, and to give your employer statistics about the reach of its news.

Who sees it. Your company's administrators and, for statistics, channel managers and analysts of your channels. We never sell your data and never show it to other companies.

How long. As long as your account exists; when it is deleted, your personal data is deleted or made anonymous within 30 days.

Your rights. You may see, correct, export or delete your data: ask your company's administrator or write to the address your employer gave you.`;
