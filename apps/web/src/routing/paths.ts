/** The Post on Behalf tab: content collaborations and the posts written on behalf (features/behalf). */
export const BEHALF_PATH = "post-on-behalf";
